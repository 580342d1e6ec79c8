import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartItemsOf, fillCart, initiatePayment, paymentRow, pressSandbox, type CartFill } from '../../../../test/checkout';
import { createProduct } from '../../../../test/products';
import { registerShopper, type SignedIn } from '../../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { reconcilePendingPayments } from '../service';

// The sandbox provider. Time is moved with the clock (Date only: timers run as they do), never waited for.
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;

const stockOf = async (productId: string) =>
  Number((await shop.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock);
const ordersOf = (shopper: SignedIn) =>
  shop.db.selectFrom('orders').select(['id', 'status']).where('user_id', '=', shopper.user._id).execute();
const amountOf = (lines: CartFill) => lines.reduce((sum, { product, quantity }) => sum + product.salesPrice * quantity, 0);
const checkOut = (shopper: SignedIn, lines: CartFill) =>
  initiatePayment(shop, shopper, { amount: amountOf(lines), cartItems: cartItemsOf(lines) });

async function shopperWith(lines: CartFill): Promise<SignedIn> {
  const shopper = await registerShopper(shop);
  await fillCart(shop, shopper, lines);
  return shopper;
}

async function checkedOut(shopper: SignedIn, lines: CartFill): Promise<{ merchantTransactionId: string; orderId: string }> {
  const response = await checkOut(shopper, lines);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** 10 minutes less the second the clock moved past the hold (and the moment between `start` and the checkout). */
function expectRetryAfterAboutTenMinutes(header: unknown): void {
  expect(Number(header)).toBeGreaterThan(9 * 60);
  expect(Number(header)).toBeLessThanOrEqual(10 * 60);
}

/** Moves the shop's clock to `ms` after `start` (Date only). */
function clockAt(start: number, ms: number): number {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start + ms);
  return start + ms;
}

describe('an account without a paid order', () => {
  it('can hold at most 3 of one product: a fourth is refused in words, and the shelf keeps every unit', async () => {
    const drone = await createProduct(shop, { name: 'Pocket drone', stock: 8 });
    const shopper = await shopperWith([{ product: drone, quantity: 4 }]);
    const refused = await checkOut(shopper, [{ product: drone, quantity: 4 }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'You can buy at most 3 of Pocket drone until your first order is paid. Please lower its quantity in your cart.',
    });
    expect(await stockOf(drone._id)).toBe(8);
    expect(await ordersOf(shopper)).toEqual([]);

    await shop.db.updateTable('cart_items').set({ quantity: 3 }).where('user_id', '=', shopper.user._id).execute();
    await checkedOut(shopper, [{ product: drone, quantity: 3 }]);
    expect(await stockOf(drone._id)).toBe(5);
  });

  it('can hold at most 10 units in all: a cart of 12 is refused and nothing leaves the shelf', async () => {
    const products = await Promise.all(
      Array.from({ length: 4 }, (_, index) => createProduct(shop, { name: `Cable ${index}`, stock: 20 })),
    );
    const lines = products.map((product) => ({ product, quantity: 3 }));
    const shopper = await shopperWith(lines);
    const refused = await checkOut(shopper, lines);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'You can buy at most 10 items in all until your first order is paid; this checkout would hold 12. Please remove some from your cart.',
    );
    for (const product of products) expect(await stockOf(product._id)).toBe(20);
    expect(await ordersOf(shopper)).toEqual([]);
  });

  it('is no longer capped once an order of theirs is paid', async () => {
    const charger = await createProduct(shop, { name: 'Charger', salesPrice: 499, stock: 10 });
    const shopper = await shopperWith([{ product: charger, quantity: 1 }]);
    const first = await checkedOut(shopper, [{ product: charger, quantity: 1 }]);
    expect((await pressSandbox(shop, shopper, first.merchantTransactionId, 'complete')).statusCode).toBe(303);

    const speakers = await createProduct(shop, { name: 'Party speaker', stock: 20 });
    const lines = [{ product: speakers, quantity: 6 }];
    await fillCart(shop, shopper, lines);
    await checkedOut(shopper, lines);
    expect(await stockOf(speakers._id)).toBe(14);
  });
});

