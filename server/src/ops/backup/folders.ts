import { copyFileSync, chmodSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup-error';

/** A backup holds every account's password hash and the session secret: the shop's user alone may read it. */
export const FOLDER_MODE = 0o700;
export const FILE_MODE = 0o600;

const entriesOf = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

/** Makes the backup's folder, which must be new or empty (an earlier backup is never written over); answers how to undo it. */
export function prepareBackupFolder(dir: string): () => void {
  const found = entriesOf(dir);
  if (found.length > 0)
    throw new BackupError(
      `${dir} is not empty (it holds ${listed(found)}): a backup goes into a new or empty folder, so an earlier one is never written over.`,
    );
  const made = !existsSync(dir);
  mkdirSync(dir, { recursive: true, mode: FOLDER_MODE });
  chmodSync(dir, FOLDER_MODE);
  return () => {
    if (made) rmSync(dir, { recursive: true, force: true });
    else for (const entry of entriesOf(dir)) rmSync(path.join(dir, entry), { recursive: true, force: true });
  };
}

/** Refuses a DATA_DIR that holds anything: a restore never mixes into, or writes over, another shop's files. */
export function assertEmptyDataDir(dataDir: string): void {
  const found = entriesOf(dataDir);
  if (found.length > 0)
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty (it holds ${listed(found)}), so nothing was restored: a restore goes into an empty DATA_DIR. ` +
        'Point DATA_DIR at a new folder, or move this one aside first.',
    );
}

/** Every file under `dir`, as paths relative to it with forward slashes, in a stable order. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Copies one file, making its folders, both readable by the shop's user alone. */
export function copyOwnerOnly(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true, mode: FOLDER_MODE });
  copyFileSync(from, to);
  chmodSync(to, FILE_MODE);
}

function listed(names: string[]): string {
  const shown = names.slice(0, 3).join(', ');
  return names.length > 3 ? `${shown} and ${names.length - 3} more` : shown;
}
