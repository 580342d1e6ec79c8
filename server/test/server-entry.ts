import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './processes/child-process';

export type BuiltPages = {
  /** A WEB_DIST_DIR: the web app's index.html, with the server entry built beside it (page-render.ts finds it there). */
  webDistDir: string;
  remove: () => void;
};

/**
 * Builds the web app's server entry (`vite build --ssr`, as `npm run build` does) for a test, with the web app's
 * index.html as the page template. Inside the repository (an ignored `.data-…` folder), so that the built entry
 * finds React and the other packages it imports in the repository's node_modules.
 */
export async function buildServerEntry(): Promise<BuiltPages> {
  const root = mkdtempSync(path.join(repoRoot, '.data-pages-'));
  const webDir = path.join(repoRoot, 'web');
  const webDistDir = path.join(root, 'dist');
  mkdirSync(webDistDir);
  copyFileSync(path.join(webDir, 'index.html'), path.join(webDistDir, 'index.html'));
  await promisify(execFile)(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      path.join(root, 'dist-ssr'),
      '--logLevel',
      'warn',
    ],
    // What `npm run build` makes (under vitest NODE_ENV is "test", which would build React's development JSX calls).
    { cwd: webDir, env: { ...process.env, NODE_ENV: 'production' } },
  );
  return { webDistDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
