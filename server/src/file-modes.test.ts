import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { openDatabase } from './db/engine/database';
import { migrateToLatest } from './db/engine/migrate';
import { createMailTransport } from './features/mail/transport';
import { localUploadsStore } from './lib/uploads/local-store';

// What the shop writes to disk holds accounts, sessions' secret, shoppers' images and reset links: no other user of
// the machine may read it, whatever the umask.

const made: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-modes-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The permission bits of a file or folder, as `ls -l` would show them in octal. */
const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe("files the shop writes are its own user's alone", () => {
  it('the SQLite database, its -wal and -shm, and the data folder it makes', async () => {
    const dataDir = path.join(scratch(), 'data');
    const { db } = openDatabase({ dataDir });
    try {
      await migrateToLatest(db);
      const file = path.join(dataDir, 'voltcart.sqlite');
      expect(modeOf(dataDir)).toBe('700');
      for (const each of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(each), each).toBe('600');
    } finally {
      await db.destroy();
    }
  });

  it('a database left readable by an earlier start is narrowed when opened', async () => {
    const dataDir = scratch();
    const file = path.join(dataDir, 'voltcart.sqlite');
    const first = openDatabase({ dataDir });
    await migrateToLatest(first.db);
    await first.db.destroy();
    chmodSync(file, 0o644);
    writeFileSync(`${file}-shm`, '');
    chmodSync(`${file}-shm`, 0o644);
    const again = openDatabase({ dataDir });
    try {
      expect(modeOf(file)).toBe('600');
      expect(modeOf(`${file}-shm`)).toBe('600');
    } finally {
      await again.db.destroy();
    }
  });

  it('uploaded images and the folders they are filed in', async () => {
    const uploadsDir = path.join(scratch(), 'uploads');
    await localUploadsStore(uploadsDir).put('avatars/2026/photo-full.webp', Buffer.from('image bytes'), 'image/webp');
    expect(modeOf(uploadsDir)).toBe('700');
    expect(modeOf(path.join(uploadsDir, 'avatars'))).toBe('700');
    expect(modeOf(path.join(uploadsDir, 'avatars', '2026'))).toBe('700');
    expect(modeOf(path.join(uploadsDir, 'avatars', '2026', 'photo-full.webp'))).toBe('600');
  });

  it('outbox .eml files and the outbox folder', async () => {
    const outboxDir = path.join(scratch(), 'outbox');
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const transport = createMailTransport(
      { smtpUrl: undefined, from: 'Voltcart <no-reply@shop.test>', outboxDir, claimMs: undefined },
      quiet,
    );
    try {
      await transport.send({
        id: 'outbox-1',
        kind: 'password-reset',
        to: 'asha@example.com',
        subject: 'Reset',
        html: '<p>Reset</p>',
        text: 'Reset',
      });
    } finally {
      transport.close();
    }
    expect(modeOf(outboxDir)).toBe('700');
    expect(modeOf(path.join(outboxDir, 'outbox-1.eml'))).toBe('600');
  });

  it('the generated session secret and the data folder made for it', () => {
    const dataDir = path.join(scratch(), 'data');
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(path.join(dataDir, 'session-secret'))).toBe('600');
  });
});
