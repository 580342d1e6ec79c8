import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's root: this file runs from server/src/config/ (tsx, tests) or bundled into server/dist/main.js. */
const repoDir = path.resolve(import.meta.dirname, path.basename(import.meta.dirname) === 'config' ? '../../..' : '../..');

export type ShopVersion = {
  /** The root package.json's version. */
  version: string;
  /** The checked-out commit, when the shop runs from a git checkout with git on the machine. */
  commit: string | undefined;
};

let known: ShopVersion | undefined;

/** Which shop this is, read once: the package's version and, when there is one, the git commit. */
export function shopVersion(): ShopVersion {
  known ??= { version: packageVersion(), commit: gitCommit() };
  return known;
}

function packageVersion(): string {
  try {
    const { version } = JSON.parse(readFileSync(path.join(repoDir, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

function gitCommit(): string | undefined {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: repoDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    }).trim();
    return /^[0-9a-f]{40}$/.test(commit) ? commit : undefined;
  } catch {
    return undefined;
  }
}
