import { apiPaths, awbProblem, trackingUrlOf, type Order } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminMove,
  confirmCode,
  latestCodeMail,
  myOrder,
  orderRowOf,
  placeCodOrder,
  setCodRules,
  stockOf,
} from '../../../../test/cod';
import { addressIn } from '../../../../test/invoices';
import { insertOrder } from '../../../../test/orders';
import { createProduct } from '../../../../test/products';
import { registerShopper, type SignedIn } from '../../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { signBody } from './signature';

const SECRET = 'the-couriers-test-secret-0123456789';
let shop: TestApp;
let shopper: SignedIn;
beforeAll(async () => {
  shop = await createTestApp({}, (config) => ({ ...config, shipping: { webhookSecret: SECRET } }));
  await setCodRules(shop, {});
  shopper = await registerShopper(shop);
});
afterAll(() => shop.close());

let awbCounter = 0;
/** A Delhivery AWB (13 digits) no other test used. */
const freshAwb = () => `${Date.now()}`.slice(-9).padStart(9, '0') + String(1000 + awbCounter++).slice(-4);

async function paidOrder() {
  const product = await createProduct(shop);
  const order = await insertOrder(shop, shopper.user._id, [{ product, quantity: 1 }], {
    status: 'Pending',
    paymentState: 'COMPLETED',
    deliveryAddress: addressIn('Karnataka'),
  });
  return order.id;
}

async function confirmedCodOrder(stock = 5) {
  const buyer = await registerShopper(shop);
  const product = await createProduct(shop, { salesPrice: 800, stock, category: 'Mouse' });
  const { orderId } = await placeCodOrder(shop, buyer, [{ product, quantity: 1 }]);
  const { code } = await latestCodeMail(shop, buyer);
  expect((await confirmCode(shop, buyer, orderId, code)).statusCode).toBe(200);
  return { buyer, product, orderId };
}

async function shipOrder(orderId: string, awb = freshAwb()) {
  const shipped = await adminMove(shop, orderId, { status: 'Shipped', courier: 'delhivery', awb });
  expect(shipped.statusCode, shipped.body).toBe(200);
  return { awb, order: shipped.json().data as Order };
}

let eventCounter = 0;
const update = (awb: string, status: string, at: string, eventId = `event-${eventCounter++}-${Date.now()}`) => ({
  eventId,
  awb,
  status,
  at,
});

function sendUpdate(body: object, signature?: string) {
  const raw = JSON.stringify(body);
  return shop.app.inject({
    method: 'POST',
    url: apiPaths.shipping.webhook,
    headers: { 'content-type': 'application/json', 'x-voltcart-signature': signature ?? signBody(SECRET, raw) },
    payload: raw,
  });
}

const shopperMail = (email: string, kind: string) =>
  shop.db.selectFrom('mail_outbox').select('text').where('recipient', '=', email).where('kind', '=', kind).executeTakeFirst();

describe('the tracking page of each courier', () => {
  it("builds each courier's public tracking address from its template, and takes the admin's https URL for another", () => {
    expect(trackingUrlOf('delhivery', '1234567890123')).toBe('https://www.delhivery.com/track/package/1234567890123');
    expect(trackingUrlOf('bluedart', '12345678901')).toBe(
      'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=12345678901',
    );
    expect(trackingUrlOf('dtdc', 'd12345678')).toContain('cnNo=D12345678');
    expect(trackingUrlOf('ecom', '123456789')).toBe('https://ecomexpress.in/tracking/?awb_field=123456789');
    expect(trackingUrlOf('xpressbees', '1234567890123')).toBe('https://www.xpressbees.com/shipment/tracking?awbNo=1234567890123');
    expect(trackingUrlOf('indiapost', 'EE123456785IN')).toContain('EE123456785IN');
    expect(trackingUrlOf('shiprocket', 'SR-12345')).toBe('https://shiprocket.co/tracking/SR-12345');
    expect(trackingUrlOf('other', 'ABC12345', 'https://track.example.in/ABC12345')).toBe('https://track.example.in/ABC12345');
  });

  it('checks an AWB against its courier where the shape is known, else a general rule', () => {
    expect(awbProblem('delhivery', '1234 5678 90123')).toBeUndefined();
    expect(awbProblem('delhivery', '12345')).toBe('A Delhivery AWB is 13 or 14 digits');
    expect(awbProblem('bluedart', '1234567890')).toBe('A Blue Dart AWB is 11 digits');
    expect(awbProblem('indiapost', 'EE123456785IN')).toBeUndefined();
    expect(awbProblem('indiapost', 'EE123456784IN')).toBe('That India Post article number has a wrong check digit');
    expect(awbProblem('shiprocket', 'no!')).toBe('An AWB is 6 to 30 letters, digits or hyphens');
  });
});

