import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
/**
 * Variant groups: products sharing a `variant_group_id` are one item's variants (a phone's colours and storage sizes),
 * each `variant_options` a JSON object of its option values (`{"Colour":"Midnight","Storage":"256 GB"}`); both null
 * for a product of no group. Each variant stays a product of its own (prices, stock, images, cart lines, orders).
 * The partial index finds a group's members and the listing's grouped products without touching the others.
 * SQLite's update trigger of the catalogue's version lists products' columns (0015): made again with the new ones,
 * so a variant write makes every listing and product answer showing the group stale (PostgreSQL's compares rows).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('variant_group_id', 'text').execute();
  await db.schema.alterTable('products').addColumn('variant_options', 'text').execute();
  await sql`create index products_variant_group on products (variant_group_id, sales_price_paise, id) where variant_group_id is not null`.execute(
    db,
  );
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`drop trigger products_catalog_version_update`.execute(db);
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info('products') where name <> 'stock'`.execute(db);
  const changed = sql.join(
    rows.map((row) => sql`old.${sql.id(row.name)} is not new.${sql.id(row.name)}`),
    sql` or `,
  );
  await sql`create trigger products_catalog_version_update after update on products when ${changed} begin
    update catalog_version set version = version + 1 where id = 1;
  end`.execute(db);
}
