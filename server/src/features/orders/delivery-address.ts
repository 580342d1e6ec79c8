import { inTransaction, type Executor } from '../../db/engine/executor';
import { AppError, notFound } from '../../lib/errors';
import { deliveryAddressForCheckout } from '../addresses';
import type { OrderMail } from './messages';
import * as repo from './repo';
import { giveDeliveryAddress } from './status';

/**
 * A shopper gives the delivery address of their paid order that was bought without one ('Awaiting address'): one of
 * their saved addresses becomes its snapshot, it awaits shipment and its invoice is issued. Another's order or
 * address is not found; an order that no longer awaits an address says so.
 */
export async function giveOrderAddress(
  db: Executor,
  mail: OrderMail,
  userId: string,
  orderId: string,
  addressId: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const [order] = await repo.findOrders(trx, [orderId]);
    if (!order || order.user_id !== userId) throw notFound('Order');
    if (order.status !== 'Awaiting address') {
      throw new AppError('business_rule', 'This order already has its delivery address.');
    }
    const address = await deliveryAddressForCheckout(trx, userId, addressId);
    if (!address) throw notFound('Address');
    if (!(await giveDeliveryAddress(trx, mail, orderId, address))) {
      throw new AppError('conflict', 'The order changed meanwhile; reload it and try again.');
    }
  });
}