describe('shipping an order', () => {
  it('keeps the courier and AWB, answers the tracking page, and the shipped mail carries the link', async () => {
    const orderId = await paidOrder();
    const awb = freshAwb();
    const { order } = await shipOrder(orderId, awb);
    expect(order.status).toBe('Shipped');
    expect(order.shipment).toMatchObject({
      courier: 'delhivery',
      courierName: 'Delhivery',
      awb,
      trackingUrl: `https://www.delhivery.com/track/package/${awb}`,
    });
    const mine = await myOrder(shop, shopper, orderId);
    expect(mine?.timeline?.map((step) => step.kind)).toEqual(['placed', 'shipped']);
    expect(mine?.timeline?.find((step) => step.kind === 'shipped')?.detail).toBe(`Delhivery, AWB ${awb}`);
    const mail = await shopperMail(shopper.user.email, 'order-shipped');
    expect(mail?.text).toContain(`Track your parcel (Delhivery, AWB ${awb}): https://www.delhivery.com/track/package/${awb}`);
  });

  it('refuses, in words, a bad AWB, a missing courier, an AWB already used and another courier without an https URL', async () => {
    const orderId = await paidOrder();
    const bad = await adminMove(shop, orderId, { status: 'Shipped', courier: 'bluedart', awb: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ awb: 'A Blue Dart AWB is 11 digits' });
    const noCourier = await adminMove(shop, orderId, { status: 'Shipped', awb: '12345678901' });
    expect(noCourier.statusCode).toBe(400);
    expect(noCourier.json().fields).toEqual({ courier: 'Choose the courier' });
    const unknown = await adminMove(shop, orderId, { status: 'Shipped', courier: 'fedex', awb: '12345678901' });
    expect(unknown.statusCode).toBe(400);
    const plainHttp = await adminMove(shop, orderId, {
      status: 'Shipped',
      courier: 'other',
      awb: 'ABC12345',
      trackingUrl: 'http://track.example.in/ABC12345',
    });
    expect(plainHttp.json().fields).toEqual({ trackingUrl: 'The tracking URL must start with https://' });
    const { awb } = await shipOrder(await paidOrder());
    const reused = await adminMove(shop, orderId, { status: 'Shipped', courier: 'delhivery', awb });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().fields).toEqual({ awb: `AWB ${awb} is already on another shipment` });
    expect((await orderRowOf(shop, orderId)).status).toBe('Pending');
  });

  it("ships the spec's own client's bare { status } without tracking", async () => {
    const orderId = await paidOrder();
    const shipped = await adminMove(shop, orderId, { status: 'Shipped' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data.shipment).toBeUndefined();
    expect(shipped.json().data.status).toBe('Shipped');
  });
});

