import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // A shopper's address book: the contract's DeliveryAddress fields, one of them the default.
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('line1', 'text', (col) => col.notNull())
    .addColumn('line2', 'text')
    .addColumn('landmark', 'text')
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('pincode', 'text', (col) => col.notNull())
    // 1 for the default, else 0: an integer reads the same on both engines (better-sqlite3 binds no booleans).
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('addresses_user_id').on('addresses').columns(['user_id', 'created_at']).execute();
  // At most one default per shopper, whatever races.
  await db.schema
    .createIndex('addresses_one_default_per_user')
    .on('addresses')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', sql.lit(1))
    .execute();
}
