import { CATEGORIES } from '@voltcart/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
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
    const everyColumn = compiledOnce((db: Executor, name: string) =>
      db.selectFrom('categories').selectAll().where('name', '=', name),
    );
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

  it('answer every type as node-postgres does, on the run that learns the columns and on the runs after it', async () => {
    const columns = (db: Executor, text: string) =>
      db.selectNoFrom([
        sql<string>`${text}::text`.as('text'),
        sql<number>`9007199254740991::bigint`.as('big'),
        sql<number>`12.50::numeric`.as('decimal'),
        sql<number>`7::int`.as('small'),
        sql<boolean>`true`.as('flag'),
        sql<null>`null::text`.as('nothing'),
        sql<unknown>`json_build_object('a', 1, 'b', json_build_array('x', null))`.as('json'),
        sql<Date>`'2026-11-27 10:00:00+00'::timestamptz`.as('moment'),
        sql<string[]>`array['p', 'q']`.as('list'),
      ]);
    const kept = compiledOnce(columns);
    const { runs, plain, prepared } = await shop.db.transaction().execute(async (trx) => ({
      runs: [await kept(trx, 'first ₹ “quoted”'), await kept(trx, 'second'), await kept(trx, 'third')],
      // The same columns in a statement node-postgres runs itself (another text: not kept).
      plain: await columns(trx, 'second').modifyEnd(sql.raw('-- plain')).execute(),
      prepared: await preparedOnConnection(trx),
    }));
    expect(prepared.filter((statement) => statement.statement.includes('as "moment"'))).toEqual([
      expect.objectContaining({ statement: expect.not.stringContaining('-- plain') }),
    ]);
    expect(runs.map((rows) => rows[0]!.text)).toEqual(['first ₹ “quoted”', 'second', 'third']);
    expect(runs[1]).toEqual(plain);
    expect(runs[2]).toEqual([{ ...plain[0], text: 'third' }]);
    expect(plain[0]).toMatchObject({
      big: 9007199254740991,
      decimal: 12.5,
      small: 7,
      flag: true,
      nothing: null,
      json: { a: 1, b: ['x', null] },
      list: ['p', 'q'],
    });
    expect(plain[0]!.moment).toEqual(new Date('2026-11-27T10:00:00Z'));
  });

  it('pass PostgreSQL’s error on with its code, and the connection answers the next run', async () => {
    const asNumber = compiledOnce((db: Executor, text: string) => db.selectNoFrom(sql<number>`${text}::int`.as('n')));
    const { answers, failure, prepared } = await shop.db.connection().execute(async (connection) => {
      const first = await asNumber(connection, '5');
      const failure = await asNumber(connection, 'five').catch((error: { code?: string; message: string }) => error);
      const after = await asNumber(connection, '6');
      return { answers: [first, after], failure, prepared: await preparedOnConnection(connection) };
    });
    expect(answers).toEqual([[{ n: 5 }], [{ n: 6 }]]);
    expect(failure).toMatchObject({ code: '22P02', message: expect.stringContaining('five') });
    expect(prepared.filter((statement) => statement.statement.includes('::int as "n"'))).toHaveLength(1);
  });
});
