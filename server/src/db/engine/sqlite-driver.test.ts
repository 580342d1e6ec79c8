import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { inExclusiveTransaction } from './executor';

type Shelf = { shelf: { id: number; label: string } };

/** A promise that lets the test decide when a held-open transaction ends. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Polls until `check` holds (the driver's routing is asynchronous; no sleeps). */
async function until(check: () => boolean) {
  for (let turn = 0; turn < 1000 && !check(); turn++) await new Promise((resolve) => setImmediate(resolve));
  expect(check()).toBe(true);
}

const labels = async (db: Kysely<Shelf>) =>
  (await db.selectFrom('shelf').select('label').orderBy('id').execute()).map((row) => row.label);

/** A transaction that wrote row `id` and stays open, holding the writer, until `end()`; `done` settles as it ends. */
async function openTransactionThatWrote(db: Kysely<Shelf>, id: number, label: string) {
  const release = gate();
  let wrote = false;
  const done = db.transaction().execute(async (trx) => {
    await trx.insertInto('shelf').values({ id, label }).execute();
    wrote = true;
    await release.opened;
  });
  await until(() => wrote);
  return { end: release.open, done };
}

describe('SQLite on a file: reads on their own connection', () => {
  let dataDir: string;
  let db: Kysely<Shelf>;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-driver-'));
    db = openDatabase({ dataDir }).db as unknown as Kysely<Shelf>;
    await sql`create table shelf (id integer primary key, label text not null unique)`.execute(db);
    await db.insertInto('shelf').values({ id: 1, label: 'committed' }).execute();
  });

  afterEach(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a read while a transaction holds the writer, without its uncommitted rows', async () => {
    const transaction = await openTransactionThatWrote(db, 2, 'uncommitted');

    expect(await labels(db)).toEqual(['committed']);

    transaction.end();
    await transaction.done;
  });

  it("keeps the reader's and the writer's page cache at 1,000 KiB, half SQLite's own (the kernel caches the file too)", async () => {
    const cacheSize = async (executor: Kysely<Shelf>) =>
      (await sql<{ cache_size: number }>`pragma cache_size`.execute(executor)).rows[0]?.cache_size;

    expect(await cacheSize(db)).toBe(-1000);
    expect(await db.transaction().execute((trx) => cacheSize(trx))).toBe(-1000);
  });

  it('makes a write wait until the open transaction ends', async () => {
    const transaction = await openTransactionThatWrote(db, 2, 'first');

    let secondDone = false;
    const second = db
      .insertInto('shelf')
      .values({ id: 3, label: 'second' })
      .execute()
      .then(() => (secondDone = true));
    // The reader answers meanwhile, so the event loop has turned: the write is still queued.
    expect(await labels(db)).toEqual(['committed']);
    expect(secondDone).toBe(false);

    transaction.end();
    await Promise.all([transaction.done, second]);
    expect(await labels(db)).toEqual(['committed', 'first', 'second']);
  });

  it('shows a transaction its own uncommitted writes, and everyone its writes after commit', async () => {
    const seenInside = await db.transaction().execute(async (trx) => {
      await trx.updateTable('shelf').set({ label: 'renamed' }).where('id', '=', 1).execute();
      return labels(trx as unknown as Kysely<Shelf>);
    });
    expect(seenInside).toEqual(['renamed']);
    expect(await labels(db)).toEqual(['renamed']);
  });

  it('undoes a failed transaction and frees the writer for the next one', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('shelf').values({ id: 2, label: 'undone' }).execute();
        throw new Error('checkout failed');
      }),
    ).rejects.toThrow('checkout failed');
    await db.insertInto('shelf').values({ id: 3, label: 'next' }).execute();
    expect(await labels(db)).toEqual(['committed', 'next']);
  });

  it('holds the writer for an exclusive transaction begun by hand, while reads go on', async () => {
    const release = gate();
    let wrote = false;
    const exclusive = inExclusiveTransaction(db as never, async (connection) => {
      await (connection as unknown as Kysely<Shelf>).insertInto('shelf').values({ id: 2, label: 'seeded' }).execute();
      wrote = true;
      await release.opened;
    });
    await until(() => wrote);

    let writeDone = false;
    const write = db
      .insertInto('shelf')
      .values({ id: 3, label: 'after' })
      .execute()
      .then(() => (writeDone = true));
    expect(await labels(db)).toEqual(['committed']);
    expect(writeDone).toBe(false);

    release.open();
    await Promise.all([exclusive, write]);
    expect(await labels(db)).toEqual(['committed', 'seeded', 'after']);
  });

  it('rolls back to a savepoint inside a transaction and keeps the rest', async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('shelf').values({ id: 2, label: 'kept' }).execute();
    const inner = await trx.savepoint('inner').execute();
    await inner.insertInto('shelf').values({ id: 3, label: 'dropped' }).execute();
    await inner.rollbackToSavepoint('inner').execute();
    await trx.commit().execute();
    expect(await labels(db)).toEqual(['committed', 'kept']);
  });

  describe('row writes outside a transaction: committed in groups', () => {
    const walCommits = () => commitsInWal(path.join(dataDir, 'voltcart.sqlite-wal'));

    it('commits writes made together once, and answers each its own rows', async () => {
      const before = walCommits();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          db
            .insertInto('shelf')
            .values({ id: index + 2, label: `together ${index}` })
            .returning(['id', 'label'])
            .executeTakeFirstOrThrow(),
        ),
      );
      expect(answers).toEqual(Array.from({ length: 20 }, (_, index) => ({ id: index + 2, label: `together ${index}` })));
      expect(walCommits() - before).toBe(1);
      const updated = await Promise.all([
        db.updateTable('shelf').set({ label: 'first renamed' }).where('id', '=', 2).executeTakeFirst(),
        db.deleteFrom('shelf').where('id', '>', 15).executeTakeFirst(),
      ]);
      expect(updated.map((result) => Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows))).toEqual(
        [1, 6],
      );
      expect(walCommits() - before).toBe(2);
      expect((await labels(db)).length).toBe(15);
    });

    it('fails only the write that breaks a constraint; the others made with it are committed', async () => {
      const results = await Promise.allSettled([
        db.insertInto('shelf').values({ id: 2, label: 'kept before' }).execute(),
        db.insertInto('shelf').values({ id: 3, label: 'committed' }).execute(),
        db.insertInto('shelf').values({ id: 4, label: 'kept after' }).execute(),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(((results[1] as PromiseRejectedResult).reason as { code: string }).code).toBe('SQLITE_CONSTRAINT_UNIQUE');
      expect(await labels(db)).toEqual(['committed', 'kept before', 'kept after']);
    });

    it('runs the others alone when one ends the whole transaction, and fails only that one', async () => {
      await sql`create trigger no_forbidden before insert on shelf when new.label = 'forbidden' begin select raise(rollback, 'forbidden label'); end`.execute(
        db,
      );
      const results = await Promise.allSettled([
        db.insertInto('shelf').values({ id: 2, label: 'first' }).execute(),
        db.insertInto('shelf').values({ id: 3, label: 'forbidden' }).execute(),
        db.insertInto('shelf').values({ id: 4, label: 'last' }).execute(),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(String((results[1] as PromiseRejectedResult).reason)).toContain('forbidden label');
      expect(await labels(db)).toEqual(['committed', 'first', 'last']);
    });

    it('answers no write before its commit: writes queued behind an open transaction wait for it, then land', async () => {
      const transaction = await openTransactionThatWrote(db, 2, 'in the transaction');
      let answered = 0;
      const queued = [3, 4].map((id) =>
        db
          .insertInto('shelf')
          .values({ id, label: `queued ${id}` })
          .execute()
          .then(() => (answered += 1)),
      );
      expect(await labels(db)).toEqual(['committed']);
      expect(answered).toBe(0);
      transaction.end();
      await Promise.all([transaction.done, ...queued]);
      // Each answered write is committed: the reader sees it at once.
      expect(await labels(db)).toEqual(['committed', 'in the transaction', 'queued 3', 'queued 4']);
    });
  });
});

/**
 * The commits in a WAL file: frames of the current WAL (their salt is the header's) whose header names the database's
 * size after a commit (non-zero only on a transaction's last frame).
 */
function commitsInWal(file: string): number {
  const wal = readFileSync(file);
  if (wal.length < 32) return 0;
  const pageSize = wal.readUInt32BE(8);
  let commits = 0;
  for (let offset = 32; offset + 24 + pageSize <= wal.length; offset += 24 + pageSize) {
    if (!wal.subarray(offset + 8, offset + 16).equals(wal.subarray(16, 24))) break;
    if (wal.readUInt32BE(offset + 4) !== 0) commits += 1;
  }
  return commits;
}
