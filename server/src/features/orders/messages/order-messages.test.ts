import { apiPaths, pagePaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItemsOf, fillTypicalCart, initiatePayment } from '../../../../test/checkout';
import { addressIn, beginPaidCheckout, paidOrder } from '../../../../test/invoices';
import { createProduct } from '../../../../test/products';
import { registerShopper, signInAdmin, type SignedIn } from '../../../../test/shoppers';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../../../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createMailTransport, sendDueMail, type MailTransport } from '../../mail';
import { createPaymentGateway, reconcilePendingPayments } from '../../payments';
import { markOrderPaid } from '../status';

// Every order status change a shopper hears of, from the payment or the admin's move through the real outbox,
// the real sender and a real SMTP server, read as the shopper's inbox shows it.
let shop: TestApp;
let inbox: SmtpInbox;
let transport: MailTransport;
let admin: SignedIn;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  shop = await createTestApp();
  inbox = await startSmtpInbox();
  transport = createMailTransport({ ...shop.config.mail, smtpUrl: inbox.url }, quiet);
  admin = await signInAdmin(shop);
});
afterAll(async () => {
  transport.close();
  await inbox.close();
  await shop.close();
});

/** Sends what is queued and answers the one message of `kind` about `orderNumber` that reached the shopper. */
async function delivered(shopper: SignedIn, subject: RegExp): Promise<ReceivedMail> {
  await sendDueMail(shop.db, { transport, log: quiet });
  const found = inbox.messages.filter((mail) => mail.to.includes(shopper.user.email) && subject.test(mail.subject));
  expect(found, `messages to ${shopper.user.email}: ${inbox.messages.map((mail) => mail.subject).join('; ')}`).toHaveLength(1);
  return found[0]!;
}

const orderNumberOf = async (orderId: string) =>
  (await shop.db.selectFrom('orders').select('order_number').where('id', '=', orderId).executeTakeFirstOrThrow()).order_number;
const setStatus = (orderId: string, status: string) =>
  shop.app.inject({
    method: 'PUT',
    url: apiPaths.orders.updateStatus(orderId),
    headers: admin.headers,
    payload: { status, reason: 'The shopper asked us to' },
  });
const cancel = (who: SignedIn, orderId: string) =>
  shop.app.inject({ method: 'POST', url: apiPaths.orders.cancel(orderId), headers: who.headers });
/** 2 × ₹1,499.50 and 1 × ₹24,999.00 = ₹27,998.00 (paidOrder puts them in the cart). */
const typicalLines = async () => [
  { product: await createProduct(shop, { name: 'Wireless mouse', price: 1999, salesPrice: 1499.5 }), quantity: 2 },
  { product: await createProduct(shop, { name: 'Mechanical keyboard', price: 29999, salesPrice: 24999 }), quantity: 1 },
];
/** A link of a message as a request to this shop (the links are absolute, on PUBLIC_URL). */
const pathOf = (link: string) => {
  expect(link.startsWith(shop.config.publicUrl)).toBe(true);
  return link.slice(shop.config.publicUrl.length);
};

