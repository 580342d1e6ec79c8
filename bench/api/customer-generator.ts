import { createHash } from 'node:crypto';
import type { Executor } from '../../server/src/db/engine/executor';
import type {
  AddressRow,
  CartItemRow,
  NewOrder,
  NewOrderItem,
  NewPayment,
  NewSession,
  UserRow,
} from '../../server/src/db/engine/schema';
import { newId } from '../../server/src/lib/ids';
import { benchUser, insertInBatches } from './catalog-generator';

/** The shop's other customers: as many as a shop with the bench's catalogue has served, give or take. */
export const CUSTOMERS = 5000;
const ORDERS_EACH = 2;
const LINES_EACH = 2;
const PRICE_PAISE = 149_900;

/**
 * The shop's other customers, written straight to the database: CUSTOMERS shoppers, each with a session (signed in a
 * week ago), a default address and ORDERS_EACH delivered orders of LINES_EACH lines with their completed payments; every
 * fifth has three products in the cart. A shop with 12,000 products has them; without them the bench's 100 shoppers
 * would be the only rows of these tables, a few pages each, which PostgreSQL's planner reads whole (sequential scans,
 * hashes of every row) on every signed-in request instead of going through their indexes as it does in trade.
 */
export async function generateCustomers(db: Executor, productIds: string[], count = CUSTOMERS): Promise<void> {
  const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
  const at = (offset: number) => new Date(weekAgo + offset).toISOString();
  const users: UserRow[] = [];
  const sessions: NewSession[] = [];
  const addresses: AddressRow[] = [];
  const orders: NewOrder[] = [];
  const lines: NewOrderItem[] = [];
  const payments: NewPayment[] = [];
  const cartItems: CartItemRow[] = [];
  const productAt = (index: number) => productIds[(index * 7919) % productIds.length]!;
  for (let customer = 0; customer < count; customer += 1) {
    const userId = newId(weekAgo + customer);
    users.push(benchUser(userId, `Customer ${customer + 1}`, `customer${customer + 1}`, at(customer), at(customer)));
    sessions.push({
      token_hash: createHash('sha256').update(`bench customer session ${customer}`).digest('hex'),
      user_id: userId,
      kind: 'cookie',
      created_at: at(customer),
      expires_at: new Date(weekAgo + 30 * 24 * 60 * 60 * 1000).toISOString(),
      last_seen_at: at(customer),
    });
    addresses.push({
      id: newId(weekAgo + customer),
      user_id: userId,
      full_name: `Customer ${customer + 1}`,
      phone: '9876543210',
      line1: `${customer + 1}, Residency Road`,
      line2: null,
      landmark: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
      gstin: null,
      business_name: null,
      is_default: 1,
      created_at: at(customer),
      updated_at: at(customer),
    });
    for (let order = 0; order < ORDERS_EACH; order += 1) {
      const orderId = newId(weekAgo + customer);
      const number = customer * ORDERS_EACH + order;
      orders.push({
        id: orderId,
        order_number: `VC-BENCH${number}`,
        user_id: userId,
        status: 'Delivered',
        total_paise: PRICE_PAISE * LINES_EACH,
        created_at: at(customer),
        updated_at: at(customer),
      });
      for (let line = 0; line < LINES_EACH; line += 1) {
        lines.push({
          id: newId(weekAgo + customer),
          order_id: orderId,
          product_id: productAt(number * LINES_EACH + line),
          product_name: 'Bench product',
          product_image: '',
          quantity: 1,
          price_paise: PRICE_PAISE,
        });
      }
      payments.push({
        id: newId(weekAgo + customer),
        order_id: orderId,
        provider: 'sandbox',
        merchant_transaction_id: `VCBENCH${number}`,
        provider_order_id: null,
        state: 'COMPLETED',
        amount_paise: PRICE_PAISE * LINES_EACH,
        payment_mode: 'UPI',
        provider_transaction_id: null,
        raw_status: null,
        redirect_url: null,
        created_at: at(customer),
        updated_at: at(customer),
        last_checked_at: null,
      });
    }
    if (customer % 5 !== 0) continue;
    for (let item = 0; item < 3; item += 1) {
      cartItems.push({
        id: newId(weekAgo + customer),
        user_id: userId,
        product_id: productAt(customer + item * 104_729),
        quantity: 1,
        created_at: at(customer),
      });
    }
  }
  await db.transaction().execute(async (trx) => {
    await insertInBatches(users, (batch) => trx.insertInto('users').values(batch).execute());
    await insertInBatches(sessions, (batch) => trx.insertInto('sessions').values(batch).execute());
    await insertInBatches(addresses, (batch) => trx.insertInto('addresses').values(batch).execute());
    await insertInBatches(orders, (batch) => trx.insertInto('orders').values(batch).execute());
    await insertInBatches(lines, (batch) => trx.insertInto('order_items').values(batch).execute());
    await insertInBatches(payments, (batch) => trx.insertInto('payments').values(batch).execute());
    await insertInBatches(cartItems, (batch) => trx.insertInto('cart_items').values(batch).execute());
  });
}
