import { nowIso } from '../../../db/engine/database';
import { releaseCouponUse } from '../../coupons';
import type { OrderRefunds } from '../../orders';
import type { PaymentGateway } from '../providers/gateway';
import * as repo from '../repo';
import { refundPart, retryPartRefund } from './part-refunds';
import { beginRefund, sendRefundsOf } from './refunds';

/** What cancelling an order needs of payments (orders defines it; the app hands it to the order routes). */
export function orderRefunds(gateway: PaymentGateway): OrderRefunds {
  return {
    async closeUnpaidCheckout(trx, orderId) {
      const payment = (await repo.latestPaymentsOf(trx, [orderId])).get(orderId);
      if (payment?.state === 'PENDING') await repo.markSuperseded(trx, payment.id, nowIso());
      // The checkout can no longer be paid: its coupon's use goes back.
      await releaseCouponUse(trx, orderId, nowIso());
    },
    beginRefund,
    sendRefunds: (db, orderId) => sendRefundsOf(db, gateway, orderId),
    async refundPart(db, orderId, asked) {
      await refundPart(db, gateway, orderId, asked);
    },
    retryPartRefund: (db, refundId) => retryPartRefund(db, gateway, refundId),
  };
}
