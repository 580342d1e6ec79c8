import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { registerShopper, type SignedIn } from '../../../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../../../test/test-app';
import { cartItemsOf, fillTypicalCart, initiatePayment } from '../../../../../test/checkout';
import { statementsOf } from '../../../../../test/statements';
import { hashSessionToken } from '../../../../lib/sessions';
import { keptCheckoutReads } from './kept-read';

// A checkout sent again may use the read this process kept, under the stamp of what it shows. The writes below are made
// straight to the database, as another process of the shop (a webhook's settlement, an admin, the shopper's other tab)
// makes them, without telling this one: each must still be seen by the next checkout.
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

type Initiated = { merchantTransactionId: string; orderId: string; redirectUrl: string };

async function shopperWhoCheckedOutTwice(): Promise<{ shopper: SignedIn; body: object; first: Initiated }> {
  const shopper = await registerShopper(shop);
  const { lines, amount } = await fillTypicalCart(shop, shopper);
  const body = { amount, cartItems: cartItemsOf(lines) };
  const first = (await initiatePayment(shop, shopper, body)).json().data as Initiated;
  // The second is handed back the first, from a read this process now keeps.
  const again = await initiatePayment(shop, shopper, body);
  expect(again.json().data).toEqual(first);
  return { shopper, body, first };
}

const sessionOf = (shopper: SignedIn) => ({
  tokenHash: hashSessionToken(shopper.cookie.split('=')[1]!, shop.config.sessionSecret),
  now: Date.now(),
  nowIso: new Date().toISOString(),
});

const checkoutVersionOf = async (userId: string) =>
  Number(
    (await sql<{ v: number | string }>`select checkout_version as v from users where id = ${userId}`.execute(shop.db)).rows[0]!.v,
  );

describe('a checkout sent again after another process wrote', () => {
  it('is not handed back once its payment failed', async () => {
    const { shopper, body, first } = await shopperWhoCheckedOutTwice();
    await shop.db
      .updateTable('payments')
      .set({ state: 'FAILED' })
      .where('merchant_transaction_id', '=', first.merchantTransactionId)
      .execute();
    const next = (await initiatePayment(shop, shopper, body)).json().data as Initiated;
    expect(next.merchantTransactionId).not.toBe(first.merchantTransactionId);
    expect(next.orderId).not.toBe(first.orderId);
  });

  it('is not handed back once its order is no longer payable', async () => {
    const { shopper, body, first } = await shopperWhoCheckedOutTwice();
    await shop.db.updateTable('orders').set({ status: 'Cancelled' }).where('id', '=', first.orderId).execute();
    const next = (await initiatePayment(shop, shopper, body)).json().data as Initiated;
    expect(next.orderId).not.toBe(first.orderId);
  });

  it('delivers to the default address as it is now, once it was edited', async () => {
    const { shopper, body, first } = await shopperWhoCheckedOutTwice();
    await shop.db.updateTable('addresses').set({ line1: '7 New Lane' }).where('user_id', '=', shopper.user._id).execute();
    const next = (await initiatePayment(shop, shopper, body)).json().data as Initiated;
    expect(next.orderId).not.toBe(first.orderId);
    const order = await shop.db
      .selectFrom('orders')
      .select('delivery_address')
      .where('id', '=', next.orderId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(order.delivery_address!)).toMatchObject({ line1: '7 New Lane' });
  });

  it('is told the cart changed once a price did', async () => {
    const { shopper, body } = await shopperWhoCheckedOutTwice();
    const [line] = await shop.db.selectFrom('cart_items').select('product_id').where('user_id', '=', shopper.user._id).execute();
    await shop.db.updateTable('products').set({ sales_price_paise: 100_00 }).where('id', '=', line!.product_id).execute();
    const next = await initiatePayment(shop, shopper, body);
    expect(next.statusCode).toBe(409);
    expect(next.json().message).toMatch(/^The cart changed: the total is now ₹/);
  });
});

