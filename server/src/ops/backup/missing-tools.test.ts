import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../test/processes/child-process';
import { MANIFEST_FORMAT, type Manifest } from './manifest';

// A machine without PostgreSQL's client programs: the commands say what to install, exit 1, and leave nothing behind.

const scratch = mkdtempSync(path.join(os.tmpdir(), 'voltcart-no-tools-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
/** A PATH that holds node alone: no pg_dump, no pg_restore. */
const bin = path.join(scratch, 'bin');
mkdirSync(bin);
symlinkSync(process.execPath, path.join(bin, 'node'));
const dataDir = path.join(scratch, 'data');

async function withoutTools(command: 'backup' | 'restore', dir: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', `server/src/ops/backup/${command}-command.ts`, dir],
      // Nothing listens on port 1: the tool is looked for before any connection.
      { cwd: repoRoot, env: { PATH: bin, DATA_DIR: dataDir, DATABASE_URL: 'postgres://shop@127.0.0.1:1/shop' } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('backup and restore of a shop on PostgreSQL, on a machine without its client programs', () => {
  it('backup says to install them, exits 1 and leaves no backup folder', async () => {
    const dir = path.join(scratch, 'nightly');
    const answer = await withoutTools('backup', dir);
    expect(answer.code).toBe(1);
    expect(answer.output).toContain('pg_dump is not on this machine');
    expect(answer.output).toContain('apt-get install postgresql-client');
    expect(existsSync(dir)).toBe(false);
  });

  it('restore says to install them, exits 1 and leaves DATA_DIR unmade', async () => {
    const dir = path.join(scratch, 'from-postgres');
    mkdirSync(dir);
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: new Date().toISOString(),
      shop: { version: '0.1.0', commit: null },
      engine: 'postgres',
      databaseCopy: 'pg_dump (PostgreSQL) 15',
      databaseFile: 'voltcart.pgdump',
      migrations: [],
      counts: { orders: 0, products: 0, users: 0 },
      uploads: { store: 'local', copied: true, files: 0 },
      sessionSecret: 'SESSION_SECRET in the environment',
      files: [],
    };
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    const answer = await withoutTools('restore', dir);
    expect(answer.code).toBe(1);
    expect(answer.output).toContain('pg_restore is not on this machine');
    expect(existsSync(dataDir)).toBe(false);
  });
});
