import type { Executor } from '../../../db/engine/executor';
import { usersByIds } from '../../auth';
import { enqueueMail } from '../../mail';
import { creditNotesOfOrders } from '../credit-notes/repo';
import { deliveryAddressOf } from '../order-view';
import * as repo from '../repo';
import { shipmentsOf } from '../shipments/repo';
import { courierName, COURIERS, type Courier } from '@voltcart/contract';
import { composeOrderMessage, type OrderFacts, type OrderMessageKind, type OrderMessageOptions } from './compose';
import type { OrderMail } from './order-mail';

/**
 * Queues the order's message in `trx`, the transaction of the status change it tells of, so both are kept or
 * neither. The dedupe key (`order-<kind>:<orderId>`) makes a repeat a no-op.
 */
export async function queueOrderMessage(
  trx: Executor,
  mail: OrderMail,
  orderId: string,
  kind: OrderMessageKind,
  options: OrderMessageOptions = {},
): Promise<void> {
  const facts = await orderFacts(trx, orderId);
  if (!facts) return; // an order without its shopper (deleted since) has no one to tell
  await enqueueMail(trx, composeOrderMessage(mail, kind, facts, options));
}

async function orderFacts(db: Executor, orderId: string): Promise<OrderFacts | undefined> {
  const [order] = await repo.findOrders(db, [orderId]);
  if (!order) return undefined;
  const items = await repo.itemsOf(db, [orderId]);
  const users = await usersByIds(db, [order.user_id]);
  const shopper = users.get(order.user_id);
  if (!shopper) return undefined;
  const shipment = (await shipmentsOf(db, [orderId])).get(orderId)?.at(-1);
  const courier = (COURIERS as readonly string[]).includes(shipment?.courier ?? '') ? (shipment!.courier as Courier) : 'other';
  const creditNotes = (await creditNotesOfOrders(db, [orderId])).get(orderId) ?? [];
  return {
    ...(shipment
      ? { shipment: { courierName: courierName(courier), awb: shipment.awb, trackingUrl: shipment.tracking_url } }
      : {}),
    orderId,
    orderNumber: order.order_number,
    totalPaise: Number(order.total_paise),
    ...(order.coupon_code && Number(order.discount_paise) > 0
      ? { coupon: { code: order.coupon_code, discountPaise: Number(order.discount_paise) } }
      : {}),
    items: (items.get(orderId) ?? []).map((item) => ({
      name: item.product_name,
      quantity: Number(item.quantity),
      pricePaise: Number(item.price_paise),
    })),
    ...(order.payment_method === 'cod'
      ? { cod: { feePaise: Number(order.cod_fee_paise), cashCollected: order.cash_collected_at !== null } }
      : {}),
    address: deliveryAddressOf(order),
    storefrontUrl: order.storefront_url ?? undefined,
    deliverBy: order.promised_delivery_on ?? undefined,
    shopper: { email: shopper.email, name: shopper.username },
    ...(creditNotes.length ? { creditNotes: creditNotes.map((note) => ({ id: note.id, number: note.credit_note_number })) } : {}),
  };
}
