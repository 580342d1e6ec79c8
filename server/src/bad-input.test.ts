import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@voltcart/contract';
import { multipartBody } from '../test/multipart';
import { registerShopper, signInAdmin } from '../test/shoppers';
import { createProduct } from '../test/products';
import { createTestApp, type TestApp } from '../test/test-app';

// Hundreds of malformed requests across every route: none may answer 5xx, leak internals or change data.

type Route = { method: string; url: string };

let shop: TestApp;
let routes: Route[];
let bystanderId: string;
let sessions: Record<'anonymous' | 'shopper' | 'admin', Record<string, string>>;

/** Every route the app serves, read from Fastify's own route tree. */
function routesOf(tree: string): Route[] {
  return [...tree.matchAll(/(\/\S*) \(([A-Z, ]+)\)/g)].flatMap(([, url, methods]) =>
    methods!
      .split(', ')
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method, url: url! })),
  );
}

const TABLES = ['users', 'products', 'product_images', 'cart_items', 'comments', 'orders', 'order_items', 'payments'] as const;
async function tableCounts() {
  const counts: Record<string, unknown> = {};
  counts.catalogue = await shop.db
    .selectFrom('products')
    .select(['id', 'name', 'brand', 'description', 'price_paise', 'sales_price_paise'])
    .orderBy('id')
    .execute();
  for (const table of TABLES) {
    const row = await shop.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

beforeAll(async () => {
  // The couriers' webhook set up, as a shop that takes their updates has it (unset, it answers 503 to every call).
  shop = await createTestApp({ RATE_LIMITS: 'off' }, (config) => ({
    ...config,
    shipping: { webhookSecret: 'a-test-secret-of-the-couriers' },
  }));
  // Signing out (here or everywhere) takes no input, and would end the sessions the other requests use.
  const endsSessions: string[] = [apiPaths.auth.logout, apiPaths.auth.signOutEverywhere];
  routes = routesOf(shop.app.printRoutes({ commonPrefix: false })).filter((route) => !endsSessions.includes(route.url));
  const shopper = await registerShopper(shop);
  const admin = await signInAdmin(shop);
  bystanderId = (await createProduct(shop, { name: 'Bystander phone' }))._id;
  sessions = { anonymous: {}, shopper: shopper.headers, admin: { authorization: `Bearer ${admin.token}` } };
});
afterAll(() => shop.close());

const poison = fc.oneof(
  fc.constantFrom(
    null,
    '',
    [7],
    '0x10',
    '1e400',
    -1,
    1e308,
    'NaN',
    true,
    {},
    '\u0000',
    'text\u0007bell',
    '<script>alert(1)</script>',
  ),
  fc.constantFrom("' OR 1=1 --", '"; DROP TABLE users; --', '../../../etc/passwd', '%00', 'x'.repeat(70_000)),
  fc.constant({ __proto__: { role: 'admin' }, constructor: { prototype: { role: 'admin' } } }),
  fc.constant(JSON.parse(`${'['.repeat(60)}1${']'.repeat(60)}`)),
  fc.string({ maxLength: 40 }).map((text) => `${text}\u0000`),
  fc.anything({ maxDepth: 3 }).filter((value) => value !== undefined),
);
const FIELDS = [
  'productName',
  'productPrice',
  'salesPrice',
  'productDescription',
  'productBrand',
  'productCategory',
  'productImage',
  'email',
  'password',
  'username',
  'phone',
  'productId',
  'quantity',
  'comment',
  'amount',
  'status',
  '_id',
  'role',
];
/** Any poison as text: String() throws on a generated object without a prototype, whose JSON is text all the same. */
const asText = (value: unknown): string => {
  try {
    return String(value);
  } catch {
    return JSON.stringify(value) ?? 'x';
  }
};

const poisonedFields = fc.dictionary(fc.constantFrom(...FIELDS), poison, { minKeys: 1, maxKeys: 6 });
const paramValue = fc.oneof(fc.uuid(), fc.string({ maxLength: 30 }), poison.map(asText), fc.constant('a'.repeat(300)));

const body = fc.oneof(
  poisonedFields.map((fields) => ({ kind: 'json', payload: JSON.stringify(fields), type: 'application/json' })),
  fc
    .constantFrom('{"email":', '[', '{"a":1}}', 'null', '"just a string"', '\u0000')
    .map((payload) => ({ kind: 'raw', payload, type: 'application/json' })),
  poisonedFields.map((fields) => ({
    kind: 'multipart',
    payload: multipart(fields, false),
    type: 'multipart/form-data; boundary=fuzz',
  })),
  poisonedFields.map((fields) => ({
    kind: 'truncated',
    payload: multipart(fields, true),
    type: 'multipart/form-data; boundary=fuzz',
  })),
  fc
    .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml')
    .map((type) => ({ kind: 'other', payload: 'a=1&b=2', type })),
  fc.constant({ kind: 'none', payload: undefined, type: undefined }),
);

function multipart(fields: Record<string, unknown>, truncated: boolean): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
  );
  const file =
    '--fuzz\r\nContent-Disposition: form-data; name="images"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nnot really a png\r\n';
  const whole = `${parts.join('')}${file}--fuzz--\r\n`;
  return Buffer.from(truncated ? whole.slice(0, Math.max(10, Math.floor(whole.length / 2))) : whole);
}

