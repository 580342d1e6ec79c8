import { apiPaths, deliveryByText, type Order } from '@voltcart/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addAddress } from '../../../test/addresses';
import { cartItemsOf, fillCart, initiatePayment } from '../../../test/checkout';
import { setDeliveryRules } from '../../../test/delivery';
import { completeSandboxPayment } from '../../../test/invoices';
import { createProduct } from '../../../test/products';
import { registerShopper, signInAdmin, type SignedIn } from '../../../test/shoppers';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMailTransport, sendDueMail, type MailTransport } from '../mail';
import { estimateDelivery } from './estimate';

let shop: TestApp;
let inbox: SmtpInbox;
let transport: MailTransport;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
beforeAll(async () => {
  shop = await createTestApp();
  inbox = await startSmtpInbox();
  transport = createMailTransport({ ...shop.config.mail, smtpUrl: inbox.url }, quiet);
});
afterAll(async () => {
  transport.close();
  await inbox.close();
  await shop.close();
});
beforeEach(() => setDeliveryRules(shop, [{ prefix: '56', days: [2, 3] }, { prefix: '744' }]));

/** A shopper whose default address is at `pincode`, with one ₹2,500 product (stock 5) in the cart. */
async function shopperDeliveringTo(pincode: string) {
  const shopper = await registerShopper(shop);
  await addAddress(shop, shopper, { pincode, city: pincode.startsWith('744') ? 'Port Blair' : 'Bengaluru', isDefault: true });
  const product = await createProduct(shop, { salesPrice: 2500, stock: 5 });
  const lines = [{ product, quantity: 2 }];
  await fillCart(shop, shopper, lines);
  return { shopper, product, payload: { amount: 5000, cartItems: cartItemsOf(lines) } };
}

const ordersOf = (userId: string) => shop.db.selectFrom('orders').selectAll().where('user_id', '=', userId).execute();
const stockOf = async (productId: string) =>
  Number((await shop.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock);
const mine = async (shopper: SignedIn): Promise<Order[]> =>
  (await shop.app.inject({ method: 'GET', url: apiPaths.orders.mine, headers: shopper.headers })).json().data;

describe('checkout by the delivery rules', () => {
  it('refuses an address delivery does not serve (422, in words), leaving no order, no payment and no stock held', async () => {
    const { shopper, product, payload } = await shopperDeliveringTo('744101');
    const response = await initiatePayment(shop, shopper, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      message: "We don't deliver to 744101 yet. Choose another address.",
    });
    expect(await ordersOf(shopper.user._id)).toEqual([]);
    expect(await stockOf(product._id)).toBe(5);
    const payments = await shop.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select('payments.id')
      .where('orders.user_id', '=', shopper.user._id)
      .execute();
    expect(payments).toEqual([]);
  });

  it('takes the checkout once the shopper chooses an address it serves', async () => {
    const { shopper, product, payload } = await shopperDeliveringTo('744101');
    expect((await initiatePayment(shop, shopper, payload)).statusCode).toBe(422);
    const home = await addAddress(shop, shopper, { pincode: '560034' });
    const response = await initiatePayment(shop, shopper, { ...payload, addressId: home._id });
    expect(response.statusCode, response.body).toBe(200);
    // This one holds its stock, as every checkout does.
    expect(await stockOf(product._id)).toBe(3);
    expect(await ordersOf(shopper.user._id)).toHaveLength(1);
  });

  it('keeps the promised day on the order, shows it on the orders pages and in the confirmation email', async () => {
    const { shopper, payload } = await shopperDeliveringTo('560034');
    const before = (await estimateDelivery(shop.db, '560034', Date.now())).deliverBy;
    const response = await initiatePayment(shop, shopper, payload);
    const after = (await estimateDelivery(shop.db, '560034', Date.now())).deliverBy;
    expect(response.statusCode, response.body).toBe(200);
    const { orderId, merchantTransactionId } = response.json().data;

    const [order] = await ordersOf(shopper.user._id);
    const promised = order!.promised_delivery_on!;
    // The estimate at that moment (a 2 pm cut-off passing mid-test moves it a day: either side is right).
    expect([before, after]).toContain(promised);
    expect((await mine(shopper)).find((each) => each._id === orderId)?.deliverBy).toBe(promised);

    // The day stays what was promised, whatever the rules say later.
    await setDeliveryRules(shop, [{ prefix: '5', days: [8, 9] }]);
    await completeSandboxPayment(shop, shopper, merchantTransactionId);
    expect((await mine(shopper)).find((each) => each._id === orderId)?.deliverBy).toBe(promised);
    const admin = await signInAdmin(shop);
    const all = (await shop.app.inject({ method: 'GET', url: apiPaths.orders.adminList, headers: admin.headers })).json().data;
    expect(all.find((each: Order) => each._id === orderId)?.deliverBy).toBe(promised);

    await sendDueMail(shop.db, { transport, log: quiet });
    const mail = inbox.messages.find((each) => each.to.includes(shopper.user.email) && /confirmed/.test(each.subject));
    expect(mail, inbox.messages.map((each) => each.subject).join('; ')).toBeDefined();
    for (const part of [mail!.text, mail!.html]) expect(part).toContain(`${deliveryByText(promised)}.`);
  });

  it('promises no day in a shop without rules, and the order answer carries none', async () => {
    await setDeliveryRules(shop, []);
    const { shopper, payload } = await shopperDeliveringTo('744101');
    const response = await initiatePayment(shop, shopper, payload);
    expect(response.statusCode, response.body).toBe(200);
    const [order] = await ordersOf(shopper.user._id);
    expect(order!.promised_delivery_on).toBeNull();
    expect((await mine(shopper))[0]).not.toHaveProperty('deliverBy');
  });
});
