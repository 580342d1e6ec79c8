import { CATEGORIES } from '@voltcart/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { compiledOnce } from './compiled-once';
import type { Executor } from './executor';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const idOf = compiledOnce((db: Executor, name: string) => db.selectFrom('categories').select('id').where('name', '=', name));

/** The statements this connection keeps prepared under the shop's names (PostgreSQL's own view). */
const preparedOnConnection = (db: Executor) =>
  sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements where name like 'voltcart\\_%'`
    .execute(db)
    .then(({ rows }) => rows);

describe('hot queries on PostgreSQL', () => {
  it('are prepared once on a connection under one name, and each later run answers from its own arguments', async () => {
    const [first, second] = CATEGORIES;
    // A transaction keeps one connection, so what it prepared is visible to it.
    const { answers, prepared } = await shop.db.transaction().execute(async (trx) => {
      const answers = [await idOf(trx, first!.name), await idOf(trx, second!.name), await idOf(trx, 'No such category')];
      return { answers, prepared: await preparedOnConnection(trx) };
    });
    expect(answers).toEqual([[{ id: first!.id }], [{ id: second!.id }], []]);
    const ours = prepared.filter((statement) => statement.statement.includes('select "id" from "categories"'));
    expect(ours).toHaveLength(1);
  });

  it('keep answering after a column is added to their table (another process migrating), a `*` query too', async () => {
    const everyColumn = compiledOnce((db: Executor, name: string) => db.selectFrom('categories').selectAll().where('name', '=', name));
    const [first] = CATEGORIES;
    const seen = await shop.db
      .transaction()
      .execute(async (trx) => {
        const before = await everyColumn(trx, first!.name);
        await sql`alter table categories add column note text`.execute(trx);
        const after = await everyColumn(trx, first!.name);
        // Rolled back: the schema stays as the other tests expect it.
        throw Object.assign(new Error('roll back'), { seen: { before, after } });
      })
      .catch((error: { seen: { before: object[]; after: object[] } }) => error.seen);
    expect(seen.before).toEqual([expect.objectContaining({ id: first!.id })]);
    expect(seen.after).toEqual([{ ...seen.before[0], note: null }]);
  });

  it('are sent as plain statements, none kept, when DATABASE_PREPARED_STATEMENTS=false (behind a transaction pooler)', async () => {
    const unprepared = await createTestApp({ DATABASE_PREPARED_STATEMENTS: 'false' });
    try {
      const [first] = CATEGORIES;
      const { answer, prepared } = await unprepared.db.transaction().execute(async (trx) => ({
        answer: await idOf(trx, first!.name),
        prepared: await preparedOnConnection(trx),
      }));
      expect(answer).toEqual([{ id: first!.id }]);
      expect(prepared).toEqual([]);
    } finally {
      await unprepared.close();
    }
  });
});
