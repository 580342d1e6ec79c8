import { sql, type RawBuilder } from 'kysely';
import type { DeliveryAddress } from '@voltcart/contract';
import { compiledOnce } from '../../../db/engine/compiled-once';
import type { Executor } from '../../../db/engine/executor';
import { fromJsonColumn, jsonArrayAgg, jsonObject, jsonOfSubquery, sameAs } from '../../../db/engine/json-aggregate';
import { toDeliveryAddress, type DeliveryAddressRow } from '../../addresses';
import type { SessionOfUser, SessionRead } from '../../auth';
import {
  cartLinesJson,
  cartLinesOfJson,
  cartViewStamp,
  selectSessionWithStamp,
  sessionStampReader,
  type CartLineToCheck,
} from '../../cart';
import { keptCouponIdJson } from '../../coupons';
import { PAYABLE_STATUS, payableCheckoutOfRows, type PayableCheckout } from '../../orders';
import type { CheckoutPayment } from '../repo';

const ref = (column: string) => sql.ref(column);

/**
 * The read model of a checkout handed back again: the shopper's payable order (as orders' selectPayableOrderLines
 * finds it) with its lines, its latest payment and the shopper's default address, folded into one JSON object
 * (db/engine/json-aggregate.ts: no row per line repeating the order's, payment's and address's columns). The latest payment
 * is the one no other payment of the order follows, by created_at then id, as repo.latestPaymentOf orders them; the
 * default address is the one `is_default = 1` row (a partial unique index keeps it one per user, so it multiplies no
 * rows), as addresses' deliveryAddressForCheckout reads it. `owner` says whose order: at most one is payable.
 */
function payableCheckoutJson(db: Executor, owner: RawBuilder<boolean>) {
  const items = db
    .selectFrom('order_items')
    .select(
      jsonArrayAgg(
        db,
        jsonObject(db, {
          item_id: ref('order_items.id'),
          product_id: ref('order_items.product_id'),
          quantity: ref('order_items.quantity'),
          price_paise: ref('order_items.price_paise'),
        }),
        ref('order_items.id'),
      ).as('items'),
    )
    .where(sameAs('order_items.order_id', 'orders.id'));
  // The latest payment as a JSON object of its own (null without one): a correlated subquery each engine answers by the
  // payment's order_id index, where a join on it had PostgreSQL hash every payment of the shop on every read.
  const latestPayment = db
    .selectFrom('payments')
    .select(
      jsonObject(db, {
        id: ref('payments.id'),
        merchant_transaction_id: ref('payments.merchant_transaction_id'),
        provider: ref('payments.provider'),
        state: ref('payments.state'),
        redirect_url: ref('payments.redirect_url'),
        created_at: ref('payments.created_at'),
        superseded_at: ref('payments.superseded_at'),
      }).as('payment'),
    )
    .where(sameAs('payments.order_id', 'orders.id'))
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .limit(1);
  return (
    db
      .selectFrom('orders')
      // `1` written into the SQL (not bound), as addresses' own read does, so SQLite uses the partial index.
      .leftJoin('addresses', (join) =>
        join.onRef('addresses.user_id', '=', 'orders.user_id').on('addresses.is_default', '=', sql.lit(1)),
      )
      .select(
        jsonObject(db, {
          id: ref('orders.id'),
          order_number: ref('orders.order_number'),
          total_paise: ref('orders.total_paise'),
          delivery_address: ref('orders.delivery_address'),
          items: sql`(${items})`,
          payment: jsonOfSubquery(db, latestPayment),
          kept_coupon_id: keptCouponIdJson('orders.user_id'),
          address_id: ref('addresses.id'),
          full_name: ref('addresses.full_name'),
          phone: ref('addresses.phone'),
          line1: ref('addresses.line1'),
          line2: ref('addresses.line2'),
          landmark: ref('addresses.landmark'),
          city: ref('addresses.city'),
          state: ref('addresses.state'),
          pincode: ref('addresses.pincode'),
          gstin: ref('addresses.gstin'),
          business_name: ref('addresses.business_name'),
        }).as('payable'),
      )
      .where(owner)
      .where('orders.status', '=', PAYABLE_STATUS)
  );
}

const payableCheckoutOfUser = compiledOnce((db: Executor, userId: string) =>
  payableCheckoutJson(db, sql<boolean>`${ref('orders.user_id')} = ${userId}`),
);

/**
 * What a checkout read shows, as one text (compare it, never parse it): the cart view's stamp (cart/read-models/cart-view-stamp.ts: the
 * cart's rows with their products' stock, the catalogue's versions, so prices) and the user's checkout version, which
 * every write to their orders, payments and addresses moves (migration 0018). Read with the session and its user, the
 * versions' row joined as `catalog_version`.
 */
