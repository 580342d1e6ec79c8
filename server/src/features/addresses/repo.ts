import { sql } from 'kysely';
import { compiledOnce } from '../../db/engine/compiled-once';
import type { Executor } from '../../db/engine/executor';
import type { AddressChanges, AddressRow } from '../../db/engine/schema';

/** The shopper's addresses, to order and read. */
function addressesOf(db: Executor, userId: string) {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId);
}

/** The shopper's addresses, the default first, then newest first. */
export function listAddressesOf(db: Executor, userId: string): Promise<AddressRow[]> {
  return addressesOf(db, userId).orderBy('is_default', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** One of the shopper's addresses; undefined when it does not exist or is someone else's. */
export function findAddressOf(db: Executor, userId: string, addressId: string): Promise<AddressRow | undefined> {
  return db.selectFrom('addresses').selectAll().where('id', '=', addressId).where('user_id', '=', userId).executeTakeFirst();
}

// Named rather than `*`, so that PostgreSQL keeps the statement prepared (db/engine/prepared-statements.ts).
const ADDRESS_COLUMNS = [
  'id',
  'user_id',
  'full_name',
  'phone',
  'line1',
  'line2',
  'landmark',
  'city',
  'state',
  'pincode',
  'gstin',
  'business_name',
  'is_default',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof AddressRow)[];

// `1` written into the SQL (not bound) lets SQLite use the partial index addresses_one_default_per_user (4× faster).
// Every checkout asks, so it is built once.
const defaultAddressOf = compiledOnce((db: Executor, userId: string) =>
  db.selectFrom('addresses').select(ADDRESS_COLUMNS).where('user_id', '=', userId).where('is_default', '=', sql.lit(1)),
);

export async function findDefaultAddressOf(db: Executor, userId: string): Promise<AddressRow | undefined> {
  const [row] = await defaultAddressOf(db, userId);
  return row;
}

export async function countAddressesOf(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertAddress(db: Executor, address: AddressRow): Promise<void> {
  await db.insertInto('addresses').values(address).execute();
}

export async function updateAddress(db: Executor, addressId: string, changes: AddressChanges): Promise<void> {
  await db.updateTable('addresses').set(changes).where('id', '=', addressId).execute();
}

/** Clears the shopper's default (before another address takes it: the unique index allows one). */
export async function clearDefaultOf(db: Executor, userId: string, now: string): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ is_default: 0, updated_at: now })
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .execute();
}

export async function deleteAddress(db: Executor, addressId: string): Promise<void> {
  await db.deleteFrom('addresses').where('id', '=', addressId).execute();
}

/** The shopper's newest address, to become the default when the default is deleted. */
export function findNewestAddressOf(db: Executor, userId: string): Promise<AddressRow | undefined> {
  return addressesOf(db, userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}
