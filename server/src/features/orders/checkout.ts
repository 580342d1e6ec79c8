import type { DeliveryAddress, OrderStatus } from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import { inTransaction, type Executor } from '../../db/engine/executor';
import { newId, newOrderNumber } from '../../lib/ids';
import { reserveStock } from '../catalog';
import { taxClassColumns } from './invoice/tax-rates';
import * as repo from './repo';

/**
 * One line of a new order: the product and its price as the shopper saw them at checkout, and its category,
 * whose HSN code and GST rate the line keeps for its invoice.
 */
export type OrderLine = {
  productId: string;
  productName: string;
  productImage: string;
  quantity: number;
  pricePaise: number;
  productCategory?: string | undefined;
  /** The line's share of the order's coupon discount (paise); none when absent. */
  discountPaise?: number | undefined;
};

/** The coupon a checkout applied: its code, kept with the order (its discount is the sum of the lines' shares). */
export type OrderCoupon = { code: string };

/**
 * A cash-on-delivery order: its fee (a line of its own, within the total) and the status it is placed in ('Awaiting
 * confirmation' until the shopper's emailed code, or 'Pending' when the admin turned confirmation off).
 */
export type OrderCashOnDelivery = { feePaise: number; status: 'Awaiting confirmation' | 'Pending' };

type CreatedOrder = { orderId: string; orderNumber: string; totalPaise: number };

export const orderTotalPaise = (lines: readonly Pick<OrderLine, 'pricePaise' | 'quantity'>[]) =>
  lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);

const orderDiscountPaise = (lines: readonly Pick<OrderLine, 'discountPaise'>[]) =>
  lines.reduce((sum, line) => sum + (line.discountPaise ?? 0), 0);

/**
 * Writes a new order awaiting its payment ('Payment pending') with its price snapshots and its delivery address
 * snapshot, and reserves its lines' stock; pass the checkout's transaction, so a shortfall (409 naming the
 * product) leaves no order behind.
 */
export async function createOrder(
  db: Executor,
  userId: string,
  lines: OrderLine[],
  /** Undefined: the checkout gave none; once paid the order waits for one ('Awaiting address'). */
  deliveryAddress: DeliveryAddress | undefined,
  /** The storefront origin that started the checkout (its emails link there). */
  storefrontUrl?: string,
  /** The coupon whose discount the lines carry: the order's total is what is paid after it. */
  coupon?: OrderCoupon,
  /** The day delivery promised at checkout (YYYY-MM-DD, India's calendar), when it promised one. */
  promisedDeliveryOn?: string | null,
  /** Paid in cash on delivery instead of through the provider. */
  cod?: OrderCashOnDelivery,
): Promise<CreatedOrder> {
  const orderId = newId();
  const orderNumber = newOrderNumber();
  const discountPaise = orderDiscountPaise(lines);
  const totalPaise = orderTotalPaise(lines) - discountPaise + (cod?.feePaise ?? 0);
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    await reserveStock(trx, lines);
    await repo.insertOrder(
      trx,
      {
        id: orderId,
        order_number: orderNumber,
        user_id: userId,
        status: cod?.status ?? 'Payment pending',
        total_paise: totalPaise,
        ...(cod ? { payment_method: 'cod' as const, cod_fee_paise: cod.feePaise } : {}),
        created_at: now,
        updated_at: now,
        delivery_address: deliveryAddress ? JSON.stringify(deliveryAddress) : null,
        storefront_url: storefrontUrl ?? null,
        promised_delivery_on: promisedDeliveryOn ?? null,
        ...(coupon && discountPaise > 0 ? { coupon_code: coupon.code, discount_paise: discountPaise } : {}),
      },
      lines.map((line) => ({
        id: newId(),
        order_id: orderId,
        product_id: line.productId,
        product_name: line.productName,
        product_image: line.productImage,
        quantity: line.quantity,
        price_paise: line.pricePaise,
        ...(line.discountPaise ? { discount_paise: line.discountPaise } : {}),
        ...taxClassColumns(line.productCategory),
      })),
    );
  });
  return { orderId, orderNumber, totalPaise };
}

/** What payments needs to know of its orders: whose they are, the number shoppers read, and their status. */
export async function orderOwnersByIds(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, { userId: string; orderNumber: string; status: OrderStatus }>> {
  const rows = await repo.findOrders(db, [...new Set(orderIds)]);
  return new Map(rows.map((row) => [row.id, { userId: row.user_id, orderNumber: row.order_number, status: row.status }]));
}

/** A checkout still awaiting payment: its order, the lines it would buy and where it delivers. */
export type PayableCheckout = {
  orderId: string;
  orderNumber: string;
  totalPaise: number;
  lines: Pick<OrderLine, 'productId' | 'quantity' | 'pricePaise'>[];
  /** Where it delivers: the order's address snapshot as kept, JSON.stringify of the address chosen (read: deliveryAddressOf). */
  deliveryAddressJson: string | null;
};

/** The shopper's one order in 'Payment pending', with its lines; undefined when there is none. */
export async function payableCheckoutOf(db: Executor, userId: string): Promise<PayableCheckout | undefined> {
  return payableCheckoutOfRows(await repo.findPayableOrderLines(db, userId));
}

/** The payable checkout of the rows `selectPayableOrderLines` read (payments joins its payment onto them). */
export function payableCheckoutOfRows(rows: repo.PayableOrderLineRow[]): PayableCheckout | undefined {
  const order = rows[0];
  if (!order) return undefined;
  return {
    orderId: order.id,
    orderNumber: order.order_number,
    totalPaise: Number(order.total_paise),
    // A product deleted since has no id: the line matches no cart row, so the checkout counts as changed.
    lines: rows.flatMap((item) =>
      item.item_id === null
        ? []
        : [{ productId: item.product_id ?? item.item_id, quantity: Number(item.quantity), pricePaise: Number(item.price_paise) }],
    ),
    deliveryAddressJson: order.delivery_address,
  };
}

/** What the order bought, per product (lines of products deleted since are left out): settlement takes these off the cart. */
export async function boughtLinesOf(db: Executor, orderId: string): Promise<{ productId: string; quantity: number }[]> {
  const items = (await repo.itemsOf(db, [orderId])).get(orderId) ?? [];
  return items.flatMap((item) => (item.product_id ? [{ productId: item.product_id, quantity: Number(item.quantity) }] : []));
}

/** Flags the order for an admin (shown on admin listings as `needsAttention`). */
export const flagOrderForAdmin = (db: Executor, orderId: string, reason: string) =>
  repo.setAttentionReason(db, orderId, reason, nowIso());
