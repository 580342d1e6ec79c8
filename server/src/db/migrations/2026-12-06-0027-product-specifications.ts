import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Products' specification values, one row per product and attribute (contract/src/specifications-data.ts): a number
 * in `number_value`, a choice, text or yes/no ('true'/'false') in `text_value`. Typed columns rather than one
 * text column, so a range compares numbers and each filter and facet reads one index on both engines:
 * `(attribute_key, text_value)` for choices and yes/no, `(attribute_key, number_value)` for ranges. Writes move the
 * catalogue's version (0015's triggers and function), so listings and product answers are made again.
 */
// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`create table product_specifications (
    product_id text not null references products (id) on delete cascade,
    attribute_key text not null,
    number_value ${sql.raw(isPostgres ? 'double precision' : 'real')},
    text_value text,
    primary key (product_id, attribute_key),
    check ((number_value is null) <> (text_value is null))
  )`.execute(db);
  await sql`create index product_specifications_text on product_specifications (attribute_key, text_value, product_id)`.execute(
    db,
  );
  await sql`create index product_specifications_number on product_specifications (attribute_key, number_value, product_id)`.execute(
    db,
  );
  if (isPostgres) {
    await sql`create constraint trigger product_specifications_catalog_version
      after insert or update or delete on product_specifications
      deferrable initially deferred
      for each row execute function catalog_version_bump()`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.id(`product_specifications_catalog_version_${event}`)} after ${sql.raw(event)} on product_specifications
      begin update catalog_version set version = version + 1 where id = 1; end`.execute(db);
  }
}
