import { apiPaths, COD_CODE } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmCode, latestCodeMail, myOrder, orderRowOf, placeCodOrder, setCodRules } from '../../../test/cod';
import { createProduct } from '../../../test/products';
import { registerShopper, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { confirmByCode, confirmByToken, resendCode } from './confirmation';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await setCodRules(shop, {});
});
afterAll(() => shop.close());

const mail = () => ({ publicUrl: shop.config.publicUrl });

async function placed(shopper?: SignedIn) {
  const who = shopper ?? (await registerShopper(shop));
  const { orderId } = await placeCodOrder(shop, who, [{ product: await createProduct(shop, { salesPrice: 800 }), quantity: 1 }]);
  return { shopper: who, orderId, ...(await latestCodeMail(shop, who)) };
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('confirming with the emailed code', () => {
  it('the right code moves the order to Pending and mails its confirmation', async () => {
    const { shopper, orderId, code } = await placed();
    const answer = await confirmCode(shop, shopper, orderId, code);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ message: 'Your order is confirmed', data: { orderId, status: 'Pending' } });
    expect(await myOrder(shop, shopper, orderId)).toMatchObject({ status: 'Pending', paymentMethod: 'Cash on delivery' });
    const confirmation = await shop.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('recipient', '=', shopper.user.email)
      .where('kind', '=', 'order-confirmation')
      .executeTakeFirstOrThrow();
    expect(confirmation.text).toContain('Cash to pay on delivery');
    // A second confirmation is told the order is already confirmed.
    expect((await confirmCode(shop, shopper, orderId, code)).json().message).toBe('This order is already confirmed.');
  });

  it('a wrong code says how many tries are left; after 5 the code is locked, even the right one', async () => {
    const { shopper, orderId, code } = await placed();
    const wrong = wrongCodeFor(code);
    const first = await confirmCode(shop, shopper, orderId, wrong);
    expect(first.statusCode).toBe(422);
    expect(first.json().message).toBe('That code is not right. 4 tries left.');
    for (let attempt = 2; attempt <= COD_CODE.maxTries; attempt += 1) await confirmCode(shop, shopper, orderId, wrong);
    const locked = await confirmCode(shop, shopper, orderId, code);
    expect(locked.statusCode).toBe(422);
    expect(locked.json().message).toBe('Too many wrong codes. Ask for a new code.');
    expect((await orderRowOf(shop, orderId)).status).toBe('Awaiting confirmation');
  });

  it('a code stops working 10 minutes after it was sent', async () => {
    const { shopper, orderId, code } = await placed();
    const later = Date.now() + COD_CODE.lifetimeMs + 1_000;
    await expect(confirmByCode(shop.db, mail(), shopper.user._id, orderId, code, later)).rejects.toThrow(
      'This code has expired. Ask for a new code.',
    );
    expect((await orderRowOf(shop, orderId)).status).toBe('Awaiting confirmation');
  });

  it('a new code is refused within 30 seconds, then sent; the old code stops working and tries start again', async () => {
    const { shopper, orderId, code: oldCode } = await placed();
    const tooSoon = await shop.app.inject({ method: 'POST', url: apiPaths.cod.resend(orderId), headers: shopper.headers });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    await confirmCode(shop, shopper, orderId, wrongCodeFor(oldCode));

    const later = Date.now() + COD_CODE.resendAfterMs + 1_000;
    await resendCode(shop.db, shopper.user._id, orderId, shop.config.publicUrl, later);
    const fresh = await latestCodeMail(shop, shopper);
    const kept = await shop.db
      .selectFrom('cod_confirmations')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(Number(kept.wrong_tries)).toBe(0);
    if (fresh.code !== oldCode) {
      await expect(confirmByCode(shop.db, mail(), shopper.user._id, orderId, oldCode, later)).rejects.toThrow(
        'That code is not right',
      );
    }
    await confirmByCode(shop.db, mail(), shopper.user._id, orderId, fresh.code, later);
    expect((await orderRowOf(shop, orderId)).status).toBe('Pending');
  });

  it('another shopper can neither confirm nor ask a new code for the order (404)', async () => {
    const { orderId, code } = await placed();
    const stranger = await registerShopper(shop);
    expect((await confirmCode(shop, stranger, orderId, code)).statusCode).toBe(404);
    const resend = await shop.app.inject({ method: 'POST', url: apiPaths.cod.resend(orderId), headers: stranger.headers });
    expect(resend.statusCode).toBe(404);
    expect((await orderRowOf(shop, orderId)).status).toBe('Awaiting confirmation');
  });
});

describe('confirming with the emailed link', () => {
  it('the link’s token confirms the order of its owner', async () => {
    const { shopper, orderId, token } = await placed();
    const answer = await shop.app.inject({
      method: 'POST',
      url: apiPaths.cod.confirmByToken,
      headers: shopper.headers,
      payload: { token },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ orderId, status: 'Pending' });
  });

  it('refuses another shopper’s link (404), an unknown one (404) and one past its 10 minutes', async () => {
    const { shopper, orderId, token } = await placed();
    const stranger = await registerShopper(shop);
    const theirs = await shop.app.inject({
      method: 'POST',
      url: apiPaths.cod.confirmByToken,
      headers: stranger.headers,
      payload: { token },
    });
    expect(theirs.statusCode).toBe(404);
    const unknown = await shop.app.inject({
      method: 'POST',
      url: apiPaths.cod.confirmByToken,
      headers: shopper.headers,
      payload: { token: `${token}x` },
    });
    expect(unknown.statusCode).toBe(404);
    await expect(
      confirmByToken(shop.db, mail(), shopper.user._id, token, Date.now() + COD_CODE.lifetimeMs + 1_000),
    ).rejects.toThrow('This link has expired');
    expect((await orderRowOf(shop, orderId)).status).toBe('Awaiting confirmation');
  });
});