describe('the hold', () => {
  it('lasts 10 minutes: the reconciler then fails the unpaid checkout and puts its stock back', async () => {
    const lamp = await createProduct(shop, { name: 'Desk lamp', stock: 2 });
    const lines = [{ product: lamp, quantity: 2 }];
    const start = Date.now();
    const { merchantTransactionId } = await checkedOut(await shopperWith(lines), lines);
    expect(await stockOf(lamp._id)).toBe(0);

    await reconcilePendingPayments(shop.db, shop.app.payments, start + 10 * MINUTE - 1_000);
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'PENDING', order_status: 'Payment pending' });
    expect(await stockOf(lamp._id)).toBe(0);

    await reconcilePendingPayments(shop.db, shop.app.payments, Date.now() + 10 * MINUTE + 1_000);
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'FAILED', order_status: 'Payment failed' });
    expect(await stockOf(lamp._id)).toBe(2);
  });

  it("cannot be paid on the sandbox's page once it ran out", async () => {
    const fan = await createProduct(shop, { name: 'Table fan', stock: 1 });
    const lines = [{ product: fan, quantity: 1 }];
    const shopper = await shopperWith(lines);
    const start = Date.now();
    const { merchantTransactionId } = await checkedOut(shopper, lines);
    clockAt(start, 10 * MINUTE + 1_000);
    const pressed = await pressSandbox(shop, shopper, merchantTransactionId, 'complete');
    expect(pressed.statusCode).toBe(409);
    expect(pressed.body).toContain('This checkout expired: it was not paid within 10 minutes');
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'PENDING' });
    expect(
      (
        await shop.db
          .selectFrom('sandbox_payments')
          .select('state')
          .where('merchant_transaction_id', '=', merchantTransactionId)
          .executeTakeFirstOrThrow()
      ).state,
    ).toBe('PENDING');
  });
});

