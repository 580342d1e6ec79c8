import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCart } from '../../../test/checkout';
import { insertOrder } from '../../../test/orders';
import { createProduct } from '../../../test/products';
import { registerShopper, signInAdmin, type SignedIn } from '../../../test/shoppers';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMailTransport, sendDueMail, type MailTransport } from '../mail';
import { sweepAbandonedCarts } from './sweep';

// The reminder through the real outbox, the real sender and a real SMTP server, with the sweep driven by a clock.
let shop: TestApp;
let inbox: SmtpInbox;
let transport: MailTransport;
let admin: SignedIn & { token: string };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const HOUR = 3_600_000;

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

const sweepAt = (nowMs: number) =>
  sweepAbandonedCarts(shop.db, { publicUrl: shop.config.publicUrl, secret: shop.config.sessionSecret, nowMs });

/** Sweeps at `nowMs`, sends what is queued, and answers the reminders that reached the shopper so far. */
async function remindersAfterSweep(shopper: SignedIn, nowMs: number): Promise<ReceivedMail[]> {
  await sweepAt(nowMs);
  await sendDueMail(shop.db, { transport, log: quiet });
  return inbox.messages.filter((mail) => mail.to.includes(shopper.user.email) && /in your Voltcart cart/.test(mail.subject));
}

/** A header of the message as it was sent (mailparser's own reading of List-* headers is structured). */
const rawHeader = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');

const settings = () =>
  shop.app.inject({ method: 'GET', url: apiPaths.cartReminders.settings, headers: { authorization: `Bearer ${admin.token}` } });

/** The unsubscribe call of a mail's link (its page's fragment holds the address and token). */
function unsubscribeQueryOf(mail: ReceivedMail): string {
  const link = mail.links.find((url) => url.includes('/unsubscribe#'));
  expect(link, mail.text).toBeDefined();
  return new URL(link!).hash.slice(1);
}

