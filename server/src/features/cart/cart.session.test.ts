import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@voltcart/contract';
import { createProduct } from '../../../test/products';
import { expireSession, lastUseOf, sessionRowsOf, setLastUse } from '../../../test/sessions';
import { disableAccount, registerShopper, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SESSION_LIFETIME } from '../../lib/sessions';

// The cart view reads the session together with the cart: these prove a full cart never lets a dead session through.
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const viewCart = (shopper: SignedIn) => shop.app.inject({ method: 'GET', url: apiPaths.cart.view, headers: shopper.headers });

async function shopperWithFullCart(): Promise<SignedIn> {
  const shopper = await registerShopper(shop);
  const product = await createProduct(shop, { name: 'Desk lamp' });
  const added = await shop.app.inject({
    method: 'POST',
    url: apiPaths.cart.add,
    headers: shopper.headers,
    payload: { productId: product._id },
  });
  expect(added.statusCode).toBe(200);
  expect((await viewCart(shopper)).json().data).toHaveLength(1);
  return shopper;
}

const expectRefused = async (shopper: SignedIn) => {
  const response = await viewCart(shopper);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ success: false, message: 'Please login to continue', data: null });
};

describe('the cart view of a session that ended', () => {
  it('refuses a signed-out session at once, though its cart still holds items', async () => {
    const shopper = await shopperWithFullCart();
    expect((await shop.app.inject({ method: 'POST', url: apiPaths.auth.logout, headers: shopper.headers })).statusCode).toBe(200);
    await expectRefused(shopper);
  });

  it('refuses the session of an account disabled while it was signed in', async () => {
    const shopper = await shopperWithFullCart();
    await disableAccount(shop, shopper.user._id);
    await expectRefused(shopper);
  });

  it('refuses a session past its absolute expiry', async () => {
    const shopper = await shopperWithFullCart();
    await expireSession(shop, shopper);
    await expectRefused(shopper);
  });

  it('refuses and deletes a session unused past its idle timeout', async () => {
    const shopper = await shopperWithFullCart();
    const longAgo = new Date(Date.now() - SESSION_LIFETIME.cookie.idleMs - 60_000).toISOString();
    await setLastUse(shop, shopper, longAgo);
    await expectRefused(shopper);
    expect(await sessionRowsOf(shop, shopper)).toEqual([]);
  });

  it("never shows one shopper's cart to another's session", async () => {
    const owner = await shopperWithFullCart();
    const other = await registerShopper(shop);
    const response = await viewCart(other);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
    expect((await viewCart(owner)).json().data).toHaveLength(1);
  });
});

describe('the cart view of a live session', () => {
  it('writes the last use of a session unused for over a minute, so it does not idle out while shopping', async () => {
    const shopper = await shopperWithFullCart();
    const aWhileAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await setLastUse(shop, shopper, aWhileAgo);
    expect((await viewCart(shopper)).statusCode).toBe(200);
    expect(await lastUseOf(shop, shopper)).toBeGreaterThan(Date.parse(aWhileAgo));
  });
});

// Adding to the cart reads the session together with the product it names or, when the product's page answer is kept,
// adds in one statement that reads the session too: either way, a dead session adds nothing.
describe.each([
  { way: 'with its product read', viewedFirst: false },
  { way: "with its product's page answer kept", viewedFirst: true },
])('adding to the cart $way', ({ viewedFirst }) => {
  const addDeskLamp = async (shopper: SignedIn) => {
    const product = await createProduct(shop, { name: 'Desk lamp' });
    if (viewedFirst)
      expect((await shop.app.inject({ method: 'GET', url: apiPaths.catalog.productById(product._id) })).statusCode).toBe(200);
    const response = await shop.app.inject({
      method: 'POST',
      url: apiPaths.cart.add,
      headers: shopper.headers,
      payload: { productId: product._id },
    });
    const rows = await shop.db.selectFrom('cart_items').select('id').where('product_id', '=', product._id).execute();
    return { response, rows };
  };
  /** Adds with a session that ended: refused, and the lamp is in no cart. */
  const expectAddRefused = async (shopper: SignedIn) => {
    const { response, rows } = await addDeskLamp(shopper);
    expect(response.statusCode).toBe(401);
    expect(rows).toEqual([]);
    return response;
  };

  it('refuses a signed-out session and adds nothing', async () => {
    const shopper = await registerShopper(shop);
    await shop.app.inject({ method: 'POST', url: apiPaths.auth.logout, headers: shopper.headers });
    const response = await expectAddRefused(shopper);
    expect(response.json()).toMatchObject({ success: false, message: 'Please login to continue' });
  });

  it('refuses the session of an account disabled while signed in, and adds nothing', async () => {
    const shopper = await registerShopper(shop);
    await disableAccount(shop, shopper.user._id);
    await expectAddRefused(shopper);
  });

  it('refuses a session past its absolute expiry, and adds nothing', async () => {
    const shopper = await registerShopper(shop);
    await expireSession(shop, shopper);
    await expectAddRefused(shopper);
  });

  it('refuses and deletes a session unused past its idle timeout, and adds nothing', async () => {
    const shopper = await registerShopper(shop);
    await setLastUse(shop, shopper, new Date(Date.now() - SESSION_LIFETIME.cookie.idleMs - 60_000).toISOString());
    await expectAddRefused(shopper);
    expect(await sessionRowsOf(shop, shopper)).toEqual([]);
  });

  it('adds for a session unused for over a minute and writes its last use, so it does not idle out while shopping', async () => {
    const shopper = await registerShopper(shop);
    const aWhileAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await setLastUse(shop, shopper, aWhileAgo);
    const { response, rows } = await addDeskLamp(shopper);
    expect(response.statusCode, response.body).toBe(200);
    expect(rows).toHaveLength(1);
    expect(await lastUseOf(shop, shopper)).toBeGreaterThan(Date.parse(aWhileAgo));
  });

  it('adds with a bearer token as with the cookie, answering the product with its images in order', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { name: 'Desk lamp' });
    await shop.db
      .insertInto('product_images')
      .values({ id: crypto.randomUUID(), product_id: product._id, url: '/uploads/products/second.webp', position: 1 })
      .execute();
    const token = shopper.cookie.split('=')[1]!;
    const response = await shop.app.inject({
      method: 'POST',
      url: apiPaths.cart.add,
      headers: { authorization: `Bearer ${token}` },
      payload: { productId: product._id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      quantity: 1,
      productId: {
        _id: product._id,
        productName: 'Desk lamp',
        productImage: [product.productImage[0], '/uploads/products/second.webp'],
      },
    });
  });
});
