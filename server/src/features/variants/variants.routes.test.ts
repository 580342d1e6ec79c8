import { apiPaths, type Product, type ProductSearchData, type VariantGroup } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart } from '../../../test/cart';
import { createProduct } from '../../../test/products';
import { openShopWithAdmin, registerShopper, type SignedIn } from '../../../test/shoppers';
import type { TestApp } from '../../../test/test-app';

// Variant groups: an admin groups products by option values; each variant stays a product of its own, its page
// shows its group, and listings show one card per group.

let shop: TestApp;
let admin: SignedIn & { token: string };
let shopper: SignedIn;

beforeAll(async () => {
  ({ shop, admin } = await openShopWithAdmin());
  shopper = await registerShopper(shop, { username: 'Meera' });
});
afterAll(() => shop.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin.headers) =>
  shop.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function productAnswer(id: string): Promise<Product> {
  const answer = await call('GET', apiPaths.catalog.productById(id));
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
}

async function search(query: string): Promise<ProductSearchData> {
  const answer = await call('GET', `${apiPaths.catalog.search}?${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
}

/** A group made through the calls: the first product's options, then a variant added per further set of options. */
async function makeGroup(source: Product, first: Record<string, string>, more: Record<string, string>[]): Promise<VariantGroup> {
  const created = await call('POST', apiPaths.variants.create, { productId: source._id, options: first });
  expect(created.statusCode).toBe(201);
  let group: VariantGroup = created.json().data;
  for (const options of more) {
    const added = await call('POST', apiPaths.variants.add(source._id), { options });
    expect(added.statusCode).toBe(201);
    group = added.json().data;
  }
  return group;
}

const idWith = (group: VariantGroup, options: Record<string, string>) =>
  group.members.find((member) => Object.entries(options).every(([key, value]) => member.options[key] === value))!._id;

describe('an admin makes a variant group', () => {
  it('groups a product, adds variants copied from it, and each product answer shows the group', async () => {
    const phone = await createProduct(shop, { name: 'Orbit 12', category: 'Mobiles', brand: 'Orbitel', price: 60000 });
    const group = await makeGroup(phone, { Colour: 'Midnight', Storage: '128 GB' }, [
      { Colour: 'Starlight', Storage: '128 GB' },
      { Storage: '256 GB', Colour: 'Midnight' },
    ]);
    expect(group.optionKeys).toEqual(['Colour', 'Storage']);
    expect(group.members.map((member) => member.options)).toEqual([
      { Colour: 'Midnight', Storage: '128 GB' },
      { Colour: 'Starlight', Storage: '128 GB' },
      { Colour: 'Midnight', Storage: '256 GB' },
    ]);

    const copyId = idWith(group, { Colour: 'Starlight' });
    const copy = await productAnswer(copyId);
    // The copy is a product of its own with the source's fields and images.
    expect(copy).toMatchObject({
      productName: 'Orbit 12',
      productBrand: 'Orbitel',
      productCategory: 'Mobiles',
      salesPrice: 60000,
      productImage: phone.productImage,
      variantGroupId: group.groupId,
      options: { Colour: 'Starlight', Storage: '128 GB' },
    });
    expect(copy._id).not.toBe(phone._id);
    expect(copy.variants).toEqual(
      group.members.map((member) => ({ _id: member._id, options: member.options, salesPrice: 60000, productStock: 100 })),
    );
    expect((await productAnswer(phone._id)).options).toEqual({ Colour: 'Midnight', Storage: '128 GB' });
  });

  it('refuses options in words: a missing or unknown option, a combination taken, a product grouped already', async () => {
    const watch = await createProduct(shop, { name: 'Pulse Watch', category: 'Watches', brand: 'Pulse' });
    await makeGroup(watch, { Size: '41 mm' }, []);

    const missing = await call('POST', apiPaths.variants.add(watch._id), { options: { Strap: 'Sport' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ 'options.Size': 'Give a value for Size' });

    const taken = await call('POST', apiPaths.variants.add(watch._id), { options: { Size: '41 mm' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ options: 'Another variant already has Size: 41 mm' });

    const blank = await call('POST', apiPaths.variants.add(watch._id), { options: { Size: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Give this option a value');

    const again = await call('POST', apiPaths.variants.create, { productId: watch._id, options: { Size: '45 mm' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This product is in a variant group already');

    const loose = await createProduct(shop, { name: 'Loose Watch', category: 'Watches' });
    const ungrouped = await call('POST', apiPaths.variants.add(loose._id), { options: { Size: '45 mm' } });
    expect(ungrouped.statusCode).toBe(409);
  });

  it('edits a variant’s options and takes variants out of the group (they stay products)', async () => {
    const buds = await createProduct(shop, { name: 'Hush Buds', category: 'Earphones', brand: 'Hush' });
    const group = await makeGroup(buds, { Colour: 'Black' }, [{ Colour: 'White' }, { Colour: 'Blue' }]);
    const blue = idWith(group, { Colour: 'Blue' });
    const white = idWith(group, { Colour: 'White' });

    const edited = await call('PUT', apiPaths.variants.group(blue), { options: { Colour: 'Ocean Blue' } });
    expect(edited.statusCode).toBe(200);
    expect((await productAnswer(blue)).options).toEqual({ Colour: 'Ocean Blue' });
    const clash = await call('PUT', apiPaths.variants.group(blue), { options: { Colour: 'White' } });
    expect(clash.statusCode).toBe(400);

    const removed = await call('DELETE', apiPaths.variants.group(blue));
    expect(removed.statusCode).toBe(200);
    expect((removed.json().data as VariantGroup).members.map((member) => member._id)).toEqual([buds._id, white]);
    // Out of the group, it answers as a product of none: without the group's fields.
    const alone = await productAnswer(blue);
    expect(alone.productName).toBe('Hush Buds');
    for (const field of ['variantGroupId', 'options', 'variants']) expect(alone).not.toHaveProperty(field);
    expect((await productAnswer(buds._id)).variants?.map((variant) => variant._id)).toEqual([buds._id, white]);

    // A group left with one member is no group.
    const last = await call('DELETE', apiPaths.variants.group(white));
    expect(last.json().data).toBeNull();
    expect(await productAnswer(buds._id)).not.toHaveProperty('variantGroupId');
    expect((await call('GET', apiPaths.variants.group(buds._id))).json().data).toBeNull();
  });

  it('is for admins only: a shopper gets 403, a signed-out caller 401', async () => {
    const product = await createProduct(shop, { name: 'Guarded Phone', category: 'Mobiles' });
    const body = { productId: product._id, options: { Colour: 'Red' } };
    expect((await call('POST', apiPaths.variants.create, body, shopper.headers)).statusCode).toBe(403);
    expect((await call('GET', apiPaths.variants.group(product._id), undefined, shopper.headers)).statusCode).toBe(403);
    expect((await call('POST', apiPaths.variants.create, body, {} as never)).statusCode).toBe(401);
    expect(await productAnswer(product._id)).not.toHaveProperty('variantGroupId');
  });
});

describe('listings show one card per group', () => {
  let group: VariantGroup;
  let loner: Product;

  beforeAll(async () => {
    const base = await createProduct(shop, { name: 'Nimbus Watch', category: 'Watches', brand: 'Nimbus', price: 5000 });
    group = await makeGroup(base, { Size: '40 mm' }, [{ Size: '44 mm' }, { Size: '46 mm' }]);
    // 40 mm is the cheapest but sold out; 44 mm the cheapest in stock.
    await shop.db
      .updateTable('products')
      .set({ sales_price_paise: 400000, stock: 0 })
      .where('id', '=', idWith(group, { Size: '40 mm' }))
      .execute();
    await shop.db
      .updateTable('products')
      .set({ sales_price_paise: 450000 })
      .where('id', '=', idWith(group, { Size: '44 mm' }))
      .execute();
    loner = await createProduct(shop, { name: 'Nimbus Band', category: 'Watches', brand: 'Nimbus', price: 2000 });
  });

  it('lists the lowest-priced variant in stock with its group’s counts; the total and brand counts count cards', async () => {
    const data = await search('category=Watches&brand=Nimbus&sort=price-asc');
    expect(data.items.map((item) => [item.productName, item._id])).toEqual([
      ['Nimbus Band', loner._id],
      ['Nimbus Watch', idWith(group, { Size: '44 mm' })],
    ]);
    expect(data.items[1]).toMatchObject({
      salesPrice: 4500,
      variantGroupId: group.groupId,
      variantCount: 3,
      optionValueCounts: { Size: 3 },
    });
    // A product of no group answers as before.
    expect(Object.keys(data.items[0]!)).not.toContain('variantCount');
    expect(data.total).toBe(2);
    expect(data.facets.brands.find((brand) => brand.brand === 'Nimbus')).toEqual({ brand: 'Nimbus', count: 2 });
    // A whole category's listing (its brand counts from the counts table) counts cards too.
    const whole = await search('category=Watches');
    expect(whole.total).toBe(whole.items.length);
    expect(whole.items.filter((item) => item.variantGroupId === group.groupId)).toHaveLength(1);
  });

  it('picks the card among the members a filter keeps, and a text search collapses as well', async () => {
    const over = await search('category=Watches&brand=Nimbus&minPrice=4600');
    expect(over.items.map((item) => item._id)).toEqual([idWith(group, { Size: '46 mm' })]);
    expect(over.total).toBe(1);
    const text = await search('q=nimbus%20watch');
    expect(text.items.filter((item) => item.variantGroupId === group.groupId).map((item) => item._id)).toEqual([
      idWith(group, { Size: '44 mm' }),
    ]);
  });

  it('makes every answer showing the group stale after a variant write or a member’s stock change', async () => {
    const sibling = idWith(group, { Size: '46 mm' });
    const page = await productAnswer(idWith(group, { Size: '44 mm' }));
    expect(page.variants?.find((variant) => variant._id === sibling)?.productStock).toBe(100);
    expect((await search('category=Watches&brand=Nimbus')).items).toHaveLength(2);

    // A member's stock (a checkout's kind of write): the other members' pages show it.
    await shop.db.updateTable('products').set({ stock: 3 }).where('id', '=', sibling).execute();
    const again = await productAnswer(idWith(group, { Size: '44 mm' }));
    expect(again.variants?.find((variant) => variant._id === sibling)?.productStock).toBe(3);

    // A variant added: the pages and the listing's card count it.
    expect((await call('POST', apiPaths.variants.add(sibling), { options: { Size: '49 mm' } })).statusCode).toBe(201);
    expect((await productAnswer(idWith(group, { Size: '44 mm' }))).variants).toHaveLength(4);
    const listed = await search('category=Watches&brand=Nimbus');
    expect(listed.items.find((item) => item.variantGroupId === group.groupId)?.variantCount).toBe(4);
    expect(listed.total).toBe(2);

    // The card in stock sells out: the next lowest-priced in stock is the card.
    await shop.db
      .updateTable('products')
      .set({ stock: 0 })
      .where('id', '=', idWith(group, { Size: '44 mm' }))
      .execute();
    const after = await search('category=Watches&brand=Nimbus&sort=price-asc');
    expect(after.items.find((item) => item.variantGroupId === group.groupId)?._id).toBe(sibling);
  });
});

it('keeps two variants of one group as two lines of a cart', async () => {
  const phone = await createProduct(shop, { name: 'Cart Phone', category: 'Mobiles', brand: 'Cartel' });
  const group = await makeGroup(phone, { Colour: 'Black' }, [{ Colour: 'Green' }]);
  for (const member of group.members) expect((await addToCart(shop, shopper, member._id)).statusCode).toBe(200);
  const cart = await call('GET', apiPaths.cart.view, undefined, shopper.headers);
  const lines = (cart.json().data as { productId: Product; quantity: number }[]).filter(
    (line) => line.productId.productName === 'Cart Phone',
  );
  expect(lines.map((line) => [line.productId._id, line.quantity])).toEqual(group.members.map((member) => [member._id, 1]));
});
