import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/multipart';
import { createProduct } from '../../../test/products';
import { openShopWithAdmin, type SignedIn } from '../../../test/shoppers';
import { pngBytes, type TestApp } from '../../../test/test-app';

// Strict input on the catalogue's writes and listings: what is not exactly a price, an image or a page is a 400.

let shop: TestApp;
let admin: SignedIn & { token: string };

beforeAll(async () => {
  ({ shop, admin } = await openShopWithAdmin());
});
afterAll(() => shop.close());

const fields = {
  productName: 'Strict Phone',
  productDescription: 'A phone.',
  productBrand: 'Strictbrand',
  productCategory: 'Mobiles',
};
const productCount = async () =>
  Number(
    (
      await shop.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function addWith(price: string, image?: { contentType: string; bytes: Buffer }) {
  const body = multipartBody({ ...fields, productPrice: price }, image ? [{ field: 'images', filename: 'x', ...image }] : []);
  return shop.app.inject({
    method: 'POST',
    url: apiPaths.catalog.addProduct,
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
}

describe('prices', () => {
  it.each(['1499', '1499.50', '0.5'])('takes a plain decimal %s from a form', async (price) => {
    expect((await addWith(price)).statusCode).toBe(201);
  });

  it.each(['', '0x10', '1e3', '[7]', 'null', '12,999', ' 14 99', '1499.505', 'NaN', 'Infinity', '-5'])(
    'refuses %j with 400 naming the field in words',
    async (price) => {
      const before = await productCount();
      const answer = await addWith(price);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields).toEqual({ productPrice: expect.stringMatching(/^(Price|Enter the price)/) });
      expect(answer.json().message).toBe(answer.json().fields.productPrice);
      expect(await productCount()).toBe(before);
    },
  );

  it.each([null, '', [7], '0x10', true, {}])('refuses %j as a JSON price on update', async (price) => {
    const product = await createProduct(shop);
    const answer = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.catalog.updateProduct(product._id),
      headers: admin.headers,
      payload: { ...fields, productPrice: price },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({ productPrice: expect.stringMatching(/^(Price|Enter the price)/) });
  });
});

describe('images', () => {
  it('takes JPEG, PNG and WebP only', async () => {
    const gif = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');
    const answer = await addWith('999', { contentType: 'image/gif', bytes: gif });
    expect(answer.statusCode).toBe(415);
    expect(answer.json().message).toBe('The file must be a JPEG, PNG or WebP image');
    expect((await addWith('999', { contentType: 'image/png', bytes: await pngBytes() })).statusCode).toBe(201);
  });

  it('answers a truncated form 400, not 500', async () => {
    const body = multipartBody({ ...fields, productPrice: '999' }, [
      { field: 'images', filename: 'a.png', contentType: 'image/png', bytes: await pngBytes() },
    ]);
    const cut = body.payload.subarray(0, Math.floor(body.payload.length * 0.6));
    const answer = await shop.app.inject({
      method: 'POST',
      url: apiPaths.catalog.addProduct,
      payload: cut,
      headers: { ...body.headers, ...admin.headers },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, message: 'The form data is broken or incomplete' });
  });
});

describe('pages', () => {
  it('skips rows with offset alone and keeps the rest, on both engines', async () => {
    for (let index = 0; index < 3; index += 1) await createProduct(shop, { category: 'Speaker', name: `Paged speaker ${index}` });
    const all = await shop.app.inject({ method: 'GET', url: apiPaths.catalog.byCategory('Speaker') });
    const skipped = await shop.app.inject({ method: 'GET', url: `${apiPaths.catalog.byCategory('Speaker')}?offset=1` });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().data.map((product: { _id: string }) => product._id)).toEqual(
      all
        .json()
        .data.slice(1)
        .map((product: { _id: string }) => product._id),
    );
    const users = await shop.app.inject({ method: 'GET', url: `${apiPaths.auth.allUsers}?offset=1`, headers: admin.headers });
    expect(users.statusCode).toBe(200);
  });
});
