import { normaliseAwb, type ShippingWebhookBody } from '@voltcart/contract';
import type { Executor } from '../../../db/engine/executor';
import { inTransaction } from '../../../db/engine/executor';
import { AppError } from '../../../lib/errors';
import type { OrderMail } from '../messages';
import * as orderRepo from '../repo';
import { moveOrderByCourier } from '../status';
import { advanceLastEvent, eventSeen, insertEvent, shipmentByAwb } from './repo';

export type CourierUpdateOutcome = { outcome: 'applied' | 'replay' | 'stale'; orderStatus?: string };

/**
 * A courier's (signed) update. A replay (its eventId seen before) and an update older than the shipment's last one
 * change nothing; otherwise it is kept, and a delivered one moves a shipped order to Delivered (a COD order's cash
 * counts as collected: the courier collects it), a refused one moves a shipped COD order to Returned to origin (its
 * stock back). A refused online order stays Shipped for an admin to cancel (its goods are then awaited back).
 */
export async function acceptCourierUpdate(
  db: Executor,
  mail: OrderMail,
  update: ShippingWebhookBody,
): Promise<CourierUpdateOutcome> {
  const at = new Date(update.at).toISOString();
  const awb = normaliseAwb(update.awb);
  const stale = new Error('stale');
  const replay = new Error('replay');
  try {
    // One transaction: the event is kept only with its move, so a failed move leaves the courier's retry to apply it.
    return await inTransaction(db, async (trx) => {
      const shipment = await shipmentByAwb(trx, awb);
      if (!shipment) throw new AppError('not_found', `No shipment has AWB ${awb}`);
      if (await eventSeen(trx, update.eventId)) throw replay;
      if (!(await advanceLastEvent(trx, shipment.id, at))) throw stale;
      const event = {
        shipmentId: shipment.id,
        eventId: update.eventId,
        status: update.status,
        at,
        now: new Date().toISOString(),
      };
      if (!(await insertEvent(trx, event))) throw replay;
      const [order] = await orderRepo.findOrders(trx, [shipment.order_id]);
      if (!order) return { outcome: 'applied' as const };
      const target = courierTarget(update.status, order.payment_method);
      if (order.status === 'Shipped' && target) {
        await moveOrderByCourier(trx, mail, { id: order.id, paymentMethod: order.payment_method }, target);
        return { outcome: 'applied' as const, orderStatus: target };
      }
      return { outcome: 'applied' as const, orderStatus: order.status };
    });
  } catch (error) {
    if (error === replay) return { outcome: 'replay' };
    if (error === stale) return { outcome: 'stale' };
    throw error;
  }
}

/** The order move a courier status makes of a shipped order, when it makes one. */
function courierTarget(status: ShippingWebhookBody['status'], paymentMethod: 'online' | 'cod') {
  if (status === 'delivered') return 'Delivered' as const;
  if (status === 'refused' && paymentMethod === 'cod') return 'Returned to origin' as const;
  return undefined;
}
