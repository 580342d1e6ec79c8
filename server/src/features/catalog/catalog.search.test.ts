import { apiPaths, type Product, type ProductSearchData } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/multipart';
import { createProduct } from '../../../test/products';
import { openShopWithAdmin, type SignedIn } from '../../../test/shoppers';
import type { TestApp } from '../../../test/test-app';

// GET /api/product/search on the engine of this run: text matching, ranking, filters, facets, sorts, pages, and
// the index following every product write. Each describe keeps to categories or words no other one uses.

let shop: TestApp;
let admin: SignedIn & { token: string };

beforeAll(async () => {
  ({ shop, admin } = await openShopWithAdmin());
});
afterAll(() => shop.close());

const search = (params: Record<string, string | number>) =>
  shop.app.inject({
    method: 'GET',
    url: `${apiPaths.catalog.search}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`,
  });

async function found(params: Record<string, string | number>): Promise<ProductSearchData> {
  const answer = await search(params);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json()).toMatchObject({ success: true, error: false });
  return answer.json().data;
}
const namesOf = (data: ProductSearchData) => data.items.map((product) => product.productName);
const names = async (params: Record<string, string | number>) => namesOf(await found(params));

describe('text matching', () => {
  beforeAll(async () => {
    await createProduct(shop, { name: 'Samsung Galaxy S24', brand: 'Samsung', category: 'Mobiles' });
    await createProduct(shop, { name: 'Apple iPhone 15', brand: 'Apple', category: 'Mobiles' });
    await createProduct(shop, { name: 'Sony WH-1000XM5 Headphones', brand: 'Sony', category: 'Earphones' });
    await createProduct(shop, {
      name: 'Ultra Kettle',
      brand: 'Kitchenly',
      category: 'Trimmers',
      description: 'Boils water in a minute, quietly.',
    });
  });

  it('finds a product by the start of a word of its name or brand, in any case', async () => {
    expect(await names({ q: 'sams' })).toEqual(['Samsung Galaxy S24']);
    expect(await names({ q: 'GALAX' })).toEqual(['Samsung Galaxy S24']);
    expect(await names({ q: 'iphone 15' })).toEqual(['Apple iPhone 15']);
  });

  it('finds by category and by description words', async () => {
    expect(await names({ q: 'earphones' })).toEqual(['Sony WH-1000XM5 Headphones']);
    expect(await names({ q: 'boils water' })).toEqual(['Ultra Kettle']);
  });

  it('needs every word to match', async () => {
    expect(await names({ q: 'samsung iphone' })).toEqual([]);
  });

  it('forgives one typo in a word of five letters or more', async () => {
    expect(await names({ q: 'samsng' })).toEqual(['Samsung Galaxy S24']);
    expect(await names({ q: 'hedphones' })).toEqual(['Sony WH-1000XM5 Headphones']);
    expect(await names({ q: 'galaxxy' })).toEqual(['Samsung Galaxy S24']);
  });

  it('does not guess at typos in short words', async () => {
    expect(await names({ q: 'aple' })).toEqual([]);
  });
});

describe('corrected words', () => {
  beforeAll(async () => {
    await createProduct(shop, { name: 'Quorvex Tablet 11', brand: 'Quorvex', category: 'Mobiles' });
    await createProduct(shop, {
      name: 'Zentrix Soundbar',
      brand: 'Zentrix',
      category: 'Speakers',
      description: 'Fills a room with sound.',
    });
  });

  it('says which words it corrected, spelt as the catalogue writes them, keeping the other words', async () => {
    const data = await found({ q: 'quorvx' });
    expect(namesOf(data)).toEqual(['Quorvex Tablet 11']);
    expect(data.correctedQuery).toBe('Quorvex');
    expect((await found({ q: 'Quorvx tablet' })).correctedQuery).toBe('Quorvex tablet');
    expect((await found({ q: 'zentrx soundbar' })).correctedQuery).toBe('Zentrix soundbar');
  });

  it('says nothing when every word matched as typed, or when nothing matched', async () => {
    const data = await found({ q: 'quorvex' });
    expect(data.total).toBe(1);
    expect(data).not.toHaveProperty('correctedQuery');
    expect(await found({ q: 'quorv' })).not.toHaveProperty('correctedQuery');
    expect(await found({ q: 'quorvx zentrix soundbar tablet' })).toMatchObject({ total: 0 });
    expect(await found({ q: 'quorvx zentrix soundbar tablet' })).not.toHaveProperty('correctedQuery');
  });

  it('searches exactly what was typed with exact=1: no correction, and no typo matches', async () => {
    const exact = await found({ q: 'quorvx', exact: 1 });
    expect(exact).toMatchObject({ items: [], total: 0 });
    expect(exact).not.toHaveProperty('correctedQuery');
    expect(await names({ q: 'quorvex tab', exact: 1 })).toEqual(['Quorvex Tablet 11']);
    expect(await names({ q: 'quorvx', exact: 0 })).toEqual(['Quorvex Tablet 11']);
  });
});

