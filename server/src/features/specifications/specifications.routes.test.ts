import { apiPaths, CATEGORIES, type Product } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/multipart';
import { createProduct, productUpdateBody } from '../../../test/products';
import { openShopWithAdmin, type SignedIn } from '../../../test/shoppers';
import { pngBytes, type TestApp } from '../../../test/test-app';

// A category's typed attributes, a product's values (the admin forms check them by type), and the listing's filters
// and facet counts on them, on the engine of this run.

let shop: TestApp;
let admin: SignedIn & { token: string };

beforeAll(async () => {
  ({ shop, admin } = await openShopWithAdmin());
});
afterAll(() => shop.close());

const phoneForm = {
  productName: 'Spec Phone One',
  productPrice: '30000',
  salesPrice: '27999',
  productDescription: 'A phone made by a test.',
  productBrand: 'Specbrand',
  productCategory: 'Mobiles',
};

async function addProduct(fields: Record<string, string>) {
  const body = multipartBody(fields, [{ field: 'images', filename: 'a.png', contentType: 'image/png', bytes: await pngBytes() }]);
  return shop.app.inject({
    method: 'POST',
    url: apiPaths.catalog.addProduct,
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
}

const updateProduct = (id: string, body: Record<string, unknown>) =>
  shop.app.inject({ method: 'PUT', url: apiPaths.catalog.updateProduct(id), payload: body, headers: admin.headers });

const productPage = async (id: string): Promise<Product> =>
  (await shop.app.inject({ method: 'GET', url: apiPaths.catalog.productById(id) })).json().data;

const storedValues = (productId: string) =>
  shop.db
    .selectFrom('product_specifications')
    .select(['attribute_key', 'number_value', 'text_value'])
    .where('product_id', '=', productId)
    .orderBy('attribute_key')
    .execute();

/** Gives a product values straight in the database (numbers as numbers, the rest as text). */
async function giveValues(productId: string, values: Record<string, string | number | boolean>) {
  await shop.db
    .insertInto('product_specifications')
    .values(
      Object.entries(values).map(([attribute_key, value]) => ({
        product_id: productId,
        attribute_key,
        number_value: typeof value === 'number' ? value : null,
        text_value: typeof value === 'number' ? null : String(value),
      })),
    )
    .execute();
}

describe('the categories', () => {
  it("lists each category's attributes with their types, units and choices", async () => {
    const answer = await shop.app.inject({ method: 'GET', url: apiPaths.catalog.categories });
    const categories: { id: string; attributes: { key: string; type: string; unit?: string; choices?: string[] }[] }[] =
      answer.json().data;
    expect(categories.map((category) => category.id)).toEqual(CATEGORIES.map((category) => category.id));
    for (const category of categories) expect(category.attributes.length, category.id).toBeGreaterThanOrEqual(5);
    const mobiles = categories.find((category) => category.id === 'mobiles')!.attributes;
    expect(mobiles).toEqual(
      expect.arrayContaining([
        { key: 'ram', label: 'RAM', type: 'number', unit: 'GB' },
        { key: 'storage', label: 'Storage', type: 'number', unit: 'GB' },
        { key: 'screen', label: 'Screen size', type: 'number', unit: 'inches' },
        { key: 'battery', label: 'Battery', type: 'number', unit: 'mAh' },
        { key: '5g', label: '5G', type: 'boolean' },
        { key: 'os', label: 'Operating system', type: 'choice', choices: ['Android', 'iOS'] },
        { key: 'chipset', label: 'Processor', type: 'text' },
      ]),
    );
    const tv = categories.find((category) => category.id === 'tv')!.attributes.map((attribute) => attribute.key);
    expect(tv).toEqual(expect.arrayContaining(['screen', 'resolution', 'panel', 'refresh_rate']));
  });
});

describe("a product's specifications", () => {
  it('are added with the product (a multipart form sends them as JSON), typed in the answer and in the database', async () => {
    const specifications = {
      ram: '12',
      storage: '256',
      screen: '6.7',
      '5g': 'true',
      os: 'android',
      chipset: 'Snapdragon 8 Gen 3',
    };
    const added = await addProduct({ ...phoneForm, specifications: JSON.stringify(specifications) });
    expect(added.statusCode, added.body).toBe(201);
    const expected = { ram: 12, storage: 256, screen: 6.7, '5g': true, os: 'Android', chipset: 'Snapdragon 8 Gen 3' };
    expect(added.json().data.specifications).toEqual(expected);
    const id: string = added.json().data._id;
    expect((await productPage(id)).specifications).toEqual(expected);
    expect(await storedValues(id)).toEqual([
      { attribute_key: '5g', number_value: null, text_value: 'true' },
      { attribute_key: 'chipset', number_value: null, text_value: 'Snapdragon 8 Gen 3' },
      { attribute_key: 'os', number_value: null, text_value: 'Android' },
      { attribute_key: 'ram', number_value: 12, text_value: null },
      { attribute_key: 'screen', number_value: 6.7, text_value: null },
      { attribute_key: 'storage', number_value: 256, text_value: null },
    ]);
  });

  it('refuses values of the wrong type, naming each field in words, and adds nothing', async () => {
    const before = await shop.db.selectFrom('products').select('id').execute();
    const refused = await addProduct({
      ...phoneForm,
      productName: 'Spec Phone Refused',
      specifications: JSON.stringify({ ram: 'lots', '5g': 'maybe', os: 'Symbian', colour: 'Red' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'specifications.ram': 'RAM must be a number in GB, like 8 or 6.1',
      'specifications.5g': '5G is yes or no',
      'specifications.os': 'Operating system is one of Android, iOS',
      'specifications.colour': '"colour" is not a specification of this category',
    });
    expect(refused.json().message).toBe(
      'RAM must be a number in GB, like 8 or 6.1; 5G is yes or no; Operating system is one of Android, iOS',
    );
    expect(await shop.db.selectFrom('products').select('id').execute()).toHaveLength(before.length);
  });

  it('are replaced by an update that sends them, kept by one that does not, and refused by type on update too', async () => {
    const phone = await createProduct(shop, { category: 'Mobiles', name: 'Spec Phone Updated' });
    const changed = await updateProduct(phone._id, productUpdateBody(phone, { specifications: { ram: 8, '5g': false } }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.specifications).toEqual({ ram: 8, '5g': false });

    const renamed = await updateProduct(phone._id, productUpdateBody(phone, { productName: 'Spec Phone Renamed' }));
    expect(renamed.json().data.specifications).toEqual({ ram: 8, '5g': false });

    const refused = await updateProduct(phone._id, productUpdateBody(phone, { specifications: { battery: -5, screen: '6,1' } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'specifications.battery': 'Battery must be a number in mAh, like 8 or 6.1',
      'specifications.screen': 'Screen size must be a number in inches, like 8 or 6.1',
    });
    expect((await productPage(phone._id)).specifications).toEqual({ ram: 8, '5g': false });
  });

  it('that the new category has are kept when a product moves, the others dropped', async () => {
    const product = await createProduct(shop, { category: 'Mobiles', name: 'Spec Phone Moved' });
    await giveValues(product._id, { screen: 6.5, ram: 6 });
    const moved = await updateProduct(product._id, productUpdateBody(product, { productCategory: 'TV' }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.specifications).toEqual({ screen: 6.5 });
    expect((await storedValues(product._id)).map((row) => row.attribute_key)).toEqual(['screen']);
  });

  it('are answered empty for a product without any', async () => {
    const plain = await createProduct(shop, { category: 'Mouse', name: 'Spec Mouse Plain' });
    expect((await productPage(plain._id)).specifications).toEqual({});
  });
});

describe('filters and facets', () => {
  // Watches of their own brands, so other tests' products stay out of the counts.
  const watches: Record<string, { brand: string; values: Record<string, string | number | boolean> }> = {
    'Filterwatch Alpha': { brand: 'Tickfast', values: { screen: 1.4, display: 'AMOLED', gps: true, battery_days: 14 } },
    'Filterwatch Beta': { brand: 'Tickfast', values: { screen: 1.96, display: 'AMOLED', gps: false, battery_days: 7 } },
    'Filterwatch Gamma': { brand: 'Tockslow', values: { screen: 2.01, display: 'LCD', gps: false, battery_days: 7 } },
    'Filterwatch Delta': { brand: 'Tockslow', values: { screen: 1.3, display: 'OLED', gps: true, battery_days: 1 } },
    'Filterwatch Epsilon': { brand: 'Tockslow', values: { display: 'LCD' } },
  };

  beforeAll(async () => {
    for (const [name, { brand, values }] of Object.entries(watches)) {
      const product = await createProduct(shop, { category: 'Watches', name, brand });
      await giveValues(product._id, values);
    }
  });

  const search = (query: string) => shop.app.inject({ method: 'GET', url: `${apiPaths.catalog.search}?${query}` });
  const listing = async (query: string) => {
    const answer = await search(`category=Watches&sort=price-asc&${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as {
      items: Product[];
      total: number;
      facets: { brands: { brand: string; count: number }[]; specs?: ({ key: string } & Record<string, unknown>)[] };
    };
  };
  const names = (data: { items: Product[] }) => data.items.map((product) => product.productName).sort();
  const facet = (data: Awaited<ReturnType<typeof listing>>, key: string) => data.facets.specs?.find((entry) => entry.key === key);

  /** How many Watches hold `key` = `text` (or a number in the range), counted straight in the database. */
  async function countInDatabase(key: string, where: { text?: string; min?: number; max?: number }, brand?: string) {
    let query = shop.db
      .selectFrom('product_specifications as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('p.category_id', '=', 'watches')
      .where('s.attribute_key', '=', key);
    if (where.text !== undefined) query = query.where('s.text_value', '=', where.text);
    if (where.min !== undefined) query = query.where('s.number_value', '>=', where.min);
    if (where.max !== undefined) query = query.where('s.number_value', '<=', where.max);
    if (brand) query = query.where('p.brand', '=', brand);
    return Number((await query.executeTakeFirstOrThrow()).count);
  }

  it("counts each choice and yes/no of the category's attributes, and gives each number's range, as the database holds them", async () => {
    const data = await listing('');
    expect(data.total).toBe(5);
    expect(facet(data, 'display')).toEqual({
      key: 'display',
      values: [
        { value: 'AMOLED', count: await countInDatabase('display', { text: 'AMOLED' }) },
        { value: 'OLED', count: await countInDatabase('display', { text: 'OLED' }) },
        { value: 'LCD', count: await countInDatabase('display', { text: 'LCD' }) },
      ],
    });
    expect(facet(data, 'gps')).toEqual({
      key: 'gps',
      values: [
        { value: true, count: await countInDatabase('gps', { text: 'true' }) },
        { value: false, count: await countInDatabase('gps', { text: 'false' }) },
      ],
    });
    expect(facet(data, 'screen')).toEqual({ key: 'screen', min: 1.3, max: 2.01 });
    // Attributes no product has a value of are left out.
    expect(facet(data, 'calling')).toBeUndefined();
  });

  it('filters by a choice, any of several choices, yes/no and a number range, and by all of them at once', async () => {
    expect(names(await listing('specs.display=LCD'))).toEqual(['Filterwatch Epsilon', 'Filterwatch Gamma']);
    expect(names(await listing('specs.display=LCD&specs.display=OLED'))).toEqual([
      'Filterwatch Delta',
      'Filterwatch Epsilon',
      'Filterwatch Gamma',
    ]);
    expect(names(await listing('specs.gps=true'))).toEqual(['Filterwatch Alpha', 'Filterwatch Delta']);
    expect(names(await listing('specs.gps=false'))).toEqual(['Filterwatch Beta', 'Filterwatch Gamma']);
    expect(names(await listing('specs.screen.min=1.4&specs.screen.max=2'))).toEqual(['Filterwatch Alpha', 'Filterwatch Beta']);
    expect(names(await listing('specs.battery_days=7&specs.battery_days=1'))).toEqual([
      'Filterwatch Beta',
      'Filterwatch Delta',
      'Filterwatch Gamma',
    ]);
    const combined = await listing('specs.display=AMOLED&specs.gps=false&specs.screen.min=1.5');
    expect(names(combined)).toEqual(['Filterwatch Beta']);
    expect(combined.total).toBe(1);
  });

  it("counts a filtered attribute's values without its own filter, and the others under every filter", async () => {
    const data = await listing('specs.display=LCD');
    // Display's own counts ignore the display filter (ticking LCD keeps AMOLED's count).
    expect(facet(data, 'display')).toMatchObject({ values: expect.arrayContaining([{ value: 'AMOLED', count: 2 }]) });
    // GPS counts only the LCD watches: Gamma says no, Epsilon has no value.
    expect(facet(data, 'gps')).toEqual({ key: 'gps', values: [{ value: false, count: 1 }] });
    expect(data.facets.brands).toEqual([{ brand: 'Tockslow', count: 2 }]);

    const byBrand = await listing('brand=Tickfast');
    expect(facet(byBrand, 'display')).toEqual({
      key: 'display',
      values: [{ value: 'AMOLED', count: await countInDatabase('display', { text: 'AMOLED' }, 'Tickfast') }],
    });
    expect(facet(await listing('specs.screen.min=1.9'), 'screen')).toEqual({ key: 'screen', min: 1.3, max: 2.01 });
  });

  it('combines spec filters with a text search, whose named category gives the facets', async () => {
    const answer = await search('q=filterwatch&specs.gps=true');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(names(answer.json().data)).toEqual(['Filterwatch Alpha', 'Filterwatch Delta']);
    // "watch" names the Watches: their attributes are counted among the matches.
    const named = await search('q=watch&category=Watches&specs.display=OLED');
    expect(names(named.json().data)).toEqual(['Filterwatch Delta']);
    expect(facet(named.json().data, 'gps')).toEqual({ key: 'gps', values: [{ value: true, count: 1 }] });
  });

  it('shows a change of values on the next search (the answers kept are made again)', async () => {
    expect(names(await listing('specs.display=OLED'))).toEqual(['Filterwatch Delta']);
    const epsilon = await shop.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Filterwatch Epsilon')
      .executeTakeFirstOrThrow();
    await shop.db
      .updateTable('product_specifications')
      .set({ text_value: 'OLED' })
      .where('product_id', '=', epsilon.id)
      .where('attribute_key', '=', 'display')
      .execute();
    expect(names(await listing('specs.display=OLED'))).toEqual(['Filterwatch Delta', 'Filterwatch Epsilon']);
    await shop.db
      .updateTable('product_specifications')
      .set({ text_value: 'LCD' })
      .where('product_id', '=', epsilon.id)
      .where('attribute_key', '=', 'display')
      .execute();
  });

  it('refuses spec parameters it cannot read, in words naming the parameter', async () => {
    const cases: [string, string][] = [
      ['specs.screen.min=big', 'specs.screen.min must be a number'],
      ['specs.gps=maybe', 'specs.gps must be true or false'],
      ['specs.flavour=mint', 'specs.flavour: no category has a specification "flavour" to filter on'],
      ['specs.display.min=1', 'specs.display.min: Display is not a number, so it has no .min'],
      ['specs.screen.min=3&specs.screen.max=1', 'specs.screen.min must not be above specs.screen.max'],
    ];
    for (const [query, message] of cases) {
      const answer = await search(`category=Watches&${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message, query).toContain(message);
    }
  });

  it('answers a listing whose products have no values without spec facets (as before them)', async () => {
    await createProduct(shop, { category: 'Printers', name: 'Plain printer', brand: 'Inkless' });
    const answer = await search('category=Printers');
    expect(answer.json().data.facets).toEqual({ brands: [{ brand: 'Inkless', count: 1 }], price: { min: 1000, max: 1000 } });
  });
});
