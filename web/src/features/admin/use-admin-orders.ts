import type { Order, OrderStatus } from '@voltcart/contract';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../shared/toasts/toast-store';
import { errorMessage } from '../../shared/api-client';
import { dataOf } from '../../shared/thunks';
import { adminApi } from './api';

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

  const moveOrder = useCallback(
    async (order: Order, next: OrderStatus) => {
      setUpdatingId(order._id);
      try {
        const updated = await dataOf(adminApi.updateOrderStatus(order._id, next));
        setOrders((list) =>
          list.map((item) =>
            item._id === updated._id ? { ...item, ...updated, customer: updated.customer ?? item.customer } : item,
          ),
        );
        // A paid order cancelled moves on to its refund: say where it ended up, not only what was asked.
        toast.success(updated.status === next ? `Order ${order.orderId} marked ${next}` : `Order ${order.orderId} cancelled: ${updated.status}`);
      } catch (cause) {
        toast.error(`Error: ${errorMessage(cause, 'Something went wrong')}`);
        // The order may have moved meanwhile (422/409): show what it is now.
        reload();
      } finally {
        setUpdatingId(null);
      }
    },
    [reload],
  );

  /** An admin action on one order that answers the order as it is now. */
  const act = useCallback(
    async (order: Order, action: OrderAction) => {
      setUpdatingId(order._id);
      try {
        const updated = await dataOf(ORDER_ACTIONS[action].call(order._id));
        setOrders((list) => list.map((item) => (item._id === updated._id ? { ...item, ...updated, customer: updated.customer ?? item.customer } : item)));
        toast.success(ORDER_ACTIONS[action].done(order));
      } catch (cause) {
        toast.error(`Error: ${errorMessage(cause, 'Something went wrong')}`);
        reload();
      } finally {
        setUpdatingId(null);
      }
    },
    [reload],
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
