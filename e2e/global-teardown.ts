import { rmSync } from 'node:fs';
import type { SMTPServer } from 'smtp-server';

/** Closes the run's test SMTP server and removes its throwaway data directory (both made in playwright.config.ts) once every spec is done. */
export default async function globalTeardown() {
  const mailbox = (globalThis as { e2eMailbox?: SMTPServer }).e2eMailbox;
  if (mailbox) {
    await new Promise<void>((resolve) => mailbox.close(() => resolve()));
    delete (globalThis as { e2eMailbox?: SMTPServer }).e2eMailbox;
  }
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir?.includes('voltcart-e2e-')) rmSync(dataDir, { recursive: true, force: true });
}
