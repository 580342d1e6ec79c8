import { ORDER_CSV_COLUMNS, rupeesFromPaise } from '@voltcart/contract';
import { stringify } from 'csv-stringify/sync';
import type { Executor } from '../../../db/engine/executor';
import { deliveryAddressOf, paymentMethodName } from '../order-view';

/** A range of days in UTC, both included; either end may be open. */
export type DayRange = { from?: string | undefined; to?: string | undefined };

/**
 * A shopper wrote the address and name cells: one a spreadsheet would run as a formula (=, +, -, @, a tab or a
 * return first) is written after an apostrophe, which spreadsheets show as text.
 */
const asText = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * The orders placed in the range, one row per order line (docs/catalogue-csv.md): the order's address, its latest
 * payment's method and state, and what completed refunds gave back (on the order's every line, as its total is).
 */
export async function ordersCsv(db: Executor, range: DayRange): Promise<string> {
  let orders = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.id', 'orders.created_at', 'orders.status', 'orders.total_paise', 'orders.delivery_address', 'users.email'])
    .orderBy('orders.created_at')
    .orderBy('orders.id');
  if (range.from) orders = orders.where('orders.created_at', '>=', `${range.from}T00:00:00.000Z`);
  if (range.to) orders = orders.where('orders.created_at', '<', nextDay(range.to));
  const orderRows = await orders.execute();
  const ids = orderRows.map((order) => order.id);
  const [lines, payments, refunds] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .selectFrom('order_items')
            .leftJoin('products', 'products.id', 'order_items.product_id')
            .select([
              'order_items.order_id',
              'order_items.product_id',
              'order_items.product_name',
              'order_items.quantity',
              'order_items.price_paise',
              'order_items.discount_paise',
              'products.sku',
            ])
            .where('order_items.order_id', 'in', ids)
            .orderBy('order_items.order_id')
            .orderBy('order_items.id')
            .execute(),
          db
            .selectFrom('payments')
            .select(['order_id', 'state', 'payment_mode', 'created_at'])
            .where('order_id', 'in', ids)
            .orderBy('created_at')
            .execute(),
          db
            .selectFrom('refunds')
            .select(['order_id', 'amount_paise'])
            .where('order_id', 'in', ids)
            .where('state', '=', 'COMPLETED')
            .execute(),
        ]);
  const latestPayment = new Map(payments.map((payment) => [payment.order_id, payment]));
  const refunded = new Map<string, number>();
  for (const refund of refunds) refunded.set(refund.order_id, (refunded.get(refund.order_id) ?? 0) + refund.amount_paise);
  const linesOf = new Map<string, typeof lines>();
  for (const line of lines) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);

  const records = orderRows.flatMap((order) => {
    const address = deliveryAddressOf(order);
    const payment = latestPayment.get(order.id);
    const common = {
      orderId: order.id,
      placedAt: order.created_at,
      status: order.status,
      paymentMethod: payment ? paymentMethodName(payment.payment_mode) : '',
      paymentStatus: payment?.state ?? '',
      customerEmail: order.email,
      deliveryName: address?.fullName ?? '',
      deliveryPhone: address?.phone ?? '',
      deliveryAddress: address ? [address.line1, address.line2, address.landmark].filter(Boolean).join(', ') : '',
      deliveryCity: address?.city ?? '',
      deliveryState: address?.state ?? '',
      deliveryPincode: address?.pincode ?? '',
      orderTotal: String(rupeesFromPaise(order.total_paise)),
      refunded: String(rupeesFromPaise(refunded.get(order.id) ?? 0)),
    };
    return (linesOf.get(order.id) ?? []).map((line) => ({
      ...common,
      productId: line.product_id ?? '',
      sku: line.sku ?? '',
      productName: line.product_name,
      quantity: String(line.quantity),
      unitPrice: String(rupeesFromPaise(line.price_paise)),
      lineTotal: String(rupeesFromPaise(line.price_paise * line.quantity - Number(line.discount_paise))),
    }));
  });
  const safe = records.map((record) =>
    Object.fromEntries(Object.entries(record).map(([column, cell]) => [column, asText(cell)])),
  );
  return stringify(safe, { header: true, columns: [...ORDER_CSV_COLUMNS], bom: true });
}