describe("a category's words", () => {
  // Mobiles holds the text-matching and corrected-words products; the others here say "mobile" or "phones".
  const mentions: Record<string, Product> = {};
  beforeAll(async () => {
    mentions.speaker = await createProduct(shop, {
      name: 'Pocket Speaker',
      brand: 'Loudo',
      category: 'Speakers',
      description: 'Plays music from mobile phones.',
    });
    mentions.stand = await createProduct(shop, { name: 'Mobile Stand', brand: 'Holdo', category: 'Trimmers' });
  });
  const inMobilesFirst = (data: ProductSearchData) => {
    const mobiles = data.items.filter((product) => product.productCategory === 'Mobiles').length;
    expect(mobiles).toBeGreaterThan(1);
    expect(data.items.slice(0, mobiles).every((product) => product.productCategory === 'Mobiles')).toBe(true);
    return data.items.slice(mobiles).map((product) => product._id);
  };

  it('list the products of the category they name first, then those whose text says them', async () => {
    expect(inMobilesFirst(await found({ q: 'mobile' }))).toEqual([mentions.stand!._id, mentions.speaker!._id]);
    expect(inMobilesFirst(await found({ q: 'mobiles', exact: 1 }))).toEqual([]);
  });

  it("match that category's products by an alias they never say", async () => {
    expect(inMobilesFirst(await found({ q: 'phones' }))).toEqual([mentions.speaker!._id]);
    expect(await names({ q: 'quorvex phones' })).toEqual(['Quorvex Tablet 11']);
    expect(await names({ q: 'quorvex phones', exact: 1 })).toEqual(['Quorvex Tablet 11']);
  });

  it('rank only in the relevance order', async () => {
    const newest = await found({ q: 'mobile', sort: 'newest' });
    expect(newest.items.slice(0, 2).map((product) => product._id)).toEqual([mentions.stand!._id, mentions.speaker!._id]);
  });
});

describe('ranking', () => {
  it('puts the named category first, then name matches before brand and description matches, then the newest', async () => {
    const description = await createProduct(shop, {
      name: 'Cable organiser',
      brand: 'Tidy',
      category: 'Mouse',
      description: 'Keeps the cables of your printers neat.',
    });
    const category = await createProduct(shop, { name: 'Inkjet Model Z', brand: 'Inkwell', category: 'Printers' });
    const brand = await createProduct(shop, { name: 'Cable kit', brand: 'Printerspro', category: 'Mouse' });
    const olderName = await createProduct(shop, { name: 'Printers Deluxe Pack', brand: 'Testbrand', category: 'Mouse' });
    const newerName = await createProduct(shop, { name: 'Printers Deluxe Pack', brand: 'Testbrand', category: 'Mouse' });
    const data = await found({ q: 'printers' });
    // "printers" names a category: its product comes first, then the others by where they say it.
    expect(data.items.map((product) => product._id)).toEqual([
      category._id,
      newerName._id,
      olderName._id,
      brand._id,
      description._id,
    ]);
    expect(data.total).toBe(5);
  });
});

