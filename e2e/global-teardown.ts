import { rmSync } from 'node:fs';

/** Removes the run's throwaway data directory (made in playwright.config.ts) once every spec is done. */
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir?.includes('voltcart-e2e-')) rmSync(dataDir, { recursive: true, force: true });
}