describe('checkouts per account', () => {
  it('are limited to 5 unpaid ones an hour: the sixth answers 429 with Retry-After and keeps the live checkout', async () => {
    const shopper = await registerShopper(shop);
    const lines: CartFill = [];
    let last: { orderId: string } | undefined;
    // Each new product changes the cart, so each initiate is a new checkout replacing the one before.
    for (let index = 0; index < 5; index += 1) {
      const line = { product: await createProduct(shop, { name: `Gadget ${index}`, stock: 5 }), quantity: 1 };
      lines.push(line);
      await fillCart(shop, shopper, [line]);
      last = await checkedOut(shopper, lines);
    }
    const sixth = { product: await createProduct(shop, { name: 'Gadget 5', stock: 5 }), quantity: 1 };
    lines.push(sixth);
    await fillCart(shop, shopper, [sixth]);

    const refused = await checkOut(shopper, lines);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have started 5 checkouts in the last hour without paying. Please pay your current checkout, or try again in 60 minutes.',
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(55 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    // Nothing was begun: the fifth checkout still holds its stock and can be paid; the sixth product stays on the shelf.
    expect(await ordersOf(shopper)).toHaveLength(5);
    expect((await ordersOf(shopper)).find((order) => order.id === last!.orderId)).toMatchObject({ status: 'Payment pending' });
    expect(await stockOf(sixth.product._id)).toBe(5);
  });

  it('do not count the same cart sent again, which gets its checkout back', async () => {
    const bulb = await createProduct(shop, { name: 'Smart bulb', stock: 5 });
    const lines = [{ product: bulb, quantity: 1 }];
    const shopper = await shopperWith(lines);
    const first = await checkedOut(shopper, lines);
    for (let index = 0; index < 6; index += 1) expect(await checkedOut(shopper, lines)).toMatchObject(first);
    expect(await ordersOf(shopper)).toHaveLength(1);
  });
});

describe('the last unit', () => {
  it('cannot be kept sold out by one account checking it out again each time its hold runs out', async () => {
    const console = await createProduct(shop, { name: 'Game console', salesPrice: 39_999, stock: 1 });
    const lines = [{ product: console, quantity: 1 }];
    const hoarder = await shopperWith(lines);
    const start = Date.now();
    await checkedOut(hoarder, lines);
    expect(await stockOf(console._id)).toBe(0);

    // The hold runs out and the reconciler puts the unit back.
    const expired = clockAt(start, 10 * MINUTE + 1_000);
    expect((await reconcilePendingPayments(shop.db, shop.app.payments, expired)).expired).toBeGreaterThanOrEqual(1);
    expect(await stockOf(console._id)).toBe(1);

    // The same account at once again: refused, and the unit stays for others.
    const again = await checkOut(hoarder, lines);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(
      'You held Game console in a checkout that was not paid, so other shoppers get their turn with it now. You can check it out again in 10 minutes.',
    );
    expectRetryAfterAboutTenMinutes(again.headers['retry-after']);
    expect(await stockOf(console._id)).toBe(1);

    // Another shopper gets it, and lets it go.
    const other = await shopperWith(lines);
    const theirs = await checkedOut(other, lines);
    expect(await stockOf(console._id)).toBe(0);
    expect((await pressSandbox(shop, other, theirs.merchantTransactionId, 'fail')).statusCode).toBe(303);
    expect(await stockOf(console._id)).toBe(1);

    // Still cooling down a minute before the end; free for the first account after it.
    clockAt(start, 19 * MINUTE);
    expect((await checkOut(hoarder, lines)).statusCode).toBe(429);
    clockAt(start, 20 * MINUTE + 1_000);
    await checkedOut(hoarder, lines);
    expect(await stockOf(console._id)).toBe(0);
  });

  it('is not stretched by changing the cart just before the hold runs out', async () => {
    const camera = await createProduct(shop, { name: 'Action camera', stock: 1 });
    const strap = await createProduct(shop, { name: 'Camera strap', stock: 10 });
    const shopper = await shopperWith([{ product: camera, quantity: 1 }]);
    const start = Date.now();
    await checkedOut(shopper, [{ product: camera, quantity: 1 }]);

    // A changed cart within the hold checks out again (the earlier checkout is replaced).
    clockAt(start, 9 * MINUTE);
    await fillCart(shop, shopper, [{ product: strap, quantity: 1 }]);
    const both = [
      { product: camera, quantity: 1 },
      { product: strap, quantity: 1 },
    ];
    const second = await checkedOut(shopper, both);
    expect(await stockOf(camera._id)).toBe(0);

    // That one runs out too; checking out again is refused until 10 minutes after it.
    const expired = clockAt(start, 19 * MINUTE + 1_000);
    await reconcilePendingPayments(shop.db, shop.app.payments, expired);
    expect(await paymentRow(shop, second.merchantTransactionId)).toMatchObject({ order_status: 'Payment failed' });
    expect(await stockOf(camera._id)).toBe(1);
    const again = await checkOut(shopper, both);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toContain('You held Action camera in a checkout that was not paid');
    expectRetryAfterAboutTenMinutes(again.headers['retry-after']);
    expect(await stockOf(camera._id)).toBe(1);
  });

  it('can be checked out again at once after a declined payment', async () => {
    const tablet = await createProduct(shop, { name: 'Tablet', stock: 1 });
    const lines = [{ product: tablet, quantity: 1 }];
    const shopper = await shopperWith(lines);
    const first = await checkedOut(shopper, lines);
    expect((await pressSandbox(shop, shopper, first.merchantTransactionId, 'fail')).statusCode).toBe(303);
    expect(await stockOf(tablet._id)).toBe(1);
    await checkedOut(shopper, lines);
    expect(await stockOf(tablet._id)).toBe(0);
  });
});
