import { apiPaths, type DeliveryRule } from '@voltcart/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setDeliveryRules } from '../../../test/delivery';
import { registerShopper, signInAdmin, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let shop: TestApp;
let admin: SignedIn & { token: string };
let shopper: SignedIn;
beforeAll(async () => {
  shop = await createTestApp();
  admin = await signInAdmin(shop);
  shopper = await registerShopper(shop);
});
afterAll(() => shop.close());
beforeEach(() => setDeliveryRules(shop, []));

const asAdmin = () => ({ authorization: `Bearer ${admin.token}` });
const paths = apiPaths.delivery;
const create = (payload: object) => shop.app.inject({ method: 'POST', url: paths.adminCreate, headers: asAdmin(), payload });
const list = async (): Promise<DeliveryRule[]> =>
  (await shop.app.inject({ method: 'GET', url: paths.adminList, headers: asAdmin() })).json().data;
const upload = (csv: string, mode?: 'replace' | 'upsert') =>
  shop.app.inject({ method: 'POST', url: paths.adminCsv, headers: asAdmin(), payload: { csv, ...(mode && { mode }) } });
const estimate = async (pincode: string) =>
  (await shop.app.inject({ method: 'GET', url: `${paths.estimate}?pincode=${pincode}` })).json().data;
const rowsNow = () => shop.db.selectFrom('delivery_rules').selectAll().orderBy('prefix').execute();

describe("the admin's delivery rules", () => {
  it('adds a rule (201), lists it, and the estimate follows it', async () => {
    const response = await create({ prefix: '744', area: 'Andaman', minDays: 7, maxDays: 10, codAvailable: false });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Delivery rule added',
      data: { prefix: '744', area: 'Andaman', minDays: 7, maxDays: 10, codAvailable: false, serviceable: true },
    });
    expect((await list()).map((rule) => rule.prefix)).toEqual(['744']);
    expect(await estimate('744101')).toMatchObject({ serviceable: true, codAvailable: false, days: 10 });
  });

  it('edits a rule and deletes it', async () => {
    const rule = (await create({ prefix: '56', minDays: 2, maxDays: 3 })).json().data as DeliveryRule;
    const edited = await shop.app.inject({
      method: 'PUT',
      url: paths.adminUpdate(rule._id),
      headers: asAdmin(),
      payload: { prefix: '56', serviceable: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // A rule that is not served keeps no days and takes no cash.
    expect(edited.json().data).toMatchObject({ serviceable: false, minDays: null, maxDays: null, codAvailable: false });
    expect(await estimate('560034')).toMatchObject({ serviceable: false, reason: "We don't deliver to 560034 yet." });

    const removed = await shop.app.inject({ method: 'DELETE', url: paths.adminRemove(rule._id), headers: asAdmin() });
    expect(removed.json()).toMatchObject({ success: true, message: 'Delivery rule deleted' });
    expect(await rowsNow()).toEqual([]);
    const again = await shop.app.inject({ method: 'DELETE', url: paths.adminRemove(rule._id), headers: asAdmin() });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Delivery rule not found');
  });

  it('refuses a second rule of the same prefix (409, under the prefix)', async () => {
    expect((await create({ prefix: '11', minDays: 3, maxDays: 4 })).statusCode).toBe(201);
    const again = await create({ prefix: '11', minDays: 1, maxDays: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'Another rule already has the prefix 11',
      fields: { prefix: 'Another rule already has the prefix 11' },
    });
  });

  it.each([
    [{ prefix: '0', minDays: 1, maxDays: 2 }, 'The pincode prefix is 1 to 6 digits and does not start with 0'],
    [{ prefix: '5600341', minDays: 1, maxDays: 2 }, 'The pincode prefix is 1 to 6 digits and does not start with 0'],
    [{ prefix: '56', minDays: 3, maxDays: 2 }, 'The most days cannot be fewer than the fewest days'],
    [{ prefix: '56' }, 'Enter the fewest days'],
    [{ prefix: '56', minDays: 1, maxDays: 31 }, 'The most days is at most 30'],
  ])('refuses %j (400) in words, adding nothing', async (payload, words) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(words);
    expect(await rowsNow()).toEqual([]);
  });

  it('keeps every call to the admin: 401 signed out, 403 for a shopper', async () => {
    const rule = (await create({ prefix: '40', minDays: 3, maxDays: 4 })).json().data as DeliveryRule;
    const calls = [
      { method: 'GET', url: paths.adminList },
      { method: 'POST', url: paths.adminCreate, payload: { prefix: '41', minDays: 1, maxDays: 2 } },
      { method: 'PUT', url: paths.adminUpdate(rule._id), payload: { prefix: '40', minDays: 1, maxDays: 2 } },
      { method: 'DELETE', url: paths.adminRemove(rule._id) },
      { method: 'GET', url: paths.adminCsv },
      { method: 'POST', url: paths.adminCsv, payload: { csv: 'prefix,min_days,max_days,cod,serviceable\n9,,,no,no\n' } },
    ] as const;
    for (const call of calls) {
      expect((await shop.app.inject(call)).statusCode, `${call.method} ${call.url} signed out`).toBe(401);
      expect((await shop.app.inject({ ...call, headers: shopper.headers })).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect((await rowsNow()).map((row) => [row.prefix, row.min_days])).toEqual([['40', 3]]);
  });
});

describe('the rules as a CSV file', () => {
  const FILE = [
    'prefix,area,min_days,max_days,cod,serviceable',
    '1,Rest of India,4,7,yes,yes',
    '78,Assam,7,10,no,yes',
    '560,"Bengaluru, city",1,2,yes,yes',
    '7443,Nicobar Islands,,,no,no',
    '',
  ].join('\n');

  it('downloads what it uploaded: the same rules, line for line (shortest prefix first)', async () => {
    const uploaded = await upload(FILE, 'replace');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({
      message: 'Rules uploaded: 4 added, 0 updated, 0 removed',
      data: { added: 4, updated: 0, removed: 0 },
    });
    const download = await shop.app.inject({ method: 'GET', url: paths.adminCsv, headers: asAdmin() });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toBe('attachment; filename="delivery-rules.csv"');
    expect(download.body).toBe(FILE);
    expect(await estimate('560034')).toMatchObject({ days: 2, codAvailable: true });
    expect(await estimate('781001')).toMatchObject({ days: 10, codAvailable: false });
    expect(await estimate('744301')).toMatchObject({ serviceable: false });
  });

  it('adds and updates by prefix, keeping the others; replacing drops the ones not in the file', async () => {
    await upload(FILE, 'replace');
    const upsert = await upload('prefix,min_days,max_days,cod,serviceable\n560,2,3,no,yes\n11,3,4,yes,yes\n');
    expect(upsert.json().data).toMatchObject({ added: 1, updated: 1, removed: 0 });
    expect((await rowsNow()).map((row) => row.prefix)).toEqual(['1', '11', '560', '7443', '78']);
    expect(await estimate('560034')).toMatchObject({ days: 3, codAvailable: false });

    const replace = await upload('prefix,min_days,max_days,cod,serviceable\n11,3,4,yes,yes\n', 'replace');
    expect(replace.json().data).toMatchObject({ added: 0, updated: 1, removed: 4 });
    expect((await rowsNow()).map((row) => row.prefix)).toEqual(['11']);
  });

  it.each([
    ['prefix,min_days,max_days,cod,serviceable\n56,2,3,yes,yes\n5a,1,2,yes,yes\n', 'Line 3: the pincode prefix is 1 to 6 digits'],
    ['prefix,min_days,max_days,cod,serviceable\n56,2,3,maybe,yes\n', 'Line 2: cod is "maybe"; write yes or no'],
    ['prefix,min_days,max_days,cod,serviceable\n56,two,3,yes,yes\n', 'Line 2: min_days "two" is not a whole number of days'],
    ['prefix,min_days,max_days,cod,serviceable\n56,4,3,yes,yes\n', 'Line 2: the most days cannot be fewer than the fewest days'],
    [
      'prefix,min_days,max_days,cod,serviceable\n56,2,3,yes,yes\n57,2,3,yes,yes\n56,1,2,yes,yes\n',
      'Line 4: the prefix 56 is already on line 2',
    ],
    ['prefix,days,cod\n56,2,yes\n', 'Line 1: unknown column "days"'],
    ['prefix,min_days,max_days,cod\n56,2,3,yes\n', 'Line 1: the header lacks the column serviceable'],
    ['prefix,min_days,max_days,cod,serviceable\n', 'The file has no rules under its header'],
    ['prefix,min_days,max_days,cod,serviceable\n56,2,3,yes,yes,extra\n', 'Line 2: 6 values, but the header has 5 columns'],
    ['prefix,min_days,max_days,cod,serviceable\n"56,2,3,yes,yes\n', 'The file is not a readable CSV file'],
  ])('refuses a bad file (422) naming the line and the problem, changing nothing: %j', async (csv, words) => {
    await upload(FILE, 'replace');
    const before = await rowsNow();
    const response = await upload(csv, 'replace');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain(words);
    expect(await rowsNow()).toEqual(before);
  });
});
