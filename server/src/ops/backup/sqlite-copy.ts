import { closeSync, existsSync, openSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { SQLITE_FILE } from '../../db/engine/database';
import { BackupError } from './backup-error';
import { copyOwnerOnly, FILE_MODE } from './folders';
import type { ShopFacts } from './manifest';
import { readShopFacts } from './shop-facts';

/**
 * Copies the running shop's SQLite database with SQLite's online backup: a consistent copy of one moment, taken while
 * the shop goes on reading and writing (WAL: the backup's reads never hold up its writes). SQLite starts the copy again
 * when another connection writes between two of its steps, so after the first step the rest goes in one: a shop
 * taking orders all the while cannot keep it from finishing.
 */
export async function backupSqlite(dataDir: string, backupDir: string): Promise<{ file: string; facts: ShopFacts }> {
  const source = path.join(dataDir, SQLITE_FILE);
  if (!existsSync(source))
    throw new BackupError(
      `There is no SQLite database at ${source}: check DATA_DIR (or set DATABASE_URL for a shop on PostgreSQL).`,
    );
  const target = path.join(backupDir, SQLITE_FILE);
  // Made empty and owner-only first: SQLite takes an empty file for a new database and keeps its mode.
  closeSync(openSync(target, 'wx', FILE_MODE));
  const shop = new SqliteDatabase(source, { fileMustExist: true });
  try {
    shop.pragma('busy_timeout = 5000');
    await shop.backup(target, { progress: ({ remainingPages }) => Math.max(remainingPages, 1) });
  } finally {
    shop.close();
  }
  return { file: SQLITE_FILE, facts: await checkedFacts(target) };
}

/** Puts the backup's database into an empty DATA_DIR and answers what it holds. */
export async function restoreSqlite(backupDir: string, file: string, dataDir: string): Promise<ShopFacts> {
  const target = path.join(dataDir, SQLITE_FILE);
  copyOwnerOnly(path.join(backupDir, file), target);
  return checkedFacts(target);
}

/** Opens a copied database, checks its pages and reads its facts; closing the one connection leaves no -wal file. */
async function checkedFacts(file: string): Promise<ShopFacts> {
  const copy = new SqliteDatabase(file, { fileMustExist: true });
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The copied database ${file} fails SQLite's check (${String(check)}).`);
    return await readShopFacts(async (statement) => copy.prepare(statement).all() as Record<string, unknown>[]);
  } finally {
    copy.close();
  }
}
