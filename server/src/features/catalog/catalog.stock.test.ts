import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@voltcart/contract';
import { multipartBody } from '../../../test/multipart';
import { openShopWithAdmin, type SignedIn } from '../../../test/shoppers';
import { pngBytes, type TestApp } from '../../../test/test-app';

let shop: TestApp;
let admin: SignedIn & { token: string };
beforeAll(async () => {
  ({ shop, admin } = await openShopWithAdmin());
});
afterAll(() => shop.close());

const productFields = {
  productName: 'Stocked Mouse',
  productPrice: '1499',
  productDescription: 'A mouse the shop has counted.',
  productBrand: 'Logitech',
  productCategory: 'Mouse',
};

async function addProduct(fields: Record<string, string>) {
  const body = multipartBody(fields, [
    { field: 'images', filename: 'a.png', contentType: 'image/png', bytes: await pngBytes(120, 80) },
  ]);
  return shop.app.inject({
    method: 'POST',
    url: apiPaths.catalog.addProduct,
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
}
const updateProduct = (id: string, payload: object) =>
  shop.app.inject({ method: 'PUT', url: apiPaths.catalog.updateProduct(id), headers: admin.headers, payload });
const stockInDatabase = async (id: string) =>
  Number((await shop.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock);

describe('admin products with productStock', () => {
  it('adds a product with the stock from the form and shows it in the product answers', async () => {
    const added = await addProduct({ ...productFields, productStock: '12' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.productStock).toBe(12);
    expect(await stockInDatabase(added.json().data._id)).toBe(12);
    const shown = await shop.app.inject({ method: 'GET', url: apiPaths.catalog.productById(added.json().data._id) });
    expect(shown.json().data.productStock).toBe(12);
  });

  it("adds a product from the spec's own form (no productStock) as out of stock", async () => {
    const added = await addProduct(productFields);
    expect(added.statusCode).toBe(201);
    expect(added.json().data.productStock).toBe(0);
  });

  it.each(['1.5', '-1', '1000001', 'lots', '0x10', '1e3'])(
    'refuses productStock %s with a message naming the field in words',
    async (productStock) => {
      const added = await addProduct({ ...productFields, productStock });
      expect(added.statusCode).toBe(400);
      const words = 'Stock is a whole number of units from 0 to 10,00,000';
      expect(added.json()).toMatchObject({ message: words, fields: { productStock: words } });
    },
  );

  it('sets the stock from a JSON update, and keeps it when an update leaves it out', async () => {
    const id = (await addProduct({ ...productFields, productStock: '3' })).json().data._id as string;
    const json = { ...productFields, productPrice: 1499 };
    const updated = await updateProduct(id, { ...json, productStock: 40 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.productStock).toBe(40);

    const specShaped = await updateProduct(id, { ...json, productName: 'Renamed mouse' });
    expect(specShaped.statusCode).toBe(200);
    expect(specShaped.json().data).toMatchObject({ productName: 'Renamed mouse', productStock: 40 });

    for (const productStock of [2.5, -3, 1_000_001, '7 units']) {
      const refused = await updateProduct(id, { ...json, productStock });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ productStock: expect.stringMatching(/^Stock is a whole number/) });
    }
    expect(await stockInDatabase(id)).toBe(40);
  });

  it('never stores stock below zero, whatever writes it', async () => {
    const id = (await addProduct({ ...productFields, productStock: '1' })).json().data._id as string;
    await expect(shop.db.updateTable('products').set({ stock: -1 }).where('id', '=', id).execute()).rejects.toThrow();
    expect(await stockInDatabase(id)).toBe(1);
  });
});
