import { existsSync } from 'node:fs';
import path from 'node:path';
import type { StorageSettings } from '../../config/storage';
import { SESSION_SECRET_FILE, UPLOADS_FOLDER } from '../../config/storage';
import { shopVersion } from '../../config/version';
import { copyOwnerOnly, filesUnder, prepareBackupFolder } from './folders';
import { describeFile, MANIFEST_FORMAT, writeManifest, type Manifest } from './manifest';
import { dumpPostgres } from './postgres-dump';
import { backupSqlite } from './sqlite-copy';

/**
 * Takes a backup of a running shop into `backupDir` (new or empty): the database first, then the images and the
 * session secret, then the manifest. Images are only ever added under fresh names, so every image the copied
 * database names is already on disk when the copy of the images begins; images added after the database's moment
 * come along too, unused. Undone when anything fails: a folder with a manifest is always a whole backup.
 */
export async function takeBackup(storage: StorageSettings, backupDir: string, log: (line: string) => void): Promise<Manifest> {
  const undo = prepareBackupFolder(backupDir);
  try {
    const engine = storage.databaseUrl ? 'postgres' : 'sqlite';
    log(
      engine === 'postgres'
        ? 'Dumping the PostgreSQL database with pg_dump…'
        : `Copying the SQLite database in ${storage.dataDir}…`,
    );
    const database = storage.databaseUrl
      ? await dumpPostgres(storage.databaseUrl, backupDir)
      : { ...(await backupSqlite(storage.dataDir, backupDir)), tool: "SQLite's online backup (better-sqlite3)" };

    const copied = [database.file];
    let uploads: Manifest['uploads'];
    if (storage.uploads.store === 'local') {
      const images = filesUnder(storage.uploads.dir);
      log(`Copying ${images.length} uploaded images…`);
      for (const image of images) {
        copyOwnerOnly(
          path.join(storage.uploads.dir, ...image.split('/')),
          path.join(backupDir, UPLOADS_FOLDER, ...image.split('/')),
        );
        copied.push(`${UPLOADS_FOLDER}/${image}`);
      }
      uploads = { store: 'local', copied: true, files: images.length };
    } else {
      uploads = {
        store: 's3',
        copied: false,
        bucket: storage.uploads.bucket,
        reason:
          'The images are in the S3 bucket, which every process shares and this command does not copy: keep them with the ' +
          "bucket's own means (versioning, replication, or a scheduled `aws s3 sync`).",
      };
    }
    const secret = path.join(storage.dataDir, SESSION_SECRET_FILE);
    const secretCopied = !storage.sessionSecretInEnvironment && existsSync(secret);
    if (secretCopied) {
      copyOwnerOnly(secret, path.join(backupDir, SESSION_SECRET_FILE));
      copied.push(SESSION_SECRET_FILE);
    }

    const files = [];
    for (const name of copied) files.push(await describeFile(backupDir, name));
    const version = shopVersion();
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: new Date().toISOString(),
      shop: { version: version.version, commit: version.commit ?? null },
      engine,
      databaseCopy: database.tool,
      databaseFile: database.file,
      ...database.facts,
      uploads,
      sessionSecret: secretCopied
        ? 'in the backup'
        : storage.sessionSecretInEnvironment
          ? 'SESSION_SECRET in the environment'
          : 'none',
      files,
    };
    writeManifest(backupDir, manifest);
    return manifest;
  } catch (error) {
    undo();
    throw error;
  }
}
