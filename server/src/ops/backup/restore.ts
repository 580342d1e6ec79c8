import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { StorageSettings } from '../../config/storage';
import { migrationNames } from '../../db/engine/migrate';
import { BackupError } from './backup-error';
import { assertEmptyDataDir, copyOwnerOnly, FOLDER_MODE } from './folders';
import { readManifest, verifyFiles, type Manifest } from './manifest';
import { assertEmptyPostgres, restorePostgres, toolVersion } from './postgres-dump';
import { factsDiffer } from './shop-facts';
import { restoreSqlite } from './sqlite-copy';

const ENGINE_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/**
 * Restores a backup into an empty DATA_DIR (and, for a PostgreSQL backup, the empty database of DATABASE_URL). Nothing
 * is written before every file has matched its checksum and both targets are found empty; the restored database is
 * then checked against the manifest's counts and migrations.
 */
export async function restoreBackup(storage: StorageSettings, backupDir: string, log: (line: string) => void): Promise<Manifest> {
  const manifest = readManifest(backupDir);
  const engine = storage.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.engine !== engine)
    throw new BackupError(
      manifest.engine === 'sqlite'
        ? 'This is a backup of a shop on SQLite, but DATABASE_URL is set: unset it to restore into DATA_DIR (restore does not move a shop between engines).'
        : 'This is a backup of a shop on PostgreSQL: set DATABASE_URL to the empty database to restore it into.',
    );
  if (storage.databaseUrl) await toolVersion('pg_restore');
  const known = new Set(migrationNames());
  const newer = manifest.migrations.filter((name) => !known.has(name));
  if (newer.length > 0)
    throw new BackupError(
      `This backup was made by a newer version of the shop (${manifest.shop.version}; migrations this one does not know: ` +
        `${newer.join(', ')}). Restore it with that version or a later one.`,
    );
  log(`Checking the ${manifest.files.length} files of the backup against the manifest…`);
  await verifyFiles(backupDir, manifest);
  assertEmptyDataDir(storage.dataDir);
  if (storage.databaseUrl) await assertEmptyPostgres(storage.databaseUrl);
  mkdirSync(storage.dataDir, { recursive: true, mode: FOLDER_MODE });
  chmodSync(storage.dataDir, FOLDER_MODE);

  const databaseFile = path.join(backupDir, manifest.databaseFile);
  log(`Restoring the ${ENGINE_NAMES[engine]} database…`);
  const restored = storage.databaseUrl
    ? await restorePostgres(storage.databaseUrl, databaseFile)
    : await restoreSqlite(backupDir, manifest.databaseFile, storage.dataDir);
  const differences = factsDiffer(manifest, restored);
  if (differences.length > 0)
    throw new BackupError(`The restored database does not match the backup's manifest: ${differences.join('; ')}.`);

  const rest = manifest.files.filter((file) => file.path !== manifest.databaseFile);
  log(`Restoring ${rest.length} files into ${storage.dataDir}…`);
  for (const file of rest) {
    const parts = file.path.split('/');
    copyOwnerOnly(path.join(backupDir, ...parts), path.join(storage.dataDir, ...parts));
  }
  return manifest;
}
