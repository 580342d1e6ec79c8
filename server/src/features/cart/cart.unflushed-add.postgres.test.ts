import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/engine/executor';
import { newId } from '../../lib/ids';
import { createProduct } from '../../../test/products';
import { registerShopper, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import * as repo from './repo';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const synchronousCommit = async (db: Executor) =>
  (await sql<{ setting: string }>`select current_setting('synchronous_commit') as setting`.execute(db)).rows[0]?.setting;

/**
 * Runs `add` in a transaction opened by hand on one connection (as PostgreSQL would run the statement alone), then
 * answers what synchronous_commit was after it inside that transaction and once it ended, on the same connection.
 */
const settingsAround = (add: (db: Executor) => Promise<unknown>) =>
  shop.db.connection().execute(async (connection) => {
    await sql`begin`.execute(connection);
    let inside: string | undefined;
    try {
      await add(connection);
      inside = await synchronousCommit(connection);
    } finally {
      await sql`rollback`.execute(connection);
    }
    return { inside, after: await synchronousCommit(connection) };
  });

/** One add of a product for the shopper, as the cart's routes make it. */
const cartAdd = (shopper: SignedIn, productId: string): repo.CartAdd => ({
  id: newId(),
  user_id: shopper.user._id,
  product_id: productId,
  created_at: new Date().toISOString(),
});

describe('an add to cart on PostgreSQL', () => {
  it('commits without waiting for the WAL flush, for its own transaction only', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { name: 'Unflushed earbuds', stock: 5 });
    const row = cartAdd(shopper, product._id);
    const seen = await settingsAround(async (db) =>
      expect(await repo.addCartItemWithinStock(db, row)).toMatchObject({ quantity: 1 }),
    );
    expect(seen).toEqual({ inside: 'off', after: 'on' });
  });

  it("does so too for many shoppers' adds in one statement", async () => {
    const [asha, ravi] = [await registerShopper(shop), await registerShopper(shop)];
    const product = await createProduct(shop, { name: 'Unflushed lamp', stock: 5 });
    const adds = [cartAdd(asha, product._id), cartAdd(ravi, product._id)];
    const seen = await settingsAround(async (db) =>
      expect(await repo.addCartItemsWithinStock(db, adds)).toMatchObject([
        { user_id: asha.user._id },
        { user_id: ravi.user._id },
      ]),
    );
    expect(seen).toEqual({ inside: 'off', after: 'on' });
  });

  it('refuses to run in a caller transaction, whose commit (an order, a payment) must stay flushed', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { name: 'Flushed charger', stock: 5 });
    const row = { id: newId(), user_id: shopper.user._id, product_id: product._id, created_at: new Date().toISOString() };
    await expect(shop.db.transaction().execute((trx) => repo.addCartItemWithinStock(trx, row))).rejects.toThrow(
      /must not run in a caller's transaction/,
    );
    const lines = await shop.db.selectFrom('cart_items').select('id').where('user_id', '=', shopper.user._id).execute();
    expect(lines).toEqual([]);
  });
});