describe("the user's checkout version", () => {
  it("moves with each committed write to the user's orders, their payments and addresses, and no one else's", async () => {
    const { shopper, first } = await shopperWhoCheckedOutTwice();
    const other = await registerShopper(shop);
    const otherBefore = await checkoutVersionOf(other.user._id);
    let before = await checkoutVersionOf(shopper.user._id);
    const moved = async (write: () => Promise<unknown>) => {
      await write();
      const after = await checkoutVersionOf(shopper.user._id);
      const didMove = after > before;
      before = after;
      return didMove;
    };
    expect(
      await moved(() =>
        shop.db
          .updateTable('payments')
          .set({ updated_at: new Date().toISOString() })
          .where('order_id', '=', first.orderId)
          .execute(),
      ),
    ).toBe(true);
    expect(
      await moved(() => shop.db.updateTable('orders').set({ status: 'Cancelled' }).where('id', '=', first.orderId).execute()),
    ).toBe(true);
    expect(
      await moved(() => shop.db.updateTable('addresses').set({ city: 'Pune' }).where('user_id', '=', shopper.user._id).execute()),
    ).toBe(true);
    expect(await moved(() => shop.db.deleteFrom('payments').where('order_id', '=', first.orderId).execute())).toBe(true);
    expect(await moved(() => shop.db.deleteFrom('addresses').where('user_id', '=', shopper.user._id).execute())).toBe(true);
    // A write the checkout does not read leaves it where it was.
    expect(
      await moved(() =>
        shop.db.updateTable('users').set({ username: 'Renamed shopper' }).where('id', '=', shopper.user._id).execute(),
      ),
    ).toBe(false);
    expect(await checkoutVersionOf(other.user._id)).toBe(otherBefore);
  });
});

describe('the kept reads', () => {
  it('give the same read back while nothing it shows changed, and a new one after a write', async () => {
    const { shopper, first } = await shopperWhoCheckedOutTwice();
    const reads = keptCheckoutReads(shop.db);
    const session = sessionOf(shopper);
    const made = await reads.ofSession(session);
    expect(made.payable?.checkout.orderId).toBe(first.orderId);
    const again = await reads.ofSession(session);
    expect(again.payable).toBe(made.payable);
    expect(again.sessionRow?.session_user_id).toBe(shopper.user._id);
    await shop.db.updateTable('payments').set({ state: 'FAILED' }).where('order_id', '=', first.orderId).execute();
    const after = await reads.ofSession(session);
    expect(after.payable).not.toBe(made.payable);
    expect(after.payable?.payment?.state).toBe('FAILED');
  });

  it('read a session with nothing kept in one statement, and one light statement while the stamp holds', async () => {
    const { shopper } = await shopperWhoCheckedOutTwice();
    let statements = 0;
    const counted = shop.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        statements += 1;
        return result;
      },
    });
    const reads = keptCheckoutReads(counted);
    const made = await reads.ofSession(sessionOf(shopper));
    expect(made.payable).toBeDefined();
    expect(statements).toBe(1);
    const again = await reads.ofSession(sessionOf(shopper));
    expect(again.payable).toBe(made.payable);
    expect(statements).toBe(2);
  });

  it('hand each of many checkouts sent together its own back, their stamps read in one statement on PostgreSQL', async () => {
    const checkedOut: Awaited<ReturnType<typeof shopperWhoCheckedOutTwice>>[] = [];
    for (let count = 0; count < 4; count += 1) checkedOut.push(await shopperWhoCheckedOutTwice());
    // Each read kept again under the catalogue's version now (the later shoppers' products moved it).
    for (const { shopper, body } of checkedOut) await initiatePayment(shop, shopper, body);
    const { result, statements } = await statementsOf(shop, () =>
      Promise.all(checkedOut.map(({ shopper, body }) => initiatePayment(shop, shopper, body))),
    );
    expect(result.map((response) => response.json().data)).toEqual(checkedOut.map(({ first }) => first));
    expect(statements).toBe(shop.engine === 'postgres' ? 1 : checkedOut.length);
  });

  it('keep no more than their limit, dropping the oldest', async () => {
    const reads = keptCheckoutReads(shop.db, 1);
    const one = await shopperWhoCheckedOutTwice();
    const two = await shopperWhoCheckedOutTwice();
    const firstOfOne = await reads.ofSession(sessionOf(one.shopper));
    await reads.ofSession(sessionOf(two.shopper));
    expect(reads.size).toBe(1);
    expect((await reads.ofSession(sessionOf(one.shopper))).payable).not.toBe(firstOfOne.payable);
  });

  it('answer a session that is not live with no session and nothing read', async () => {
    const { shopper } = await shopperWhoCheckedOutTwice();
    const reads = keptCheckoutReads(shop.db);
    await reads.ofSession(sessionOf(shopper));
    const later = { ...sessionOf(shopper), nowIso: new Date(Date.now() + 400 * 24 * 3600 * 1000).toISOString() };
    expect(await reads.ofSession(later)).toEqual({ sessionRow: undefined, lines: [], payable: undefined, stamp: '' });
  });
});
