import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCouponCall, freshCode } from '../../../test/coupons';
import { registerShopper, signInAdmin, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let shop: TestApp;
let admin: SignedIn & { token: string };
beforeAll(async () => {
  shop = await createTestApp();
  admin = await signInAdmin(shop);
});
afterAll(() => shop.close());

const asAdmin = () => ({ authorization: `Bearer ${admin.token}` });
const create = (body: object) => createCouponCall(shop, admin, body);

describe("the admin's coupons", () => {
  it('adds a coupon (201) with every term, keeps its code in capitals and lists it', async () => {
    const code = freshCode('diwali').toLowerCase();
    const response = await create({
      code,
      kind: 'flat',
      value: 250,
      minOrder: 2000,
      maxDiscount: 250,
      startsAt: '2026-10-20T00:00:00.000Z',
      endsAt: '2030-11-05T18:30:00+05:30',
      usageLimit: 100,
      perShopperLimit: 2,
      categories: ['Mobiles', 'TV'],
      firstOrderOnly: true,
      active: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: 'Coupon added' });
    const coupon = response.json().data;
    expect(coupon).toMatchObject({
      code: code.toUpperCase(),
      kind: 'flat',
      value: 250,
      minOrder: 2000,
      maxDiscount: 250,
      startsAt: '2026-10-20T00:00:00.000Z',
      endsAt: '2030-11-05T13:00:00.000Z',
      usageLimit: 100,
      perShopperLimit: 2,
      categories: ['Mobiles', 'TV'],
      firstOrderOnly: true,
      active: true,
      timesUsed: 0,
      usesHeld: 0,
    });
    const row = await shop.db.selectFrom('coupons').selectAll().where('id', '=', coupon._id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      code: code.toUpperCase(),
      value: 25000,
      min_order_paise: 200000,
      categories: '["Mobiles","TV"]',
    });
    const list = await shop.app.inject({ method: 'GET', url: apiPaths.coupons.adminList, headers: asAdmin() });
    expect(list.json().data.map((each: { _id: string }) => each._id)).toContain(coupon._id);
  });

  it('refuses a second coupon with the same code in another case (409, under the code)', async () => {
    const code = freshCode('WELCOME');
    expect((await create({ code })).statusCode).toBe(201);
    const again = await create({ code: code.toLowerCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: `Another coupon already has the code ${code}`,
      fields: { code: `Another coupon already has the code ${code}` },
    });
  });

  it.each([
    [{ code: 'AB1' }, 'code', 'A coupon code is 4 to 20 letters and digits'],
    [{ code: 'SAVE-10' }, 'code', 'A coupon code is 4 to 20 letters and digits'],
    [{ code: 'X'.repeat(21) }, 'code', 'A coupon code is 4 to 20 letters and digits'],
    [{ code: '' }, 'code', 'Enter the coupon code'],
    [{ kind: 'bogo' }, 'kind', 'Choose percent or flat'],
    [{ value: 0 }, 'value', 'The discount must be more than 0'],
    [{ kind: 'percent', value: 120 }, 'value', 'A percent discount is at most 100'],
    [{ minOrder: -1 }, 'minOrder', 'The minimum order cannot be negative'],
    [{ usageLimit: 0 }, 'usageLimit', 'Total uses is at least 1'],
    [{ perShopperLimit: 1.5 }, 'perShopperLimit', 'Uses per shopper must be a whole number'],
    [{ categories: ['Toasters'] }, 'categories', 'Choose categories the shop has'],
    [{ startsAt: '2026-12-10T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }, 'endsAt', 'The end must be after the start'],
    [{ endsAt: 'next week' }, 'endsAt', 'The end must be a date and time'],
  ])('answers 400 naming the field in words for %j', async (body, field, words) => {
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ [field]: words });
  });

  it('edits a coupon, and deletes one no checkout has used', async () => {
    const made = (await create({ kind: 'percent', value: 10 })).json().data;
    const edited = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.coupons.adminUpdate(made._id),
      headers: asAdmin(),
      payload: { code: made.code, kind: 'percent', value: 12.5, active: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ value: 12.5, active: false });
    const removed = await shop.app.inject({ method: 'DELETE', url: apiPaths.coupons.adminRemove(made._id), headers: asAdmin() });
    expect(removed.json()).toMatchObject({ success: true, message: 'Coupon deleted' });
    expect(await shop.db.selectFrom('coupons').select('id').where('id', '=', made._id).execute()).toEqual([]);
  });

  it('is for admins only: a shopper gets 403 and a visitor 401', async () => {
    const shopper = await registerShopper(shop);
    const asShopper = await shop.app.inject({ method: 'GET', url: apiPaths.coupons.adminList, headers: shopper.headers });
    expect(asShopper.statusCode).toBe(403);
    const signedOut = await shop.app.inject({
      method: 'POST',
      url: apiPaths.coupons.adminCreate,
      payload: { code: 'FREE1000', kind: 'flat', value: 100 },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await shop.db.selectFrom('coupons').select('id').where('code', '=', 'FREE1000').execute()).toEqual([]);
  });
});