describe('abandoned-cart reminders', () => {
  it('one reminder after the setting’s hours, listing the items with a link to the cart; once per cart content', async () => {
    const shopper = await registerShopper(shop);
    const mouse = await createProduct(shop, { name: 'Reminder mouse', price: 1500, salesPrice: 1200 });
    const keyboard = await createProduct(shop, { name: 'Reminder keyboard', price: 3000 });
    await fillCart(shop, shopper, [{ product: mouse, quantity: 2 }]);
    const start = Date.now();

    expect(await remindersAfterSweep(shopper, start + 23 * HOUR)).toHaveLength(0);
    const [reminder, ...more] = await remindersAfterSweep(shopper, start + 25 * HOUR);
    expect(more).toHaveLength(0);
    expect(reminder!.subject).toBe('You left 2 items in your Voltcart cart');
    expect(reminder!.text).toContain('2 × Reminder mouse: ₹2,400');
    expect(reminder!.links).toContain(`${shop.config.publicUrl}/cart`);
    expect(rawHeader(reminder!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(reminder!, 'list-unsubscribe')).toContain(`<${shop.config.publicUrl}${apiPaths.cartReminders.unsubscribe}?`);

    // The same cart again, however long it waits: no second reminder.
    expect(await remindersAfterSweep(shopper, start + 26 * HOUR)).toHaveLength(1);
    expect(await remindersAfterSweep(shopper, start + 200 * HOUR)).toHaveLength(1);

    // A changed cart gets one more, once it too has waited the hours.
    await fillCart(shop, shopper, [{ product: keyboard, quantity: 1 }]);
    const changedAt = Date.now();
    expect(await remindersAfterSweep(shopper, changedAt + 23 * HOUR)).toHaveLength(1);
    const after = await remindersAfterSweep(shopper, changedAt + 201 * HOUR);
    expect(after).toHaveLength(2);
    expect(after[1]!.text).toContain('1 × Reminder keyboard: ₹3,000');
    expect(after[1]!.subject).toBe('You left 3 items in your Voltcart cart');
  });

  it('follows the admin’s setting of hours', async () => {
    const put = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.cartReminders.settings,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { hours: 2 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.hours).toBe(2);
    const refused = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.cartReminders.settings,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { hours: 0 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ hours: 'At least 1 hour' });

    const shopper = await registerShopper(shop);
    await fillCart(shop, shopper, [{ product: await createProduct(shop), quantity: 1 }]);
    const start = Date.now();
    expect(await remindersAfterSweep(shopper, start + 1 * HOUR)).toHaveLength(0);
    expect(await remindersAfterSweep(shopper, start + 3 * HOUR)).toHaveLength(1);
    await shop.app.inject({
      method: 'PUT',
      url: apiPaths.cartReminders.settings,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { hours: 24 },
    });
  });

  it('sends none to a shopper who checked out after filling the cart', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop);
    await fillCart(shop, shopper, [{ product, quantity: 1 }]);
    await insertOrder(shop, shopper.user._id, [{ product, quantity: 1 }], {
      createdAt: new Date(Date.now() + 1000).toISOString(),
    });
    expect(await remindersAfterSweep(shopper, Date.now() + 100 * HOUR)).toHaveLength(0);
  });

  it('unsubscribing by the mail’s link is honoured at once: no reminder and no newsletter mail after it', async () => {
    const shopper = await registerShopper(shop);
    await fillCart(shop, shopper, [{ product: await createProduct(shop), quantity: 1 }]);
    const start = Date.now();
    const [reminder] = await remindersAfterSweep(shopper, start + 25 * HOUR);
    const query = unsubscribeQueryOf(reminder!);

    const forged = new URLSearchParams(query);
    forged.set('token', 'not-the-token');
    const refused = await shop.app.inject({ method: 'POST', url: `${apiPaths.cartReminders.unsubscribe}?${forged}` });
    expect(refused.statusCode).toBe(404);

    const done = await shop.app.inject({ method: 'POST', url: `${apiPaths.cartReminders.unsubscribe}?${query}` });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ data: { email: shopper.user.email.toLowerCase(), unsubscribed: true } });

    await fillCart(shop, shopper, [{ product: await createProduct(shop), quantity: 1 }]);
    expect(await remindersAfterSweep(shopper, Date.now() + 500 * HOUR)).toHaveLength(1);

    const subscribed = await shop.app.inject({
      method: 'POST',
      url: apiPaths.newsletter.subscribe,
      payload: { email: shopper.user.email },
    });
    expect(subscribed.statusCode).toBe(200);
    await sendDueMail(shop.db, { transport, log: quiet });
    expect(
      inbox.messages.filter((mail) => mail.to.includes(shopper.user.email) && /newsletter/i.test(mail.subject)),
    ).toHaveLength(0);
  });

  it('a mail client’s one-click unsubscribe (the List-Unsubscribe header, posted as a form) is honoured', async () => {
    const email = `reader.${Date.now()}@example.com`;
    await shop.app.inject({ method: 'POST', url: apiPaths.newsletter.subscribe, payload: { email } });
    await sendDueMail(shop.db, { transport, log: quiet });
    const confirm = await inbox.waitFor((mail) => mail.to.includes(email));
    expect(confirm.links.some((url) => url.includes('/unsubscribe#'))).toBe(true);
    const url = new URL(rawHeader(confirm, 'list-unsubscribe')!.replace(/^<|>$/g, ''));
    const oneClick = await shop.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    const row = await shop.db.selectFrom('mail_opt_outs').select('email').where('email', '=', email).executeTakeFirst();
    expect(row).toEqual({ email });
  });

  it('the counts: reminders sent, and carts recovered by a paid order after their reminder', async () => {
    const before = (await settings()).json().data;
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop);
    await fillCart(shop, shopper, [{ product, quantity: 1 }]);
    const start = Date.now();
    expect(await remindersAfterSweep(shopper, start + 25 * HOUR)).toHaveLength(1);
    expect((await settings()).json().data).toEqual({
      hours: 24,
      remindersSent: before.remindersSent + 1,
      cartsRecovered: before.cartsRecovered,
    });

    // An unpaid checkout is no recovery; a paid one is.
    await insertOrder(shop, shopper.user._id, [{ product, quantity: 1 }], {
      createdAt: new Date(start + 26 * HOUR).toISOString(),
      paymentState: 'FAILED',
      status: 'Cancelled',
    });
    expect((await settings()).json().data.cartsRecovered).toBe(before.cartsRecovered);
    await insertOrder(shop, shopper.user._id, [{ product, quantity: 1 }], {
      createdAt: new Date(start + 27 * HOUR).toISOString(),
      paymentState: 'COMPLETED',
      status: 'Pending',
    });
    expect((await settings()).json().data).toEqual({
      hours: 24,
      remindersSent: before.remindersSent + 1,
      cartsRecovered: before.cartsRecovered + 1,
    });
  });
});