describe('filters, facets and sorts', () => {
  const made: Record<string, Product> = {};
  beforeAll(async () => {
    made.nikon = await createProduct(shop, {
      name: 'Nikon Z50',
      brand: 'Nikon',
      category: 'Camera',
      price: 50000,
      salesPrice: 40000,
      stock: 5,
    });
    made.canon = await createProduct(shop, { name: 'Canon R50', brand: 'Canon', category: 'Camera', price: 30000, stock: 0 });
    made.sonyCamera = await createProduct(shop, {
      name: 'Sony A6400',
      brand: 'Sony',
      category: 'Camera',
      price: 80000,
      salesPrice: 56000,
      stock: 2,
    });
    made.sonyTv = await createProduct(shop, {
      name: 'Sony Bravia 55',
      brand: 'Sony',
      category: 'TV',
      price: 60000,
      salesPrice: 45000,
      stock: 0,
    });
    made.lgTv = await createProduct(shop, {
      name: 'LG OLED 48',
      brand: 'LG',
      category: 'TV',
      price: 40000,
      salesPrice: 38000,
      stock: 10,
    });
  });
  const both = { category: 'Camera,TV' };

  it('lists one category, or several, newest first, with brand counts and the price range', async () => {
    const cameras = await found({ category: 'Camera' });
    expect(namesOf(cameras)).toEqual(['Sony A6400', 'Canon R50', 'Nikon Z50']);
    expect(cameras.total).toBe(3);
    expect(cameras.facets).toEqual({
      brands: [
        { brand: 'Canon', count: 1 },
        { brand: 'Nikon', count: 1 },
        { brand: 'Sony', count: 1 },
      ],
      price: { min: 30000, max: 56000 },
    });
    expect(await names({ category: 'tvs,cameras' })).toEqual([
      'LG OLED 48',
      'Sony Bravia 55',
      'Sony A6400',
      'Canon R50',
      'Nikon Z50',
    ]);
  });

  it('filters by several brands, counting every brand under the other filters', async () => {
    const data = await found({ ...both, brand: 'Sony,LG' });
    expect(namesOf(data)).toEqual(['LG OLED 48', 'Sony Bravia 55', 'Sony A6400']);
    expect(data.total).toBe(3);
    expect(data.facets.brands).toEqual([
      { brand: 'Sony', count: 2 },
      { brand: 'Canon', count: 1 },
      { brand: 'LG', count: 1 },
      { brand: 'Nikon', count: 1 },
    ]);
    expect(data.facets.price).toEqual({ min: 38000, max: 56000 });
  });

  it('filters by the sales price range, in rupees, ends included', async () => {
    expect(await names({ ...both, minPrice: 40000, maxPrice: 45000 })).toEqual(['Sony Bravia 55', 'Nikon Z50']);
    expect(await names({ ...both, minPrice: 50000 })).toEqual(['Sony A6400']);
    expect(await names({ ...both, maxPrice: 30000 })).toEqual(['Canon R50']);
  });

  it('filters to products in stock', async () => {
    expect(await names({ ...both, inStock: 'true' })).toEqual(['LG OLED 48', 'Sony A6400', 'Nikon Z50']);
    expect(await names({ ...both, inStock: 'false' })).toHaveLength(5);
  });

  it('filters by a minimum discount in percent', async () => {
    expect(await names({ ...both, minDiscount: 25 })).toEqual(['Sony Bravia 55', 'Sony A6400']);
    expect(await names({ ...both, minDiscount: 31 })).toEqual([]);
  });

  it('combines filters, and the brand counts follow all but the brand filter', async () => {
    const data = await found({ ...both, inStock: 'true', minDiscount: 10, brand: 'Sony' });
    expect(namesOf(data)).toEqual(['Sony A6400']);
    expect(data.facets.brands).toEqual([
      { brand: 'Nikon', count: 1 },
      { brand: 'Sony', count: 1 },
    ]);
    expect(data.facets.price).toEqual({ min: 56000, max: 56000 });
    const none = await found({ ...both, brand: 'Canon', minPrice: 99999 });
    expect(none).toEqual({ items: [], total: 0, facets: { brands: [], price: null } });
  });

  it('combines a search with categories and filters', async () => {
    expect(await names({ q: 'sony', category: 'Camera' })).toEqual(['Sony A6400']);
    expect(await names({ q: 'sony', ...both, maxPrice: 50000 })).toEqual(['Sony Bravia 55']);
  });

  it('sorts by sales price both ways, discount and newest', async () => {
    expect(await names({ ...both, sort: 'price-asc' })).toEqual([
      'Canon R50',
      'LG OLED 48',
      'Nikon Z50',
      'Sony Bravia 55',
      'Sony A6400',
    ]);
    expect(await names({ ...both, sort: 'price-desc' })).toEqual([
      'Sony A6400',
      'Sony Bravia 55',
      'Nikon Z50',
      'LG OLED 48',
      'Canon R50',
    ]);
    expect(await names({ ...both, sort: 'discount' })).toEqual([
      'Sony A6400',
      'Sony Bravia 55',
      'Nikon Z50',
      'LG OLED 48',
      'Canon R50',
    ]);
    const newest = ['LG OLED 48', 'Sony Bravia 55', 'Sony A6400', 'Canon R50', 'Nikon Z50'];
    expect(await names({ ...both, sort: 'newest' })).toEqual(newest);
    expect(await names({ ...both, sort: 'relevance' })).toEqual(newest);
  });

  it('orders products of the same price by id', async () => {
    const first = await createProduct(shop, { name: 'Same price A', brand: 'Twin', category: 'Airpodes', price: 999 });
    const second = await createProduct(shop, { name: 'Same price B', brand: 'Twin', category: 'Airpodes', price: 999 });
    const ids = [first._id, second._id].sort();
    expect((await found({ category: 'Airpodes', sort: 'price-asc' })).items.map((product) => product._id)).toEqual(ids);
    expect((await found({ category: 'Airpodes', sort: 'price-desc' })).items.map((product) => product._id)).toEqual(
      [...ids].reverse(),
    );
  });
});