function checkoutStamp(db: Executor): RawBuilder<string> {
  return sql<string>`${cartViewStamp(db)} || ':' || ${ref('users.checkout_version')}`;
}

/**
 * Checkout's read of a session: the session row, its user's cart lines, payable checkout and the stamp of them all,
 * in one statement (one snapshot) where they were two.
 */
const checkoutOfSessionHash = compiledOnce((db: Executor, tokenHash: string, now: string) =>
  selectSessionWithStamp(db, checkoutStamp, tokenHash, now)
    .select(cartLinesJson(db).as('cart'))
    .select(payableCheckoutJson(db, sameAs('orders.user_id', 'sessions.user_id')).as('payable')),
);

/** What the JSON object holds: orders' payable line columns (the order's, and a line's folded in `items`), payment's, address's. */
type PayableJson = {
  id: string;
  order_number: string;
  total_paise: number;
  delivery_address: string | null;
  items: { item_id: string; product_id: string | null; quantity: number; price_paise: number }[];
  payment: Omit<CheckoutPayment, 'order_id'> | null;
  kept_coupon_id: string | null;
  address_id: string | null;
} & { [Column in Exclude<keyof DeliveryAddressRow, 'id'>]: DeliveryAddressRow[Column] | null };

export type PayableRead = {
  checkout: PayableCheckout;
  payment: CheckoutPayment | undefined;
  defaultAddress: DeliveryAddress | undefined;
  /** The coupon kept with the shopper's cart (null without one): such a checkout is priced the transactional way. */
  keptCouponId: string | null;
};

function payableOfJson(value: unknown): PayableRead | undefined {
  const row = fromJsonColumn<PayableJson>(value as PayableJson | string | null);
  if (!row) return undefined;
  // The rows orders' selectPayableOrderLines answers (one per line, the order's columns on each; one with no line
  // for an order without lines), so that orders reads its checkout from them as it does from its own.
  // Only the order's own columns on each (the payment's and address's are not orders'; copying them per line cost more
  // than the rest of reading the checkout), written out: spreading the parsed objects took 1.6 µs a line.
  const { id, order_number, total_paise, delivery_address } = row;
  const noLine = { item_id: null, product_id: null, quantity: null, price_paise: null };
  const checkout = payableCheckoutOfRows(
    (row.items.length > 0 ? row.items : [noLine]).map(({ item_id, product_id, quantity, price_paise }) => ({
      id,
      order_number,
      total_paise,
      delivery_address,
      item_id,
      product_id,
      quantity,
      price_paise,
    })),
  );
  if (!checkout) return undefined;
  const payment: CheckoutPayment | undefined = row.payment === null ? undefined : { ...row.payment, order_id: id };
  // The address fields are the default address's under its own column names: with its id found, they are set.
  const defaultAddress = row.address_id === null ? undefined : toDeliveryAddress(row as unknown as DeliveryAddressRow);
  return { checkout, payment, defaultAddress, keptCouponId: row.kept_coupon_id ?? null };
}

/**
 * The shopper's payable checkout, its latest payment and the shopper's default address (undefined when they have
 * none); undefined when there is no payable checkout.
 */
export async function payableCheckoutWithPaymentOf(db: Executor, userId: string): Promise<PayableRead | undefined> {
  const [row] = await payableCheckoutOfUser(db, userId);
  return payableOfJson(row?.payable ?? null);
}

/** A checkout read of a session (checkoutOfSession); `stamp` says what it shows (empty when the session is not live). */
export type CheckoutOfSession = {
  sessionRow: SessionOfUser | undefined;
  lines: CartLineToCheck[];
  payable: PayableRead | undefined;
  stamp: string;
};

/**
 * The checkout's read of a session: the session row (undefined when the session is not live: check it with
 * guards.requireUserJoined before using the rest), the cart's lines as checkout checks them (cart's cartLinesOfJson),
 * the payable checkout (payableCheckoutWithPaymentOf) and their stamp, all in one statement.
 */
export async function checkoutOfSession(db: Executor, session: SessionRead): Promise<CheckoutOfSession> {
  const [row] = await checkoutOfSessionHash(db, session.tokenHash, session.nowIso);
  if (!row) return { sessionRow: undefined, lines: [], payable: undefined, stamp: '' };
  return { sessionRow: row, lines: cartLinesOfJson(row.cart), payable: payableOfJson(row.payable), stamp: row.stamp };
}

/**
 * The session row (undefined when the session is not live) and the stamp checkoutOfSession would read now, in one light
 * statement (on PostgreSQL, one for the checkouts of one turn). Made once per database (read-models/kept-read.ts).
 */
export const checkoutStampReader = (db: Executor) => sessionStampReader(db, checkoutStamp);
