import type { Envelope, Order, OrderStatus } from '@voltcart/contract';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../shared/toasts/toast-store';
import { errorMessage } from '../../shared/api-client';
import { dataOf } from '../../shared/thunks';
import { adminApi } from './api';
import type { ShippingAnswer } from './components/ShipDialog';

type Status = 'loading' | 'ready' | 'failed';

/** The admin's one-click actions on an order (each answers the order as it is now) and what the toast then says. */
const ORDER_ACTIONS = {
  retryRefund: { call: adminApi.retryRefund, done: (order: Order) => `Refund of order ${order.orderId} retried` },
  markReceivedBack: {
    call: adminApi.markReceivedBack,
    done: (order: Order) => `Goods of order ${order.orderId} received back: their stock is on the shelf again`,
  },
};
type OrderAction = keyof typeof ORDER_ACTIONS;

/** Every order for the admin, newest first (the server's order), and the fulfilment moves on them. */
export function useAdminOrders() {
  const [orders, setOrders] = useState<Order[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState('');
  const [updatingId, setUpdatingId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    dataOf(adminApi.allOrders()).then(
      (list) => {
        if (!current) return;
        setOrders(list);
        setStatus('ready');
      },
      (cause: unknown) => {
        if (!current) return;
        setError(errorMessage(cause, 'Failed to load orders.'));
        setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  /**
   * A change of one order that answers the order as it is now: the list shows that, and the toast says `said` of it.
   * True when it was made.
   */
  const change = useCallback(
    async (order: Order, call: () => Promise<Envelope<Order>>, said: (updated: Order) => string): Promise<boolean> => {
      setUpdatingId(order._id);
      try {
        const updated = await dataOf(call());
        setOrders((list) =>
          list.map((item) =>
            item._id === updated._id ? { ...item, ...updated, customer: updated.customer ?? item.customer } : item,
          ),
        );
        toast.success(said(updated));
        return true;
      } catch (cause) {
        toast.error(`Error: ${errorMessage(cause, 'Something went wrong')}`);
        // The order may have moved meanwhile (422/409): show what it is now.
        reload();
        return false;
      } finally {
        setUpdatingId(null);
      }
    },
    [reload],
  );

  const moveOrder = useCallback(
    (order: Order, next: OrderStatus, reason?: string, shipping?: ShippingAnswer) =>
      change(
        order,
        // A cash-on-delivery order is marked delivered from its "cash collected" button: the cash counts as its payment.
        () => adminApi.updateOrderStatus(order._id, next, reason, order.cod !== undefined && next === 'Delivered', shipping),
        // A paid order cancelled moves on to its refund: say where it ended up, not only what was asked.
        (updated) =>
          updated.status === next
            ? `Order ${order.orderId} marked ${next}`
            : `Order ${order.orderId} cancelled: ${updated.status}`,
      ),
    [change],
  );

  /** An admin action on one order that answers the order as it is now. */
  const act = useCallback(
    (order: Order, action: OrderAction) =>
      change(
        order,
        () => ORDER_ACTIONS[action].call(order._id),
        () => ORDER_ACTIONS[action].done(order),
      ),
    [change],
  );

  return {
    orders,
    status,
    error,
    updatingId,
    moveOrder,
    retryRefund: (order: Order) => act(order, 'retryRefund'),
    markReceivedBack: (order: Order) => act(order, 'markReceivedBack'),
    retry: () => (setStatus('loading'), reload()),
  };
}