const request = fc.record({
  route: fc.integer({ min: 0, max: 10_000 }),
  otherMethod: fc.option(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'), { freq: 6 }),
  params: fc.array(paramValue, { minLength: 3, maxLength: 3 }),
  query: fc.option(fc.dictionary(fc.constantFrom('limit', 'offset', 'q', 'page', 'sort'), poison.map(asText), { maxKeys: 3 })),
  who: fc.constantFrom('anonymous', 'shopper', 'admin' as const),
  body,
});

const LEAKS =
  /\bat \S+ \(|node_modules|\/work\/|\/tmp\/|SQLITE_|syntax error|select .* from|insert into|\$argon2|password_hash|token_hash/i;

describe('malformed requests across every route', () => {
  it('never answer 5xx, always carry the envelope, leak nothing and change no data', async () => {
    expect(routes.length).toBeGreaterThan(25);
    const before = await tableCounts();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const route = routes[input.route % routes.length]!;
        let param = 0;
        const url = route.url.replace(/:\w+/g, () => encodeURIComponent(String(input.params[param++ % 3])));
        const query = input.query ? `?${new URLSearchParams(input.query as Record<string, string>).toString()}` : '';
        const answer = await shop.app.inject({
          method: (input.otherMethod ?? route.method) as 'GET',
          url: `${url}${query}`,
          headers: { ...sessions[input.who], ...(input.body.type ? { 'content-type': input.body.type } : {}) },
          ...(input.body.payload !== undefined && (input.otherMethod ?? route.method) !== 'GET'
            ? { payload: input.body.payload }
            : {}),
        });
        sent += 1;
        const where = `${route.method} ${url}${query} (${input.body.kind}) → ${answer.statusCode} ${answer.body.slice(0, 300)}`;
        expect(answer.statusCode, where).toBeLessThan(500);
        expect(answer.body, where).not.toMatch(LEAKS);
        const isPage = String(answer.headers['content-type']).startsWith('text/html');
        if (answer.statusCode >= 400 && !isPage) {
          expect(answer.json(), where).toMatchObject({ success: false, error: true, message: expect.any(String), data: null });
        }
      }),
      { numRuns: 600, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), verbose: 1 },
    );
    expect(sent).toBeGreaterThanOrEqual(500);
    expect(await tableCounts()).toEqual(before);
  });
});

