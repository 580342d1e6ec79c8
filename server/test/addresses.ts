// Address book helpers: a valid delivery address, and adding one through the real call.
import { apiPaths, type Address } from '@voltcart/contract';
import type { SignedIn } from './shoppers';
import type { TestApp } from './test-app';

/** A delivery address the contract accepts (Bengaluru, Karnataka); override any field. */
export function sampleAddress(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Asha Rao',
    phone: '9876543210',
    line1: '12, 4th Cross, Indiranagar',
    line2: 'Flat 3B',
    landmark: 'Near the metro station',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
    ...overrides,
  };
}

/** Adds an address to the shopper's book through POST /api/address and answers it. */
export async function addAddress(shop: TestApp, shopper: SignedIn, overrides: Record<string, unknown> = {}): Promise<Address> {
  const response = await shop.app.inject({
    method: 'POST',
    url: apiPaths.address.create,
    headers: shopper.headers,
    payload: sampleAddress(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`add address failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** Gives the shopper a delivery address unless they already have one, so a checkout can begin. */
export async function ensureAddress(shop: TestApp, shopper: SignedIn): Promise<void> {
  const existing = await shop.db.selectFrom('addresses').select('id').where('user_id', '=', shopper.user._id).executeTakeFirst();
  if (!existing) await addAddress(shop, shopper);
}