describe('pages', () => {
  it('pages with limit and offset: full pages, a short last page, and an empty page past the end with the true total', async () => {
    for (let index = 1; index <= 5; index += 1)
      await createProduct(shop, { name: `Watch ${index}`, brand: 'Tick', category: 'Watches' });
    const newest = ['Watch 5', 'Watch 4', 'Watch 3', 'Watch 2', 'Watch 1'];
    const pages = [];
    for (const offset of [0, 2, 4]) {
      const page = await found({ category: 'Watches', limit: 2, offset });
      expect(page.total).toBe(5);
      pages.push(...namesOf(page));
    }
    expect(pages).toEqual(newest);
    expect(await names({ category: 'Watches', limit: 2, offset: 4 })).toEqual(['Watch 1']);
    const past = await found({ category: 'Watches', limit: 2, offset: 6 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(5);
    expect(past.facets.brands).toEqual([{ brand: 'Tick', count: 5 }]);
    expect((await found({ category: 'Watches' })).items).toHaveLength(5);
  });

  it('answers 24 products a page by default', async () => {
    for (let index = 0; index < 25; index += 1)
      await createProduct(shop, { name: `Fridge ${index}`, brand: 'Coolo', category: 'Refrigerator' });
    const first = await found({ category: 'Refrigerator' });
    expect(first.items).toHaveLength(24);
    expect(first.total).toBe(25);
    expect((await found({ category: 'Refrigerator', offset: 24 })).items).toHaveLength(1);
  });
});

describe('the index follows product writes', () => {
  const fields = {
    productPrice: '1999',
    productDescription: 'A speaker for the garden.',
    productBrand: 'Garden',
    productCategory: 'Speakers',
  };

  it('finds a product added through the admin form, by its new name after a rename, and not after a delete', async () => {
    const body = multipartBody({ ...fields, productName: 'Zebracorn Boombox' });
    const added = await shop.app.inject({
      method: 'POST',
      url: apiPaths.catalog.addProduct,
      payload: body.payload,
      headers: { ...body.headers, ...admin.headers },
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().data._id as string;
    expect(await names({ q: 'zebrac' })).toEqual(['Zebracorn Boombox']);

    const renamed = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.catalog.updateProduct(id),
      headers: admin.headers,
      payload: { ...fields, productPrice: 1999, productName: 'Narwhalix Boombox', productBrand: 'Lawn' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names({ q: 'zebrac' })).toEqual([]);
    expect(await names({ q: 'narwhal' })).toEqual(['Narwhalix Boombox']);
    expect(await names({ q: 'garden boombox' })).toEqual(['Narwhalix Boombox']);
    expect(await names({ q: 'lawn narwhalix' })).toEqual(['Narwhalix Boombox']);

    const deleted = await shop.app.inject({ method: 'DELETE', url: apiPaths.catalog.deleteProduct(id), headers: admin.headers });
    expect(deleted.statusCode).toBe(200);
    expect(await found({ q: 'narwhal' })).toMatchObject({ items: [], total: 0 });
  });

  it('follows a change of category', async () => {
    const product = await createProduct(shop, { name: 'Movable Gadget', brand: 'Shifty', category: 'Mouse' });
    expect(await names({ q: 'shifty', category: 'Mouse' })).toEqual(['Movable Gadget']);
    await shop.db.updateTable('products').set({ category_id: 'processor' }).where('id', '=', product._id).execute();
    expect(await names({ q: 'shifty processor' })).toEqual(['Movable Gadget']);
    expect(await names({ q: 'shifty', category: 'Mouse' })).toEqual([]);
  });
});

describe('counts of whole categories', () => {
  // A category page without filters takes its total and brand counts from counts the database keeps on every
  // write; with any filter (minPrice=0 here) they are counted from the products themselves. Both must agree.
  const plainAndCounted = async (category: string) => {
    const plain = await found({ category });
    const counted = await found({ category, minPrice: 0 });
    expect({ total: plain.total, facets: plain.facets }).toEqual({ total: counted.total, facets: counted.facets });
    return plain;
  };

  it('follow adds, brand and category changes and deletes', async () => {
    // Processor also holds the product another test moved there; only this test's brands are looked at.
    const ours = (data: ProductSearchData) => data.facets.brands.filter((row) => ['Shavo', 'Edgy'].includes(row.brand));
    const before = (await plainAndCounted('Processor')).total;
    const one = await createProduct(shop, { name: 'Trim One', brand: 'Shavo', category: 'Processor', price: 1500 });
    await createProduct(shop, { name: 'Trim Two', brand: 'Shavo', category: 'Processor', price: 2500 });
    const three = await createProduct(shop, { name: 'Trim Three', brand: 'Edgy', category: 'Processor', price: 900 });
    const added = await plainAndCounted('Processor');
    expect(added.total).toBe(before + 3);
    expect(ours(added)).toEqual([
      { brand: 'Shavo', count: 2 },
      { brand: 'Edgy', count: 1 },
    ]);
    expect(added.facets.price?.min).toBe(900);

    await shop.db.updateTable('products').set({ brand: 'Edgy' }).where('id', '=', one._id).execute();
    expect(ours(await plainAndCounted('Processor'))).toEqual([
      { brand: 'Edgy', count: 2 },
      { brand: 'Shavo', count: 1 },
    ]);

    await shop.db.updateTable('products').set({ category_id: 'printers' }).where('id', '=', three._id).execute();
    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: apiPaths.catalog.deleteProduct(one._id),
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const after = await plainAndCounted('Processor');
    expect(after.total).toBe(before + 1);
    expect(ours(after)).toEqual([{ brand: 'Shavo', count: 1 }]);
    expect(after.facets.price?.min).not.toBe(900);
    await plainAndCounted('Processor,Printers');

    const everything = await found({});
    expect(everything.total).toBe((await shop.db.selectFrom('products').select('id').execute()).length);
    expect(everything.facets).toEqual((await found({ minPrice: 0 })).facets);
  });
});

describe('bad input', () => {
  it.each([
    [{ category: 'Toasters' }, 'category: unknown category "Toasters"'],
    [{ category: 'Mobiles,Toasters,Kettles' }, 'unknown category "Toasters", "Kettles"'],
    [{ sort: 'cheapest' }, 'sort must be one of relevance, price-asc, price-desc, newest, discount'],
    [{ minPrice: 'cheap' }, 'minPrice must be a number'],
    [{ maxPrice: -5 }, 'maxPrice must not be negative'],
    [{ minPrice: 500, maxPrice: 100 }, 'minPrice must not be above maxPrice'],
    [{ inStock: 'yes' }, 'inStock must be true or false'],
    [{ minDiscount: 120 }, 'minDiscount must be 0 to 95 (percent)'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ offset: -1 }, 'offset'],
    [{ q: 'x'.repeat(101) }, 'q is too long'],
  ])('answers 400 for %j with a message a person can act on', async (params, message) => {
    const answer = await search(params);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, error: true });
    expect(answer.json().message).toContain(message);
  });

  it.each([
    '"',
    '""',
    'sams*',
    '*',
    'sams OR apple',
    'NEAR(sams apple)',
    'NEAR(',
    '%',
    '_',
    "' or '1'='1",
    'sams"',
    '-sams',
    '^sams',
    'name:sams',
    '(sams',
    'a & b | !c',
    'sams:*',
    '\\',
  ])('answers %j with 200 and no error', async (q) => {
    const answer = await search({ q });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().success).toBe(true);
  });

  it('treats search syntax as plain words', async () => {
    expect(await names({ q: 'sams*"' })).toEqual(['Samsung Galaxy S24']);
    expect(await names({ q: 'NEAR(sams' })).toEqual([]);
    expect(await found({ q: '%_' })).toMatchObject({ items: [], total: 0 });
    expect(await names({ q: '   ' })).not.toEqual([]);
  });
});