describe('order messages', () => {
  it('a paid order sends a confirmation with items, address, total and an invoice link that works for its owner', async () => {
    const shopper = await registerShopper(shop);
    const lines = [
      { product: await createProduct(shop, { name: 'Noise-cancelling headphones', price: 9999, salesPrice: 7499 }), quantity: 2 },
      { product: await createProduct(shop, { name: 'USB-C charger', price: 1999, salesPrice: 1299.5 }), quantity: 1 },
    ];
    const orderId = await paidOrder(shop, shopper, lines, addressIn('Karnataka', 'Asha Rao'));
    const number = await orderNumberOf(orderId);

    const mail = await delivered(shopper, /confirmed/);
    expect(mail.to).toEqual([shopper.user.email]);
    expect(mail.subject).toBe(`Order ${number} confirmed`);
    // Each line with its amount, the order's total and where it goes, in the text and the HTML alike.
    const itemsAndTotal = ['Noise-cancelling headphones × 2', '₹14,998.00', 'USB-C charger × 1', '₹1,299.50', '₹16,297.50'];
    const address = 'Asha Rao, 14 Lake View Road, Flat 3B, Bengaluru, Karnataka 560001';
    for (const part of [mail.text, mail.html]) for (const text of [...itemsAndTotal, address]) expect(part).toContain(text);
    const invoiceUrl = `${shop.config.publicUrl}${apiPaths.orders.invoice(orderId)}`;
    expect(mail.links).toEqual([`${shop.config.publicUrl}${pagePaths.orders}`, invoiceUrl]);
    expect(mail.html).toContain(`href="${invoiceUrl}"`);

    const invoice = await shop.app.inject({ method: 'GET', url: pathOf(invoiceUrl), headers: shopper.headers });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Someone else following the link gets nothing.
    const stranger = await registerShopper(shop);
    expect((await shop.app.inject({ method: 'GET', url: pathOf(invoiceUrl), headers: stranger.headers })).statusCode).toBe(404);

    // A repeated settlement queues no second confirmation.
    expect(await markOrderPaid(shop.db, orderId, shop.config)).toBe(false);
    await delivered(shopper, /confirmed/);
  });

  it('a payment the reconciler settles (the shopper never came back) sends the confirmation too', async () => {
    const shopper = await registerShopper(shop);
    const { orderId, merchantTransactionId } = await beginPaidCheckout(shop, shopper, await typicalLines());
    // The provider took the money, but neither the shopper's return nor a webhook told the shop.
    await shop.db
      .updateTable('sandbox_payments')
      .set({ state: 'COMPLETED', payment_mode: 'UPI_INTENT', transaction_id: 'SBXRECONCILED1' })
      .where('merchant_transaction_id', '=', merchantTransactionId)
      .execute();
    await sendDueMail(shop.db, { transport, log: quiet });
    expect(inbox.messages.some((mail) => mail.to.includes(shopper.user.email) && /confirmed/.test(mail.subject))).toBe(false);
    const gateway = createPaymentGateway(shop.config, shop.db);
    expect(await reconcilePendingPayments(shop.db, gateway, Date.now() + 60_000)).toMatchObject({ settled: 1 });

    const mail = await delivered(shopper, /confirmed/);
    expect(mail.subject).toBe(`Order ${await orderNumberOf(orderId)} confirmed`);
    expect(mail.links).toContain(`${shop.config.publicUrl}${apiPaths.orders.invoice(orderId)}`);
  });

  it('the admin marking an order Shipped, then Delivered, tells the shopper each time', async () => {
    const shopper = await registerShopper(shop);
    const lines = await typicalLines();
    const orderId = await paidOrder(shop, shopper, lines, addressIn('Tamil Nadu', 'Ravi Kumar'));
    const number = await orderNumberOf(orderId);

    expect((await setStatus(orderId, 'Shipped')).statusCode).toBe(200);
    const shipped = await delivered(shopper, /shipped/);
    expect(shipped.subject).toBe(`Order ${number} has shipped`);
    expect(shipped.text).toContain(`Order ${number} has left our warehouse for Chennai.`);
    expect(shipped.text).toContain('Mechanical keyboard × 1');
    expect(shipped.links).toEqual([`${shop.config.publicUrl}${pagePaths.orders}`]);

    expect((await setStatus(orderId, 'Delivered')).statusCode).toBe(200);
    const arrived = await delivered(shopper, /delivered/);
    expect(arrived.subject).toBe(`Order ${number} has been delivered`);
    expect(arrived.to).toEqual([shopper.user.email]);
  });

  it('a shopper cancelling a paid order hears that a refund is on its way, then that it is done', async () => {
    const shopper = await registerShopper(shop);
    const lines = await typicalLines();
    const orderId = await paidOrder(shop, shopper, lines, addressIn('Karnataka'));
    const number = await orderNumberOf(orderId);

    // The sandbox refunds at once: the order goes Cancelled → Refund pending → Refunded in this request.
    expect((await cancel(shopper, orderId)).statusCode).toBe(200);
    const cancelled = await delivered(shopper, /cancelled/);
    expect(cancelled.subject).toBe(`Order ${number} has been cancelled`);
    expect(cancelled.text).toContain('A refund of ₹27,998.00 to your original payment method is on its way.');
    const refunded = await delivered(shopper, /Refund/);
    expect(refunded.subject).toBe(`Refund of ₹27,998.00 for order ${number}`);
    expect(refunded.text).toContain(`We have refunded ₹27,998.00 for order ${number}`);
  });

  it('an admin cancelling an unpaid checkout tells the shopper no payment was taken', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const initiated = await initiatePayment(shop, shopper, { amount, cartItems: cartItemsOf(lines) });
    const { orderId } = initiated.json().data as { orderId: string };

    expect((await setStatus(orderId, 'Cancelled')).statusCode).toBe(200);
    const cancelled = await delivered(shopper, /cancelled/);
    expect(cancelled.text).toContain('No payment was taken for it.');
    expect(cancelled.text).not.toContain('refund of');
    expect(inbox.messages.some((mail) => mail.to.includes(shopper.user.email) && /confirmed|Refund/.test(mail.subject))).toBe(
      false,
    );
  });

  it('a move that loses its race queues nothing', async () => {
    const shopper = await registerShopper(shop);
    const lines = await typicalLines();
    const orderId = await paidOrder(shop, shopper, lines);
    expect((await setStatus(orderId, 'Shipped')).statusCode).toBe(200);
    // A second, stale "Shipped" is refused and sends no second message.
    expect((await setStatus(orderId, 'Shipped')).statusCode).toBe(422);
    await delivered(shopper, /shipped/);
  });
});