describe("the couriers' webhook", () => {
  it('refuses a forged update (a wrong or missing signature) and changes nothing', async () => {
    const { awb } = await shipOrder(await paidOrder());
    const body = update(awb, 'delivered', new Date().toISOString());
    const forged = await sendUpdate(body, signBody('not-the-secret-at-all-000000', JSON.stringify(body)));
    expect(forged.statusCode).toBe(401);
    const tampered = await sendUpdate({ ...body, status: 'refused' }, signBody(SECRET, JSON.stringify(body)));
    expect(tampered.statusCode).toBe(401);
    expect(await shop.db.selectFrom('shipment_events').select('id').where('event_id', '=', body.eventId).execute()).toEqual([]);
    const row = await shop.db.selectFrom('shipments').select('order_id').where('awb', '=', awb).executeTakeFirstOrThrow();
    expect((await orderRowOf(shop, row.order_id)).status).toBe('Shipped');
  });

  it('applies a signed update; a replay and an older update answer 200 and change nothing', async () => {
    const orderId = await paidOrder();
    const { awb } = await shipOrder(orderId);
    const outForDelivery = update(awb, 'out_for_delivery', '2030-01-02T10:00:00.000Z');
    const applied = await sendUpdate(outForDelivery);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.outcome).toBe('applied');
    const replay = await sendUpdate({ ...outForDelivery, status: 'delivered' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.outcome).toBe('replay');
    const older = await sendUpdate(update(awb, 'delivered', '2030-01-02T09:00:00+00:00'));
    expect(older.statusCode).toBe(200);
    expect(older.json().data.outcome).toBe('stale');
    expect((await orderRowOf(shop, orderId)).status).toBe('Shipped');
    const mine = await myOrder(shop, shopper, orderId);
    expect(mine?.timeline?.map((step) => step.kind)).toEqual(['placed', 'shipped', 'out_for_delivery']);
  });

  it('answers 404 in words for an AWB no shipment has', async () => {
    const answer = await sendUpdate(update('9999999999999', 'in_transit', new Date().toISOString()));
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('No shipment has AWB 9999999999999');
  });

  it('a delivered update moves an online order to Delivered, with the delivered mail carrying the link', async () => {
    const orderId = await paidOrder();
    const { awb } = await shipOrder(orderId);
    const answer = await sendUpdate(update(awb, 'delivered', new Date().toISOString()));
    expect(answer.json().data).toEqual({ outcome: 'applied', orderStatus: 'Delivered' });
    expect((await orderRowOf(shop, orderId)).status).toBe('Delivered');
    const mine = await myOrder(shop, shopper, orderId);
    expect(mine?.timeline?.map((step) => step.kind)).toEqual(['placed', 'shipped', 'delivered']);
    const mail = await shop.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('recipient', '=', shopper.user.email)
      .where('kind', '=', 'order-delivered')
      .where('dedupe_key', '=', `order-delivered:${orderId}`)
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(`https://www.delhivery.com/track/package/${awb}`);
  });

  it('a delivered update on a COD order records its cash collected (the courier collected it)', async () => {
    const { buyer, orderId } = await confirmedCodOrder();
    const { awb } = await shipOrder(orderId);
    await sendUpdate(update(awb, 'delivered', new Date().toISOString()));
    const row = await orderRowOf(shop, orderId);
    expect(row.status).toBe('Delivered');
    expect(row.cash_collected_at).not.toBeNull();
    expect(await myOrder(shop, buyer, orderId)).toMatchObject({ status: 'Delivered', cod: { cashCollected: true } });
    expect((await myOrder(shop, buyer, orderId))?.timeline?.map((step) => step.kind)).toEqual([
      'placed',
      'confirmed',
      'shipped',
      'delivered',
    ]);
  });

  it('a refused update moves a COD order to Returned to origin with its stock back; an online order stays Shipped', async () => {
    const { product, orderId } = await confirmedCodOrder(5);
    expect(await stockOf(shop, product._id)).toBe(4);
    const { awb } = await shipOrder(orderId);
    const answer = await sendUpdate(update(awb, 'refused', new Date().toISOString()));
    expect(answer.json().data).toEqual({ outcome: 'applied', orderStatus: 'Returned to origin' });
    expect((await orderRowOf(shop, orderId)).status).toBe('Returned to origin');
    expect(await stockOf(shop, product._id)).toBe(5);

    const online = await paidOrder();
    const shipped = await shipOrder(online);
    await sendUpdate(update(shipped.awb, 'refused', new Date().toISOString()));
    expect((await orderRowOf(shop, online)).status).toBe('Shipped');
  });
});

describe('without SHIPPING_WEBHOOK_SECRET', () => {
  it('answers 503 in words', async () => {
    const bare = await createTestApp();
    try {
      const raw = JSON.stringify(update('1234567890123', 'in_transit', new Date().toISOString()));
      const answer = await bare.app.inject({
        method: 'POST',
        url: apiPaths.shipping.webhook,
        headers: { 'content-type': 'application/json', 'x-voltcart-signature': signBody('anything', raw) },
        payload: raw,
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toBe('Courier updates are not set up: SHIPPING_WEBHOOK_SECRET is not configured');
    } finally {
      await bare.close();
    }
  });
});
