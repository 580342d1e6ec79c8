import { apiPaths, type Address } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, sampleAddress } from '../../../test/addresses';
import { registerShopper, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { MAX_ADDRESSES_PER_SHOPPER } from './service';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, shopper?: SignedIn, payload?: object) =>
  shop.app.inject({ method, url, ...(shopper ? { headers: shopper.headers } : {}), ...(payload ? { payload } : {}) });

const listOf = async (shopper: SignedIn): Promise<Address[]> => (await call('GET', apiPaths.address.list, shopper)).json().data;
const rowsOf = (userId: string) => shop.db.selectFrom('addresses').selectAll().where('user_id', '=', userId).execute();
const UNKNOWN_ID = '01890000-0000-7000-8000-000000000000';

describe('the address book', () => {
  it('adds an address (201), keeps it normalised, and lists it as the default', async () => {
    const shopper = await registerShopper(shop);
    const response = await call(
      'POST',
      apiPaths.address.create,
      shopper,
      sampleAddress({ phone: '+91 98765-43210', city: '  Bengaluru ' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, error: false, message: 'Address added' });
    const added: Address = response.json().data;
    expect(added).toMatchObject({ ...sampleAddress(), phone: '9876543210', city: 'Bengaluru', isDefault: true });
    expect(await listOf(shopper)).toEqual([added]);
    const [row] = await rowsOf(shopper.user._id);
    expect(row).toMatchObject({ id: added._id, phone: '9876543210', state: 'Karnataka', pincode: '560038', is_default: 1 });
  });

  it('answers an empty list for a shopper without addresses', async () => {
    const shopper = await registerShopper(shop);
    const response = await call('GET', apiPaths.address.list, shopper);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: [] });
  });

  it('leaves out empty optional lines', async () => {
    const shopper = await registerShopper(shop);
    const added = await addAddress(shop, shopper, { line2: '  ', landmark: undefined });
    expect(added).not.toHaveProperty('line2');
    expect(added).not.toHaveProperty('landmark');
    const [row] = await rowsOf(shopper.user._id);
    expect(row).toMatchObject({ line2: null, landmark: null });
  });

  it('edits an address with PUT and answers it as stored', async () => {
    const shopper = await registerShopper(shop);
    const added = await addAddress(shop, shopper);
    const response = await call(
      'PUT',
      apiPaths.address.update(added._id),
      shopper,
      sampleAddress({ city: 'Mysuru', pincode: '570001' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: added._id, city: 'Mysuru', pincode: '570001', isDefault: true });
    expect((await rowsOf(shopper.user._id))[0]).toMatchObject({ city: 'Mysuru', pincode: '570001' });
  });

  it('deletes an address', async () => {
    const shopper = await registerShopper(shop);
    const added = await addAddress(shop, shopper);
    const response = await call('DELETE', apiPaths.address.remove(added._id), shopper);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Address deleted' });
    expect(await rowsOf(shopper.user._id)).toHaveLength(0);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_SHOPPER} addresses per shopper (422 beyond)`, async () => {
    const shopper = await registerShopper(shop);
    for (let n = 0; n < MAX_ADDRESSES_PER_SHOPPER; n += 1) await addAddress(shop, shopper, { line1: `House ${n}` });
    const response = await call('POST', apiPaths.address.create, shopper, sampleAddress());
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      `You can keep at most ${MAX_ADDRESSES_PER_SHOPPER} addresses. Delete one to add another.`,
    );
    expect(await rowsOf(shopper.user._id)).toHaveLength(MAX_ADDRESSES_PER_SHOPPER);
  });
});

describe('whose addresses', () => {
  it('answers 401 "Please login to continue" without a session', async () => {
    for (const [method, url] of [
      ['GET', apiPaths.address.list],
      ['POST', apiPaths.address.create],
      ['PUT', apiPaths.address.update(UNKNOWN_ID)],
      ['DELETE', apiPaths.address.remove(UNKNOWN_ID)],
    ] as const) {
      const response = await call(method, url, undefined, method === 'POST' || method === 'PUT' ? sampleAddress() : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe('Please login to continue');
    }
  });

  it("lists only the shopper's own addresses", async () => {
    const asha = await registerShopper(shop);
    const ravi = await registerShopper(shop);
    await addAddress(shop, asha, { fullName: 'Asha Rao' });
    await addAddress(shop, ravi, { fullName: 'Ravi Kumar' });
    expect((await listOf(asha)).map((address) => address.fullName)).toEqual(['Asha Rao']);
  });

  it("answers 404 'Address not found' for another shopper's address and leaves it as it was", async () => {
    const owner = await registerShopper(shop);
    const other = await registerShopper(shop);
    const theirs = await addAddress(shop, owner);
    const edit = await call('PUT', apiPaths.address.update(theirs._id), other, sampleAddress({ city: 'Hijacked' }));
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toMatchObject({ success: false, message: 'Address not found' });
    const remove = await call('DELETE', apiPaths.address.remove(theirs._id), other);
    expect(remove.statusCode).toBe(404);
    expect(await listOf(owner)).toEqual([theirs]);
  });

  it('answers 404 for an unknown id and 400 naming id for a malformed one', async () => {
    const shopper = await registerShopper(shop);
    expect((await call('DELETE', apiPaths.address.remove(UNKNOWN_ID), shopper)).statusCode).toBe(404);
    const malformed = await call('PUT', apiPaths.address.update('not-an-id'), shopper, sampleAddress());
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('id');
  });
});

describe('address validation', () => {
  const PIN = 'PIN code is 6 digits and does not start with 0';
  const MOBILE = 'Enter a 10-digit mobile number that starts with 6, 7, 8 or 9';
  it.each([
    [{ pincode: '012345' }, 'pincode', PIN],
    [{ pincode: '56003' }, 'pincode', PIN],
    [{ pincode: '56003A' }, 'pincode', PIN],
    [{ pincode: '' }, 'pincode', 'Enter the PIN code'],
    [{ phone: '12345' }, 'phone', MOBILE],
    [{ phone: '5876543210' }, 'phone', MOBILE],
    [{ phone: '' }, 'phone', 'Enter a 10-digit mobile number'],
    [{ state: 'Gondwana' }, 'state', 'Choose a state or union territory'],
    [{ fullName: '   ' }, 'fullName', 'Enter the full name'],
    [{ city: undefined }, 'city', 'Enter the city'],
    [{ line1: 'x'.repeat(201) }, 'line1', 'Address line 1 is too long: at most 200 characters'],
  ])('answers 400 naming the field in words for %j and stores nothing', async (overrides, field, words) => {
    const shopper = await registerShopper(shop);
    const response = await call('POST', apiPaths.address.create, shopper, sampleAddress(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: true, code: 'validation_failed', message: words });
    expect(response.json().fields).toEqual({ [field]: words });
    expect(await rowsOf(shopper.user._id)).toHaveLength(0);
  });

  it('names every bad field of an address in words, never by its key', async () => {
    const shopper = await registerShopper(shop);
    const bad = { fullName: '', phone: '12', line1: '', city: '', state: 'Gondwana', pincode: '0123' };
    const response = await call('POST', apiPaths.address.create, shopper, bad);
    expect(response.statusCode).toBe(400);
    const { message, fields } = response.json() as { message: string; fields: Record<string, string> };
    expect(fields).toEqual({
      fullName: 'Enter the full name',
      phone: MOBILE,
      line1: 'Enter the house and street (address line 1)',
      city: 'Enter the city',
      state: 'Choose a state or union territory',
      pincode: PIN,
    });
    expect(message).toBe(`Enter the full name; ${MOBILE}; Enter the house and street (address line 1)`);
    for (const key of Object.keys(fields)) expect(message).not.toMatch(new RegExp(`\\b${key}\\b`));
  });

  it('checks an edit the same way and keeps the address unchanged', async () => {
    const shopper = await registerShopper(shop);
    const added = await addAddress(shop, shopper);
    const response = await call('PUT', apiPaths.address.update(added._id), shopper, sampleAddress({ pincode: '000001' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: PIN, fields: { pincode: PIN } });
    expect((await rowsOf(shopper.user._id))[0]!.pincode).toBe('560038');
  });
});

describe('the default address', () => {
  it('makes the first address the default and later ones not, unless asked', async () => {
    const shopper = await registerShopper(shop);
    const first = await addAddress(shop, shopper, { fullName: 'First' });
    const second = await addAddress(shop, shopper, { fullName: 'Second' });
    expect(first.isDefault).toBe(true);
    expect(second.isDefault).toBe(false);
    const third = await addAddress(shop, shopper, { fullName: 'Third', isDefault: true });
    expect(third.isDefault).toBe(true);
    const list = await listOf(shopper);
    expect(list.map((address) => [address.fullName, address.isDefault])).toEqual([
      ['Third', true],
      ['Second', false],
      ['First', false],
    ]);
  });

  it('moves the default when an edit sets isDefault, and lists the default first', async () => {
    const shopper = await registerShopper(shop);
    const home = await addAddress(shop, shopper, { fullName: 'Home' });
    const office = await addAddress(shop, shopper, { fullName: 'Office' });
    const response = await call('PUT', apiPaths.address.update(home._id), shopper, sampleAddress({ fullName: 'Home' }));
    expect(response.json().data.isDefault).toBe(true);
    await call('PUT', apiPaths.address.update(office._id), shopper, sampleAddress({ fullName: 'Office', isDefault: true }));
    const list = await listOf(shopper);
    expect(list.map((address) => [address.fullName, address.isDefault])).toEqual([
      ['Office', true],
      ['Home', false],
    ]);
    const defaults = (await rowsOf(shopper.user._id)).filter((row) => Number(row.is_default) === 1);
    expect(defaults.map((row) => row.id)).toEqual([office._id]);
  });

  it('keeps the default when an edit sends isDefault false (another address must take it)', async () => {
    const shopper = await registerShopper(shop);
    const only = await addAddress(shop, shopper);
    const response = await call('PUT', apiPaths.address.update(only._id), shopper, sampleAddress({ isDefault: false }));
    expect(response.json().data.isDefault).toBe(true);
  });

  it('promotes the newest remaining address when the default is deleted', async () => {
    const shopper = await registerShopper(shop);
    const first = await addAddress(shop, shopper, { fullName: 'First' });
    await addAddress(shop, shopper, { fullName: 'Second' });
    await addAddress(shop, shopper, { fullName: 'Third' });
    await call('DELETE', apiPaths.address.remove(first._id), shopper);
    const list = await listOf(shopper);
    expect(list.map((address) => [address.fullName, address.isDefault])).toEqual([
      ['Third', true],
      ['Second', false],
    ]);
  });

  it('keeps exactly one default when a shopper adds several first addresses at once', async () => {
    const shopper = await registerShopper(shop);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => call('POST', apiPaths.address.create, shopper, sampleAddress({ fullName: `Racer ${n}` }))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const rows = await rowsOf(shopper.user._id);
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => Number(row.is_default) === 1)).toHaveLength(1);
  });

  it('keeps the default when another address is deleted', async () => {
    const shopper = await registerShopper(shop);
    const first = await addAddress(shop, shopper, { fullName: 'First' });
    const second = await addAddress(shop, shopper, { fullName: 'Second' });
    await call('DELETE', apiPaths.address.remove(second._id), shopper);
    expect(await listOf(shopper)).toEqual([first]);
  });
});
