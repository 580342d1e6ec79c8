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

const headingOf = compiledOnce((db: Executor, name: string) =>
  db.selectFrom('categories').select('heading').where('name', '=', name),
);

describe('queries built once', () => {
  it('answers every call from its own arguments', async () => {
    const [first, second] = CATEGORIES;
    const answers = await Promise.all([headingOf(shop.db, first!.name), headingOf(shop.db, second!.name)]);
    expect(answers).toEqual([[{ heading: first!.heading }], [{ heading: second!.heading }]]);
    expect(await headingOf(shop.db, 'No such category')).toEqual([]);
  });

  it("runs in the caller's transaction: it sees that transaction's rows, and nothing is left after a rollback", async () => {
    const seen = await shop.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('categories')
          .values({ id: 'cat-drafts', name: 'Drafts', heading: 'Draft products', position: 99 })
          .execute();
        const inside = await headingOf(trx, 'Drafts');
        throw Object.assign(new Error('roll back'), { inside });
      })
      .catch((error: { inside: unknown }) => error.inside);
    expect(seen).toEqual([{ heading: 'Draft products' }]);
    expect(await headingOf(shop.db, 'Drafts')).toEqual([]);
  });

  it('refuses a query whose argument shapes the SQL instead of being bound', async () => {
    const byColumn = compiledOnce((db: Executor, column: string) =>
      db.selectFrom('categories').select(sql.ref(column).as('value')),
    );
    await expect(byColumn(shop.db, 'name')).rejects.toThrow('every argument must be a bound value');
  });
});
