import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
/**
 * Delivery by pincode. `delivery_rules` holds one rule per pincode prefix (1 to 6 digits, unique; the longest
 * prefix matching a pincode wins): the fewest and most working days after dispatch, whether cash on delivery is
 * taken there, and whether it is served at all (a rule that is not served needs no days). Orders keep the day they
 * were promised at checkout (`promised_delivery_on`, India's calendar day, YYYY-MM-DD); null for older orders and for
 * orders placed without an address or while the shop had no rules.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('delivery_rules')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('prefix', 'text', (column) => column.notNull().unique())
    .addColumn('area', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('min_days', 'integer')
    .addColumn('max_days', 'integer')
    .addColumn('cod_available', 'integer', (column) => column.notNull())
    .addColumn('serviceable', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addCheckConstraint('delivery_rules_days', sql`serviceable = 0 or (min_days is not null and max_days >= min_days)`)
    .execute();
  await db.schema.alterTable('orders').addColumn('promised_delivery_on', 'text').execute();
}
