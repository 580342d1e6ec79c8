import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../../test/products';
import { registerShopper, type SignedIn } from '../../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  fillCart,
  giveFirstPaidOrder,
  paymentRow,
  payForLines,
  pressSandbox,
  startPayment,
  type CartFill,
} from '../../../../test/checkout';
import { PAYMENT_EXPIRES_AFTER_MS } from '../reconcile/schedule';
import { reconcilePendingPayments } from '../service';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const stockOf = async (productId: string) =>
  Number((await shop.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock);

const amountOf = (lines: CartFill) => lines.reduce((sum, { product, quantity }) => sum + product.salesPrice * quantity, 0);

const checkout = (shopper: SignedIn, lines: CartFill) => startPayment(shop, shopper, lines, amountOf(lines));

/** A shopper with the given lines in the cart (one who has paid an order before, when they buy more than a new account may hold). */
async function shopperWith(lines: CartFill, { returning = false } = {}): Promise<SignedIn> {
  const shopper = await registerShopper(shop);
  if (returning) await giveFirstPaidOrder(shop, shopper);
  await fillCart(shop, shopper, lines);
  return shopper;
}

describe('stock at checkout', () => {
  it('reserves the lines at initiate, before anything is paid', async () => {
    const mouse = await createProduct(shop, { name: 'Reserved mouse', salesPrice: 1499, stock: 10 });
    const keyboard = await createProduct(shop, { name: 'Reserved keyboard', salesPrice: 2999, stock: 4 });
    const lines = [
      { product: mouse, quantity: 3 },
      { product: keyboard, quantity: 4 },
    ];
    await checkout(await shopperWith(lines, { returning: true }), lines);
    expect(await stockOf(mouse._id)).toBe(7);
    expect(await stockOf(keyboard._id)).toBe(0);
  });

  it('refuses a cart the shelf no longer covers with 409 naming the product, and writes no order', async () => {
    const speaker = await createProduct(shop, { name: 'Scarce speaker', stock: 3 });
    const lines = [{ product: speaker, quantity: 3 }];
    const shopper = await shopperWith(lines);
    // Sold elsewhere after it went in the cart.
    await shop.db.updateTable('products').set({ stock: 2 }).where('id', '=', speaker._id).execute();
    const response = await payForLines(shop, shopper, lines, amountOf(lines));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only 2 left in stock of Scarce speaker');
    expect(await shop.db.selectFrom('orders').select('id').where('user_id', '=', shopper.user._id).execute()).toHaveLength(0);
    expect(await stockOf(speaker._id)).toBe(2);
  });

  it('gives the last unit to exactly one of several shoppers checking out at once; the others get 409 and no payment', async () => {
    const lastOne = await createProduct(shop, { name: 'Last drone', salesPrice: 45_000, stock: 1 });
    const lines = [{ product: lastOne, quantity: 1 }];
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => shopperWith(lines)));

    const answers = await Promise.all(shoppers.map((shopper) => payForLines(shop, shopper, lines, 45_000)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toBe('Last drone is out of stock');
    }

    const orders = await shop.db.selectFrom('order_items').select('order_id').where('product_id', '=', lastOne._id).execute();
    expect(orders).toHaveLength(1);
    const payments = await shop.db
      .selectFrom('payments')
      .select('order_id')
      .where(
        'order_id',
        'in',
        orders.map((order) => order.order_id),
      )
      .execute();
    expect(payments).toHaveLength(1);
    // The sandbox provider was asked for one pay page only.
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().data.merchantTransactionId as string;
    expect(
      await shop.db
        .selectFrom('sandbox_payments')
        .select('merchant_transaction_id')
        .where('amount_paise', '=', 4_500_000)
        .execute(),
    ).toEqual([{ merchant_transaction_id: winner }]);
    expect(await stockOf(lastOne._id)).toBe(0);
  });
});

describe('stock returned', () => {
  it('puts the reservation back when the payment fails', async () => {
    const camera = await createProduct(shop, { stock: 5 });
    const lines = [{ product: camera, quantity: 2 }];
    const shopper = await shopperWith(lines);
    const { merchantTransactionId } = await checkout(shopper, lines);
    expect(await stockOf(camera._id)).toBe(3);

    expect((await pressSandbox(shop, shopper, merchantTransactionId, 'fail')).statusCode).toBe(303);
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'FAILED', order_status: 'Payment failed' });
    expect(await stockOf(camera._id)).toBe(5);
    // Settling again (another press) returns nothing more.
    await pressSandbox(shop, shopper, merchantTransactionId, 'fail');
    expect(await stockOf(camera._id)).toBe(5);
  });

  it('keeps the reservation when the payment completes', async () => {
    const watch = await createProduct(shop, { stock: 5 });
    const lines = [{ product: watch, quantity: 2 }];
    const shopper = await shopperWith(lines);
    const { merchantTransactionId } = await checkout(shopper, lines);
    expect((await pressSandbox(shop, shopper, merchantTransactionId, 'complete')).statusCode).toBe(303);
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'COMPLETED', order_status: 'Pending' });
    expect(await stockOf(watch._id)).toBe(3);
  });

  it('gives the old reservation back and takes the new one when a changed cart checks out again', async () => {
    const phone = await createProduct(shop, { salesPrice: 20_000, stock: 6 });
    const shopper = await shopperWith([{ product: phone, quantity: 2 }], { returning: true });
    const first = await checkout(shopper, [{ product: phone, quantity: 2 }]);
    expect(await stockOf(phone._id)).toBe(4);

    const cartItem = await shop.db
      .selectFrom('cart_items')
      .select('id')
      .where('user_id', '=', shopper.user._id)
      .executeTakeFirstOrThrow();
    await shop.db.updateTable('cart_items').set({ quantity: 5 }).where('id', '=', cartItem.id).execute();
    await checkout(shopper, [{ product: phone, quantity: 5 }]);
    expect(await paymentRow(shop, first.merchantTransactionId)).toMatchObject({ order_status: 'Superseded' });
    // 6 − 2 reserved, + 2 returned by the superseded checkout, − 5 for the new one.
    expect(await stockOf(phone._id)).toBe(1);
  });

  it('puts the reservation back when the reconciler expires a payment never finished', async () => {
    const printer = await createProduct(shop, { stock: 2 });
    const lines = [{ product: printer, quantity: 2 }];
    const { merchantTransactionId } = await checkout(await shopperWith(lines), lines);
    expect(await stockOf(printer._id)).toBe(0);

    const summary = await reconcilePendingPayments(shop.db, shop.app.payments, Date.now() + PAYMENT_EXPIRES_AFTER_MS + 1_000);
    expect(summary.expired).toBeGreaterThanOrEqual(1);
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'FAILED', order_status: 'Payment failed' });
    expect(await stockOf(printer._id)).toBe(2);
  });
});
