import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedCategories } from '../seed/categories';
import { migrateToLatest, migrateUpTo } from '../engine/migrate';
import { emptyDatabaseForSuite } from '../../../test/empty-database';

const database = emptyDatabaseForSuite();

describe('the invoices migration', () => {
  it("gives lines sold before it the HSN code and rate of their product's category, and leaves the rest for the invoice's default", async () => {
    const { db } = database;
    await database.migrating(() => migrateUpTo(db, '2026-11-22-0008-refunds'));
    await seedCategories(db);
    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        username: 'Asha',
        email: 'asha@example.com',
        phone: '9876543210',
        password_hash: 'x',
        image_url: '',
        role: 'user',
        created_at: now,
      })
      .execute();
    const product = (id: string, category: string | null) => ({
      id,
      name: id,
      price_paise: 100000,
      sales_price_paise: 90000,
      description: '',
      brand: 'Acme',
      category_id: category,
      stock: 0,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('products')
      .values([product('tv-1', 'tv'), product('loose-1', null)])
      .execute();
    await db
      .insertInto('orders')
      .values({
        id: 'o1',
        order_number: 'VC-OLD00001',
        user_id: 'u1',
        status: 'Delivered',
        total_paise: 180000,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const item = (id: string, productId: string) => ({
      id,
      order_id: 'o1',
      product_id: productId,
      product_name: productId,
      product_image: '',
      quantity: 1,
      price_paise: 90000,
    });
    // Written as the shop wrote order lines before this migration: no tax columns yet.
    await sql`insert into order_items (id, order_id, product_id, product_name, product_image, quantity, price_paise)
      values ${sql.join([item('i1', 'tv-1'), item('i2', 'loose-1')].map((row) => sql`(${sql.join(Object.values(row))})`))}`.execute(
      db,
    );

    await database.migrating(() => migrateToLatest(db));

    const items = await db.selectFrom('order_items').select(['id', 'hsn_code', 'gst_rate_percent']).orderBy('id').execute();
    expect(
      items.map((row) => ({ ...row, gst_rate_percent: row.gst_rate_percent === null ? null : Number(row.gst_rate_percent) })),
    ).toEqual([
      { id: 'i1', hsn_code: '8528', gst_rate_percent: 18 },
      { id: 'i2', hsn_code: null, gst_rate_percent: null },
    ]);
    const order = await db
      .selectFrom('orders')
      .select(['invoice_number', 'invoiced_at'])
      .where('id', '=', 'o1')
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ invoice_number: null, invoiced_at: null });
    expect(await db.selectFrom('invoice_sequences').selectAll().execute()).toEqual([]);
  });
});
