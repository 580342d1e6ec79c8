import { CATEGORIES } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { queryByIdList } from './batched-load';
import type { Executor } from '../engine/executor';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

// The list twice: in the join (as the product-with-images read does) and in the where.
const namesByIdList = queryByIdList((db: Executor, ids: string[]) =>
  db
    .selectFrom('categories as asked')
    .innerJoin('categories as same', (join) => join.onRef('same.id', '=', 'asked.id').on('same.id', 'in', ids))
    .select('asked.name')
    .where('asked.id', 'in', ids)
    .orderBy('asked.position'),
);

describe('queries over a list of ids', () => {
  it('answer the asked ids at every list length, with the list used more than once in the statement', async () => {
    for (const count of [1, 3, 5, CATEGORIES.length]) {
      const asked = CATEGORIES.slice(0, count);
      const rows = await namesByIdList(shop.db, [...asked.map((category) => category.id), 'no-such-category']);
      expect(rows.map((row) => row.name)).toEqual(asked.map((category) => category.name));
    }
  });

  it('refuse a query with a parameter other than the list', async () => {
    const withAnother = queryByIdList((db: Executor, ids: string[]) =>
      db.selectFrom('categories').select('name').where('id', 'in', ids).where('position', '>', 0),
    );
    await expect(withAnother(shop.db, [CATEGORIES[0]!.id])).rejects.toThrow("the id list must be the query's only parameters");
  });
});
