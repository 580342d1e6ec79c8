import type { Address, AddressBody, DeliveryAddress } from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import { inTransaction, type Executor } from '../../db/engine/executor';
import { isUniqueViolation } from '../../db/engine/unique-violation';
import type { AddressRow } from '../../db/engine/schema';
import { AppError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import * as repo from './repo';

/** How many addresses one shopper may keep: enough for home, work and family, not a mailing list. */
export const MAX_ADDRESSES_PER_SHOPPER = 20;

/** The address columns an order's delivery snapshot is made of. */
export type DeliveryAddressRow = Pick<
  AddressRow,
  'full_name' | 'phone' | 'line1' | 'line2' | 'landmark' | 'city' | 'state' | 'pincode'
> &
  Partial<Pick<AddressRow, 'gstin' | 'business_name'>>;

/** The snapshot an order keeps of an address row (also for a read that joined the default address, checkout's). */
export function toDeliveryAddress(row: DeliveryAddressRow): DeliveryAddress {
  return {
    fullName: row.full_name,
    phone: row.phone,
    line1: row.line1,
    ...(row.line2 ? { line2: row.line2 } : {}),
    ...(row.landmark ? { landmark: row.landmark } : {}),
    city: row.city,
    state: row.state as DeliveryAddress['state'],
    pincode: row.pincode,
    ...(row.gstin ? { gstin: row.gstin } : {}),
    ...(row.business_name ? { businessName: row.business_name } : {}),
  };
}

function toAddress(row: AddressRow): Address {
  return { _id: row.id, ...toDeliveryAddress(row), isDefault: Number(row.is_default) === 1, createdAt: row.created_at };
}

/** The address fields of a row from the contract's (already parsed and normalised) body. */
function addressFields(body: AddressBody) {
  return {
    full_name: body.fullName,
    phone: body.phone,
    line1: body.line1,
    line2: body.line2 ?? null,
    landmark: body.landmark ?? null,
    city: body.city,
    state: body.state,
    pincode: body.pincode,
    gstin: body.gstin ?? null,
    business_name: body.businessName ?? null,
  };
}

/**
 * Runs a write that may move the shopper's default. Two such writes racing (two first addresses, two "make
 * default") meet at the one-default index; the loser runs again and then sees the winner's default.
 */
async function movingTheDefault<T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inTransaction(db, work);
    } catch (error) {
      if (db.isTransaction || attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** The shopper's address book, the default first. */
export async function listAddresses(db: Executor, userId: string): Promise<Address[]> {
  return (await repo.listAddressesOf(db, userId)).map(toAddress);
}

/** Adds an address; the shopper's first one becomes the default, and `isDefault` moves the default to it. */
export async function addAddress(db: Executor, userId: string, body: AddressBody): Promise<Address> {
  return movingTheDefault(db, async (trx) => {
    const count = await repo.countAddressesOf(trx, userId);
    if (count >= MAX_ADDRESSES_PER_SHOPPER) {
      throw new AppError(
        'business_rule',
        `You can keep at most ${MAX_ADDRESSES_PER_SHOPPER} addresses. Delete one to add another.`,
      );
    }
    const now = nowIso();
    const isDefault = count === 0 || body.isDefault === true;
    if (isDefault) await repo.clearDefaultOf(trx, userId, now);
    const row: AddressRow = {
      id: newId(),
      user_id: userId,
      ...addressFields(body),
      is_default: isDefault ? 1 : 0,
      created_at: now,
      updated_at: now,
    };
    await repo.insertAddress(trx, row);
    return toAddress(row);
  });
}

/**
 * Replaces an address's fields. `isDefault: true` moves the default to it; `false` on the default is ignored,
 * since a shopper with addresses always has a default (make another one the default instead).
 */
export async function updateAddress(db: Executor, userId: string, addressId: string, body: AddressBody): Promise<Address> {
  return movingTheDefault(db, async (trx) => {
    const existing = await repo.findAddressOf(trx, userId, addressId);
    if (!existing) throw notFound('Address');
    const now = nowIso();
    const becomesDefault = body.isDefault === true && Number(existing.is_default) !== 1;
    if (becomesDefault) await repo.clearDefaultOf(trx, userId, now);
    await repo.updateAddress(trx, addressId, {
      ...addressFields(body),
      ...(becomesDefault ? { is_default: 1 } : {}),
      updated_at: now,
    });
    return toAddress((await repo.findAddressOf(trx, userId, addressId))!);
  });
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(db: Executor, userId: string, addressId: string): Promise<void> {
  await movingTheDefault(db, async (trx) => {
    const existing = await repo.findAddressOf(trx, userId, addressId);
    if (!existing) throw notFound('Address');
    await repo.deleteAddress(trx, addressId);
    if (Number(existing.is_default) !== 1) return;
    const newest = await repo.findNewestAddressOf(trx, userId);
    if (newest) await repo.updateAddress(trx, newest.id, { is_default: 1, updated_at: nowIso() });
  });
}

/**
 * Where a checkout delivers: the chosen address (it must be the shopper's own), else the default; undefined for a
 * shopper with no address at all (the spec's own client sends none: the order, once paid, waits for one). Orders keep
 * this as their snapshot, so later edits to the address book never change an order.
 */
export async function deliveryAddressForCheckout(
  db: Executor,
  userId: string,
  addressId: string | undefined,
): Promise<DeliveryAddress | undefined> {
  const row =
    addressId === undefined ? await repo.findDefaultAddressOf(db, userId) : await repo.findAddressOf(db, userId, addressId);
  if (!row && addressId !== undefined) throw notFound('Address');
  return row && toDeliveryAddress(row);
}
