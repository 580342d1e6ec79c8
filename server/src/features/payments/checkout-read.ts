import { compiledOnce } from '../../db/compiled-once';
import type { Executor } from '../../db/executor';
import { payableCheckoutOfRows, selectPayableOrderLines, type PayableCheckout } from '../orders';
import type { CheckoutPayment } from './repo';

/**
 * The read model of a checkout handed back again: the shopper's payable order with its lines (orders' read) and its
 * latest payment joined on, in one statement (one snapshot) where they were two. The latest payment is the one no
 * other payment of the order follows, by created_at then id, as repo.latestPaymentOf orders them.
 */
const payableOrderWithPayment = compiledOnce((db: Executor, userId: string) =>
  selectPayableOrderLines(db, userId)
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
    .select([
      'payments.id as payment_id',
      'payments.merchant_transaction_id as payment_merchant_transaction_id',
      'payments.provider as payment_provider',
      'payments.state as payment_state',
      'payments.redirect_url as payment_redirect_url',
      'payments.created_at as payment_created_at',
      'payments.superseded_at as payment_superseded_at',
    ]),
);

/** The shopper's payable checkout and its latest payment; undefined when there is no payable checkout. */
export async function payableCheckoutWithPaymentOf(
  db: Executor,
  userId: string,
): Promise<{ checkout: PayableCheckout; payment: CheckoutPayment | undefined } | undefined> {
  const rows = await payableOrderWithPayment(db, userId);
  const checkout = payableCheckoutOfRows(rows);
  const row = rows[0];
  if (!checkout || !row) return undefined;
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
  return { checkout, payment };
}
