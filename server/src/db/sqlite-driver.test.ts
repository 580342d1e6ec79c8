import { mkdtempSync, rmSync } from 'node:fs';
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

const labels = async (db: Kysely<Shelf>) => (await db.selectFrom('shelf').select('label').orderBy('id').execute()).map((row) => row.label);

describe('SQLite on a file: reads on their own connection', () => {
  let dataDir: string;
  let db: Kysely<Shelf>;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-driver-'));
    db = openDatabase({ dataDir }).db as unknown as Kysely<Shelf>;
    await sql`create table shelf (id integer primary key, label text not null)`.execute(db);
    await db.insertInto('shelf').values({ id: 1, label: 'committed' }).execute();
  });

  afterEach(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a read while a transaction holds the writer, without its uncommitted rows', async () => {
    const release = gate();
    let wrote = false;
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('shelf').values({ id: 2, label: 'uncommitted' }).execute();
      wrote = true;
      await release.opened;
    });
    await until(() => wrote);

    expect(await labels(db)).toEqual(['committed']);

    release.open();
    await transaction;
  });

  it('makes a write wait until the open transaction ends', async () => {
    const release = gate();
    let wrote = false;
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('shelf').values({ id: 2, label: 'first' }).execute();
      wrote = true;
      await release.opened;
    });
    await until(() => wrote);

    let secondDone = false;
    const second = db
      .insertInto('shelf')
      .values({ id: 3, label: 'second' })
      .execute()
      .then(() => (secondDone = true));
    // The reader answers meanwhile, so the event loop has turned: the write is still queued.
    expect(await labels(db)).toEqual(['committed']);
    expect(secondDone).toBe(false);

    release.open();
    await Promise.all([transaction, second]);
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
});
