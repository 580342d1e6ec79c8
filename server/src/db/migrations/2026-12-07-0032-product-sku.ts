import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
/**
 * Products' stock-keeping unit: the key a spreadsheet import matches a product by. Unique ignoring case (an index on
 * its lower-case form). Existing products get `<brand>-<category>-<number>` (the brand's first letters and digits, up
 * to six, upper case; the category's id; the product's place in creation order), so the same database gets the same
 * SKUs on every engine. A product written without one (a variant copied from another, a direct insert) is given
 * `P-<its id>` by a trigger, so no row goes without; the catalogue's own add writes one itself. SQLite's update trigger
 * of the catalogue's version lists products' columns (0015, 0028): made again with the new one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('products').addColumn('sku', 'text').execute();
  // PostgreSQL: the catalogue's version trigger on products is deferred to the commit (0015); each update below would
  // leave its event pending, and an index cannot be made on a table with pending trigger events. Fired at once instead.
  if (isPostgres) await sql`set constraints all immediate`.execute(db);
  const rows = await db
    .selectFrom('products')
    .select(['id', 'brand', 'category_id'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  let position = 0;
  for (const row of rows as { id: string; brand: string; category_id: string | null }[]) {
    position += 1;
    const brand =
      row.brand
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, 6) || 'ITEM';
    const category = (row.category_id ?? 'other').toUpperCase();
    const sku = `${brand}-${category}-${String(position).padStart(4, '0')}`;
    await db.updateTable('products').set({ sku }).where('id', '=', row.id).execute();
  }
  await sql`create unique index products_sku_lower on products (lower(sku))`.execute(db);
  if (isPostgres) {
    await sql`alter table products alter column sku set not null`.execute(db);
    await sql`create function products_sku_default() returns trigger language plpgsql as $$
      begin
        if new.sku is null then new.sku := 'P-' || new.id; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger products_sku_default before insert on products
      for each row execute function products_sku_default()`.execute(db);
    return;
  }
  await sql`create trigger products_sku_default after insert on products when new.sku is null begin
    update products set sku = 'P-' || new.id where id = new.id;
  end`.execute(db);
  await sql`drop trigger products_catalog_version_update`.execute(db);
  const { rows: columns } = await sql<{
    name: string;
  }>`select name from pragma_table_info('products') where name <> 'stock'`.execute(db);
  const changed = sql.join(
    columns.map((column) => sql`old.${sql.id(column.name)} is not new.${sql.id(column.name)}`),
    sql` or `,
  );
  await sql`create trigger products_catalog_version_update after update on products when ${changed} begin
    update catalog_version set version = version + 1 where id = 1;
  end`.execute(db);
}