/** Requests that would be valid but for one control character: they must stop before the database. */
describe('one control character in an otherwise valid request', () => {
  type NearValid = {
    method: 'POST' | 'PUT';
    url: () => string;
    who: 'anonymous' | 'shopper' | 'admin';
    multipart?: boolean;
    fields: () => Record<string, string>;
  };
  const templates: NearValid[] = [
    {
      method: 'POST',
      url: () => apiPaths.auth.register,
      who: 'anonymous',
      multipart: true,
      fields: () => ({
        username: 'Near Valid',
        email: 'near.valid@example.com',
        phone: '9876543210',
        password: 'a fine passphrase',
      }),
    },
    {
      method: 'POST',
      url: () => apiPaths.auth.login,
      who: 'anonymous',
      fields: () => ({ email: 'near.valid@example.com', password: 'a fine passphrase' }),
    },
    {
      method: 'POST',
      url: () => apiPaths.comments.add,
      who: 'shopper',
      fields: () => ({ productId: bystanderId, comment: 'A very nice phone indeed' }),
    },
    {
      method: 'POST',
      url: () => apiPaths.newsletter.subscribe,
      who: 'anonymous',
      fields: () => ({ email: 'near.reader@example.com' }),
    },
    {
      method: 'POST',
      url: () => apiPaths.catalog.addProduct,
      who: 'admin',
      multipart: true,
      fields: () => ({
        productName: 'Near valid phone',
        productPrice: '1499',
        productDescription: 'A phone.',
        productBrand: 'Nearbrand',
        productCategory: 'Mobiles',
      }),
    },
    {
      method: 'PUT',
      url: () => apiPaths.catalog.updateProduct(bystanderId),
      who: 'admin',
      fields: () => ({
        productName: 'Renamed phone',
        productPrice: '1499',
        productDescription: 'A phone.',
        productBrand: 'Nearbrand',
      }),
    },
  ];
  const control = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u001b', '\u007f');

  it('answers 400 naming the field and writes nothing', async () => {
    const before = await tableCounts();
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.nat(), fc.nat(), control, async (which, field, at, character) => {
        const template = templates[which % templates.length]!;
        const fields = template.fields();
        const name = Object.keys(fields)[field % Object.keys(fields).length]!;
        const value = fields[name]!;
        fields[name] = `${value.slice(0, at % value.length)}${character}${value.slice(at % value.length)}`;
        const payload = template.multipart ? multipartBody(fields) : { payload: fields, headers: {} };
        const answer = await shop.app.inject({
          method: template.method,
          url: template.url(),
          payload: payload.payload,
          headers: { ...sessions[template.who], ...payload.headers },
        });
        expect(answer.statusCode, `${template.url()} ${name}: ${answer.body}`).toBe(400);
        expect(answer.json().message).toContain(name);
      }),
      { numRuns: 120 },
    );
    expect(await tableCounts()).toEqual(before);
  });
});

/**
 * Bodies nested 10,000 deep, on every call that reads a body: each answers 400 with the envelope before any walk or
 * schema recurses into it. Last in this file: signing out is among the calls, and none of them may run.
 */
describe('a body nested 10,000 levels deep', () => {
  const DEPTH = 10_000;
  const deepArray = `${'['.repeat(DEPTH)}1${']'.repeat(DEPTH)}`;
  const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
  const bodies = {
    arrays: deepArray,
    objects: deepObject,
    'arrays in a field': `{"email":${deepArray}}`,
    'objects in a field': `{"productName":${deepObject}}`,
  };

  it.each(Object.entries(bodies))(
    'of %s answers 400 with the envelope on every call that takes a body',
    async (_shape, payload) => {
      const everyRoute = routesOf(shop.app.printRoutes({ commonPrefix: false })).filter((route) => route.method !== 'GET');
      expect(everyRoute.length).toBeGreaterThan(20);
      const before = await tableCounts();
      for (const route of everyRoute) {
        const url = route.url.replace(/:\w+/g, bystanderId);
        const answer = await shop.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...sessions.admin, 'content-type': 'application/json' },
          payload,
        });
        const where = `${route.method} ${url} → ${answer.statusCode} ${answer.body.slice(0, 200)}`;
        // The courier webhook takes its raw bytes within 16 KiB and checks their signature before any parse: a body
        // this large is refused unread (413), which is all the check asks.
        if (url === apiPaths.shipping.webhook) {
          expect(answer.statusCode, where).toBe(413);
          expect(answer.json(), where).toMatchObject({ success: false, error: true, data: null });
          continue;
        }
        expect(answer.statusCode, where).toBe(400);
        expect(answer.json(), where).toMatchObject({
          success: false,
          error: true,
          message: expect.stringContaining('levels deep'),
          data: null,
        });
      }
      expect(await tableCounts()).toEqual(before);
    },
  );
});
