import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItemsOf, fillTypicalCart, pressSandbox } from '../../../../test/checkout';
import { registerShopper, type SignedIn } from '../../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { sandboxPaths } from '../providers/sandbox-paths';

// A split deployment: the storefront is served from another origin, listed in CORS_ORIGINS. A checkout it starts
// returns there from the pay page, and its order's emails link there.

const STOREFRONT = 'http://shop.partner.test';
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ CORS_ORIGINS: STOREFRONT });
});
afterAll(() => shop.close());

async function checkoutFrom(shopper: SignedIn, origin: string | undefined) {
  const { lines, amount } = await fillTypicalCart(shop, shopper);
  const response = await shop.app.inject({
    method: 'POST',
    url: apiPaths.payment.initiate,
    headers: { ...shopper.headers, ...(origin ? { origin } : {}) },
    payload: { amount, cartItems: cartItemsOf(lines) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { merchantTransactionId: string; orderId: string };
}

const payPage = (shopper: SignedIn, merchantTransactionId: string) =>
  shop.app.inject({ method: 'GET', url: sandboxPaths.payPage(merchantTransactionId), headers: shopper.headers });
const storefrontOfOrder = async (orderId: string) =>
  (await shop.db.selectFrom('orders').select('storefront_url').where('id', '=', orderId).executeTakeFirstOrThrow())
    .storefront_url;

describe('a checkout from a storefront on another origin', () => {
  it('returns to that storefront from the pay page, and its emails link there', async () => {
    const shopper = await registerShopper(shop);
    const { merchantTransactionId, orderId } = await checkoutFrom(shopper, STOREFRONT);
    expect(await storefrontOfOrder(orderId)).toBe(STOREFRONT);

    const page = await payPage(shopper, merchantTransactionId);
    expect(page.statusCode).toBe(200);
    // The pay form's redirect goes to the storefront, which its policy must allow.
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' http://shop.test ${STOREFRONT}`);

    const paid = await pressSandbox(shop, shopper, merchantTransactionId, 'complete');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${STOREFRONT}/status/${merchantTransactionId}`);

    const confirmation = await shop.db
      .selectFrom('mail_outbox')
      .select(['text', 'html'])
      .where('recipient', '=', shopper.user.email)
      .where('kind', '=', 'order-confirmation')
      .executeTakeFirstOrThrow();
    expect(confirmation.text).toContain(`${STOREFRONT}/order`);
    // The invoice is the API's, at the shop's own address.
    expect(confirmation.text).toContain(`http://shop.test${apiPaths.orders.invoice(orderId)}`);
  });

  it("returns to the shop's own pages when the request names no listed storefront", async () => {
    const shopper = await registerShopper(shop);
    const { merchantTransactionId, orderId } = await checkoutFrom(shopper, undefined);
    expect(await storefrontOfOrder(orderId)).toBe('http://shop.test');
    const paid = await pressSandbox(shop, shopper, merchantTransactionId, 'complete');
    expect(paid.headers.location).toBe(`http://shop.test/status/${merchantTransactionId}`);
  });
});

describe('the session cookie of a storefront on another site', () => {
  it('is SameSite=None; Secure over https when a listed origin is another site, else Lax', async () => {
    const crossSite = await createTestApp({ PUBLIC_URL: 'https://api.voltcart.in', CORS_ORIGINS: 'https://voltcart-shop.in' });
    const sameSite = await createTestApp({ PUBLIC_URL: 'https://api.voltcart.in', CORS_ORIGINS: 'https://shop.voltcart.in' });
    try {
      const crossSiteCookie = await signUpCookie(crossSite);
      expect(crossSiteCookie).toMatch(/SameSite=None/);
      expect(crossSiteCookie).toMatch(/Secure/);
      expect(await signUpCookie(sameSite)).toMatch(/SameSite=Lax/);
    } finally {
      await crossSite.close();
      await sameSite.close();
    }
  });
});

let signUps = 0;
/** The Set-Cookie of a sign-up's session. */
async function signUpCookie(app: TestApp): Promise<string> {
  signUps += 1;
  const boundary = 'x-boundary';
  const fields = {
    username: `Cross ${signUps}`,
    email: `cross${signUps}-${Date.now()}@example.com`,
    phone: '9876543210',
    password: 'correct horse battery',
  };
  const payload =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  const response = await app.app.inject({
    method: 'POST',
    url: apiPaths.auth.register,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => !cookie.includes('device')) ?? '';
}
