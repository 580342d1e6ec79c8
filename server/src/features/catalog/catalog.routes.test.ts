import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@voltcart/contract';
import { multipartBody } from '../../../test/multipart';
import { createProduct } from '../../../test/products';
import { openShopWithAdmin, registerShopper, type SignedIn } from '../../../test/shoppers';
import { pngBytes, type TestApp } from '../../../test/test-app';

let shop: TestApp;
let admin: SignedIn & { token: string };
let shopper: SignedIn;

beforeAll(async () => {
  ({ shop, admin } = await openShopWithAdmin());
  shopper = await registerShopper(shop);
});
afterAll(() => shop.close());

const productFields = {
  productName: 'Volt Test Mouse',
  productPrice: '1499',
  salesPrice: '999.50',
  productDescription: 'A wireless mouse with a silent click.',
  productBrand: 'Logitech',
  productCategory: 'Mouse',
};

const png = async (name = 'photo.png') => ({
  field: 'images',
  filename: name,
  contentType: 'image/png',
  bytes: await pngBytes(300, 200),
});

async function addProduct(fields: Record<string, string> = productFields, files?: Awaited<ReturnType<typeof png>>[]) {
  const body = multipartBody(fields, files ?? [await png('a.png'), await png('b.png')]);
  return shop.app.inject({
    method: 'POST',
    url: apiPaths.catalog.addProduct,
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
}

/** The admin's multipart update of a product, with new image files. */
async function updateProduct(id: string, fields: Record<string, string | string[]>, files: Awaited<ReturnType<typeof png>>[]) {
  const body = multipartBody(fields, files);
  return shop.app.inject({
    method: 'PUT',
    url: apiPaths.catalog.updateProduct(id),
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
}

describe('category listings', () => {
  it('lists the products of several categories, accepting aliases in any case', async () => {
    const tv = await createProduct(shop, { category: 'TV', name: 'Sony Bravia 55' });
    const fridge = await createProduct(shop, { category: 'Refrigerator', name: 'LG Frost Free' });
    await createProduct(shop, { category: 'Watches' });

    const response = await shop.app.inject({ method: 'GET', url: apiPaths.catalog.byCategory('TVs,refrigerators') });
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((product: { productName: string }) => product.productName);
    expect(names).toEqual([tv.productName, fridge.productName]);
    expect(response.json().data[0]).toMatchObject({
      productCategory: 'TV',
      productImage: [expect.stringMatching(/^\/uploads\//)],
    });
  });

  it('answers an empty list for an unknown category, and pages with limit/offset', async () => {
    const unknown = await shop.app.inject({ method: 'GET', url: apiPaths.catalog.byCategory('Toasters') });
    expect(unknown.json()).toMatchObject({ success: true, data: [] });

    for (let i = 0; i < 5; i += 1) await createProduct(shop, { category: 'Speakers' });
    const page = await shop.app.inject({ method: 'GET', url: `${apiPaths.catalog.byCategory('Speakers')}?limit=4` });
    expect(page.json().data).toHaveLength(4);
    const bad = await shop.app.inject({ method: 'GET', url: `${apiPaths.catalog.byCategory('Speakers')}?limit=abc` });
    expect(bad.statusCode).toBe(400);
  });

  it('lists every product and counts them', async () => {
    const all = await shop.app.inject({ method: 'POST', url: apiPaths.catalog.products });
    const total = await shop.app.inject({ method: 'GET', url: apiPaths.catalog.totalProducts });
    expect(all.statusCode).toBe(200);
    expect(total.json().data).toBe(all.json().data.length);
    const rows = await shop.db.selectFrom('products').select('id').execute();
    expect(total.json().data).toBe(rows.length);
  });

  it('lists the twelve categories', async () => {
    const response = await shop.app.inject({ method: 'GET', url: apiPaths.catalog.categories });
    expect(response.json().data).toHaveLength(12);
  });
});

describe('product by id', () => {
  it('answers the product, 404 for an unknown id and 400 for a malformed one', async () => {
    const product = await createProduct(shop, { price: 2500, salesPrice: 1999.99 });
    const found = await shop.app.inject({ method: 'GET', url: apiPaths.catalog.productById(product._id) });
    expect(found.json().data).toMatchObject({ _id: product._id, productPrice: 2500, salesPrice: 1999.99 });

    const missing = await shop.app.inject({
      method: 'GET',
      url: apiPaths.catalog.productById('0190a7e2-5e3c-7cc0-8000-000000000000'),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, error: true, message: 'Product not found' });

    const malformed = await shop.app.inject({ method: 'GET', url: apiPaths.catalog.productById("1' or '1'='1") });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('admin product writes', () => {
  it('adds a product with two images re-encoded to WebP', async () => {
    const response = await addProduct();
    expect(response.statusCode).toBe(201);
    const product = response.json().data;
    expect(product).toMatchObject({
      productName: 'Volt Test Mouse',
      productPrice: 1499,
      salesPrice: 999.5,
      productCategory: 'Mouse',
    });
    expect(product.productImage).toHaveLength(2);
    const image = await shop.app.inject({ method: 'GET', url: product.productImage[0] });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const thumb = await shop.app.inject({ method: 'GET', url: product.productImage[0].replace('.webp', '-thumb.webp') });
    expect(thumb.statusCode).toBe(200);
  });

  it("answers 400 naming the fields in words, under the spec's field names, when fields are missing or prices are wrong", async () => {
    const missing = await addProduct({ ...productFields, productBrand: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Enter the brand', fields: { productBrand: 'Enter the brand' } });

    const notNumber = await addProduct({ ...productFields, productPrice: 'cheap' });
    expect(notNumber.statusCode).toBe(400);
    const priceWords = 'Price must be a number like 1499 or 1499.50';
    expect(notNumber.json()).toMatchObject({ message: priceWords, fields: { productPrice: priceWords } });

    const salesAbove = await addProduct({ ...productFields, salesPrice: '2000' });
    expect(salesAbove.statusCode).toBe(400);
    const saleWords = 'Sale price cannot be above the price';
    expect(salesAbove.json()).toMatchObject({ message: saleWords, fields: { salesPrice: saleWords } });
  });

  it('names every bad field of a product in words, never by its key, the sale price with the rest', async () => {
    const bad = {
      productName: ' ',
      productPrice: '10',
      salesPrice: '20',
      productDescription: '',
      productBrand: 'Acme',
      productStock: 'lots',
    };
    const response = await addProduct(bad);
    expect(response.statusCode).toBe(400);
    const { message, fields } = response.json() as { message: string; fields: Record<string, string> };
    expect(fields).toEqual({
      productName: 'Enter the product name',
      productDescription: 'Enter a description',
      productStock: 'Stock is a whole number of units from 0 to 10,00,000',
      salesPrice: 'Sale price cannot be above the price',
    });
    expect(message).toBe('Enter the product name; Enter a description; Stock is a whole number of units from 0 to 10,00,000');
    for (const key of Object.keys(fields)) expect(message).not.toContain(key);
  });

  it('answers 415 and stores nothing when one of the images is not an image', async () => {
    const before = await shop.db.selectFrom('products').select('id').execute();
    const response = await addProduct({ ...productFields, productName: 'Bad image product' }, [
      await png(),
      { field: 'images', filename: 'evil.png', contentType: 'image/png', bytes: Buffer.from('<?php echo "hi"; ?>') },
    ]);
    expect(response.statusCode).toBe(415);
    expect(await shop.db.selectFrom('products').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses product writes without a session (401) and for a shopper (403)', async () => {
    const product = await createProduct(shop);
    const form = multipartBody(productFields);
    const calls: {
      method: 'POST' | 'PUT' | 'DELETE';
      url: string;
      payload?: object | Buffer;
      headers?: Record<string, string>;
    }[] = [
      { method: 'POST', url: apiPaths.catalog.addProduct, payload: form.payload, headers: form.headers },
      { method: 'PUT', url: apiPaths.catalog.updateProduct(product._id), payload: { ...productFields, productPrice: 1 } },
      { method: 'DELETE', url: apiPaths.catalog.deleteProduct(product._id) },
    ];
    for (const call of calls) {
      expect((await shop.app.inject(call)).statusCode).toBe(401);
      const forbidden = await shop.app.inject({ ...call, headers: { ...call.headers, ...shopper.headers } });
      expect(forbidden.statusCode).toBe(403);
    }
    expect(
      (await shop.app.inject({ method: 'GET', url: apiPaths.catalog.productById(product._id) })).json().data.productPrice,
    ).toBe(product.productPrice);
  });

  it('updates a product from JSON, keeping only the listed images of that product', async () => {
    const added = (await addProduct({ ...productFields, productName: 'To update' })).json().data;
    const response = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.catalog.updateProduct(added._id),
      headers: admin.headers,
      payload: {
        ...productFields,
        productName: 'Updated name',
        productPrice: 1299,
        salesPrice: 1099,
        productImage: [added.productImage[1]],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      productName: 'Updated name',
      productPrice: 1299,
      salesPrice: 1099,
      productImage: [added.productImage[1]],
    });

    const foreign = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.catalog.updateProduct(added._id),
      headers: admin.headers,
      payload: { ...productFields, productPrice: 1299, productImage: ['/uploads/avatars/someone-else.webp'] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ productImage: foreign.json().message });
    expect(foreign.json().message).toBe("The image /uploads/avatars/someone-else.webp is not one of this product's");
  });

  it('updates with new image files sent as multipart', async () => {
    const added = (await addProduct({ ...productFields, productName: 'Multipart update' }, [await png()])).json().data;
    const response = await updateProduct(added._id, { ...productFields, productImage: added.productImage }, [
      await png('new.png'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.productImage).toHaveLength(2);
    expect(response.json().data.productImage[0]).toBe(added.productImage[0]);
  });

  it('replaces every image when a multipart update keeps none', async () => {
    const added = (await addProduct({ ...productFields, productName: 'Replace images' })).json().data;
    const response = await updateProduct(added._id, { ...productFields, productImage: '' }, [await png('only.png')]);
    expect(response.statusCode).toBe(200);
    const images = response.json().data.productImage;
    expect(images).toHaveLength(1);
    expect(added.productImage).not.toContain(images[0]);
  });

  it('deletes a product; a second delete and an update of it answer 404', async () => {
    const product = await createProduct(shop);
    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: apiPaths.catalog.deleteProduct(product._id),
      headers: admin.headers,
    });
    expect(deleted.json()).toMatchObject({ success: true, message: 'Product deleted successfully' });
    expect(await shop.db.selectFrom('products').where('id', '=', product._id).select('id').executeTakeFirst()).toBeUndefined();
    expect(
      (await shop.app.inject({ method: 'DELETE', url: apiPaths.catalog.deleteProduct(product._id), headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    const update = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.catalog.updateProduct(product._id),
      headers: admin.headers,
      payload: { ...productFields, productPrice: 10, salesPrice: 5 },
    });
    expect(update.statusCode).toBe(404);
  });

  it('stores SQL and HTML in text fields as plain text', async () => {
    const name = `<img src=x onerror=alert(1)>'; drop table products; --`;
    const response = await addProduct({ ...productFields, productName: name }, []);
    expect(response.statusCode).toBe(201);
    const stored = await shop.db
      .selectFrom('products')
      .select('name')
      .where('id', '=', response.json().data._id)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe(name);
  });
});
