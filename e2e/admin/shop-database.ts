import { PAID_ORDER_STATUSES } from '@voltcart/contract';
import Database from 'better-sqlite3';
import path from 'node:path';

/** The dashboard's four figures, read straight from the started shop's SQLite file (read-only). */
export type ShopTotals = { users: number; products: number; paidOrders: number; revenuePaise: number };

/** Reads the started shop's SQLite file (read-only), as `read` asks, and closes it. */
export function readShopDatabase<T>(read: (db: Database.Database) => T): T {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const db = new Database(path.join(dataDir, 'voltcart.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export function readShopTotals(): ShopTotals {
  return readShopDatabase((db) => {
    const one = (sql: string) => Number((db.prepare(sql).get() as { value: number | null }).value ?? 0);
    // A sale is an order that stayed paid (the contract's PAID_ORDER_STATUSES): cancelled and refunded orders are not,
    // nor a cash-on-delivery order before its cash is collected. Revenue is less what part refunds gave back.
    const paid =
      `status IN (${PAID_ORDER_STATUSES.map((status) => `'${status}'`).join(', ')})` +
      ` AND (payment_method = 'online' OR cash_collected_at IS NOT NULL)`;
    return {
      users: one('SELECT COUNT(*) AS value FROM users'),
      products: one('SELECT COUNT(*) AS value FROM products'),
      paidOrders: one(`SELECT COUNT(*) AS value FROM orders WHERE ${paid}`),
      revenuePaise:
        one(`SELECT SUM(total_paise) AS value FROM orders WHERE ${paid}`) -
        one(
          `SELECT SUM(amount_paise) AS value FROM refunds WHERE state = 'COMPLETED' AND order_id IN (SELECT id FROM orders WHERE ${paid})`,
        ),
    };
  });
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const count = new Intl.NumberFormat('en-IN');

/** The texts the dashboard cards should show for these totals. */
export function cardTexts(totals: ShopTotals) {
  return {
    'Total Users': count.format(totals.users),
    'Total Products': count.format(totals.products),
    'Total Orders': count.format(totals.paidOrders),
    'Total Revenue': rupees.format(totals.revenuePaise / 100),
  };
}
