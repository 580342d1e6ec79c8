import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // Units on the shelf not yet reserved by a checkout. Products that exist before this migration start at 0: the
  // shop has never counted them, and selling goods it may not have is what stock is here to stop. An admin sets
  // the real counts (the admin grid's low-stock filter lists every product still at 0). Both engines accept the
  // CHECK on an added column; SQLite needs the default to add a NOT NULL column to a table with rows.
  await db.schema
    .alterTable('products')
    .addColumn('stock', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`stock >= 0`),
    )
    .execute();
}
