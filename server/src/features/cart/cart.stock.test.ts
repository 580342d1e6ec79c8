import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@voltcart/contract';
import { createProduct } from '../../../test/products';
import { registerShopper, type SignedIn } from '../../../test/shoppers';
import { addToCart } from '../../../test/cart';
import { createTestApp, type TestApp } from '../../../test/test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const updateCart = (shopper: SignedIn, _id: string, quantity: number) =>
  shop.app.inject({ method: 'PUT', url: apiPaths.cart.update, headers: shopper.headers, payload: { _id, quantity } });
const quantityInCart = async (userId: string, productId: string) =>
  Number(
    (
      await shop.db
        .selectFrom('cart_items')
        .select('quantity')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .executeTakeFirst()
    )?.quantity ?? 0,
  );

describe('the cart and stock', () => {
  it('adds up to the stock, then answers 409 "Only N left in stock" and keeps the quantity', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { name: 'Last two speakers', stock: 2 });
    expect((await addToCart(shop, shopper, product._id)).statusCode).toBe(200);
    expect((await addToCart(shop, shopper, product._id)).statusCode).toBe(200);
    const third = await addToCart(shop, shopper, product._id);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ success: false, error: true, message: 'Only 2 left in stock', code: 'out_of_stock' });
    expect(await quantityInCart(shopper.user._id, product._id)).toBe(2);
  });

  it('refuses a product that is out of stock with a message naming it', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { name: 'Sold-out camera', stock: 0 });
    const response = await addToCart(shop, shopper, product._id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Sold-out camera is out of stock');
    expect(await quantityInCart(shopper.user._id, product._id)).toBe(0);
  });

  it('refuses raising a line past the stock, and takes any quantity up to it', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { stock: 3 });
    const cartItemId = (await addToCart(shop, shopper, product._id)).json().data._id as string;
    const tooMany = await updateCart(shopper, cartItemId, 4);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 3 left in stock');
    expect(await quantityInCart(shopper.user._id, product._id)).toBe(1);

    const allOfThem = await updateCart(shopper, cartItemId, 3);
    expect(allOfThem.statusCode).toBe(200);
    expect(allOfThem.json().data.quantity).toBe(3);
  });

  it("shows each cart line with its product's stock", async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { stock: 4 });
    await addToCart(shop, shopper, product._id);
    const view = await shop.app.inject({ method: 'GET', url: apiPaths.cart.view, headers: shopper.headers });
    expect(view.json().data).toEqual([
      expect.objectContaining({ productId: expect.objectContaining({ _id: product._id, productStock: 4 }) }),
    ]);
  });
});
