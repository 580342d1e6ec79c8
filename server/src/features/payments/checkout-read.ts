import { sql } from 'kysely';
import type { DeliveryAddress } from '@voltcart/contract';
import { compiledOnce } from '../../db/compiled-once';
import type { Executor } from '../../db/executor';
import { fromJsonColumn, jsonArrayAgg, jsonObject, sameAs } from '../../db/json-aggregate';
import { toDeliveryAddress, type DeliveryAddressRow } from '../addresses';
import { payableCheckoutOfRows, type PayableCheckout } from '../orders';
import type { CheckoutPayment } from './repo';

/**
 * The read model of a checkout handed back again: the shopper's payable order (as orders' selectPayableOrderLines
 * finds it) with its lines folded into one JSON array (db/json-aggregate.ts: one row, not one per line repeating the
 * order's, payment's and address's columns), its latest payment and the shopper's default address joined on, in one
 * statement (one snapshot) where they were three.
 * The latest payment is the one no other payment of the order follows, by created_at then id, as
 * repo.latestPaymentOf orders them; the default address is the one `is_default = 1` row (a partial unique index keeps
 * it one per user, so it multiplies no rows), as addresses' deliveryAddressForCheckout reads it.
 */
const payableOrderWithPayment = compiledOnce((db: Executor, userId: string) =>
  db
    .selectFrom('orders')
    .select(['orders.id', 'orders.order_number', 'orders.total_paise', 'orders.delivery_address'])
    .select(
      db
        .selectFrom('order_items')
        .select(
          jsonArrayAgg<PayableItemJson>(
            db,
            jsonObject(db, {
              item_id: sql.ref('order_items.id'),
              product_id: sql.ref('order_items.product_id'),
              quantity: sql.ref('order_items.quantity'),
              price_paise: sql.ref('order_items.price_paise'),
            }),
            sql.ref('order_items.id'),
          ).as('items'),
        )
        .where(sameAs('order_items.order_id', 'orders.id'))
        .as('items'),
    )
    .leftJoin('payments', (join) =>
      join.onRef('payments.order_id', '=', 'orders.id').on('payments.id', '=', (eb) =>
        eb
          .selectFrom('payments as latest')
          .select('latest.id')
          .whereRef('latest.order_id', '=', 'orders.id')
          .orderBy('latest.created_at', 'desc')
          .orderBy('latest.id', 'desc')
          .limit(1),
      ),
    )
    // `1` written into the SQL (not bound), as addresses' own read does, so SQLite uses the partial index.
    .leftJoin('addresses', (join) => join.onRef('addresses.user_id', '=', 'orders.user_id').on('addresses.is_default', '=', sql.lit(1)))
    .select([
      'payments.id as payment_id',
      'payments.merchant_transaction_id as payment_merchant_transaction_id',
      'payments.provider as payment_provider',
      'payments.state as payment_state',
      'payments.redirect_url as payment_redirect_url',
      'payments.created_at as payment_created_at',
      'payments.superseded_at as payment_superseded_at',
    ])
    .select([
      'addresses.id as address_id',
      'addresses.full_name',
      'addresses.phone',
      'addresses.line1',
      'addresses.line2',
      'addresses.landmark',
      'addresses.city',
      'addresses.state',
      'addresses.pincode',
    ])
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', sql.lit('Payment pending')),
);

/** An order line as the read folds it into JSON: the columns orders' payableCheckoutOfRows reads of a line. */
type PayableItemJson = { item_id: string; product_id: string | null; quantity: number; price_paise: number };

/**
 * The shopper's payable checkout, its latest payment and the shopper's default address (undefined when they have
 * none); undefined when there is no payable checkout.
 */
export async function payableCheckoutWithPaymentOf(
  db: Executor,
  userId: string,
): Promise<{ checkout: PayableCheckout; payment: CheckoutPayment | undefined; defaultAddress: DeliveryAddress | undefined } | undefined> {
  const [row] = await payableOrderWithPayment(db, userId);
  if (!row) return undefined;
  // The rows orders' selectPayableOrderLines answers (one per line, the order's columns on each; one with no line
  // for an order without lines), so that orders reads its checkout from them as it does from its own.
  const items = fromJsonColumn<PayableItemJson[]>(row.items) ?? [];
  const noLine = { item_id: null, product_id: null, quantity: null, price_paise: null };
  const checkout = payableCheckoutOfRows((items.length > 0 ? items : [noLine]).map((item) => ({ ...row, ...item })));
  if (!checkout) return undefined;
  const payment: CheckoutPayment | undefined =
    row.payment_id === null
      ? undefined
      : {
          id: row.payment_id,
          order_id: row.id,
          merchant_transaction_id: row.payment_merchant_transaction_id!,
          provider: row.payment_provider!,
          state: row.payment_state!,
          redirect_url: row.payment_redirect_url,
          created_at: row.payment_created_at!,
          superseded_at: row.payment_superseded_at,
        };
  // The address columns are selected under their own names: with the row found, they are the snapshot's.
  const defaultAddress = row.address_id === null ? undefined : toDeliveryAddress(row as DeliveryAddressRow);
  return { checkout, payment, defaultAddress };
}
