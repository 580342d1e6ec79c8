import { apiPaths, type Order, type TopSellingProduct } from '@voltcart/contract';
import { apiRequest } from '../../shared/api-client';

export const ordersApi = {
  mine: () => apiRequest<Order[]>(apiPaths.orders.mine),
  /** Cancels the shopper's paid order before it ships; the answer is the order afterwards (refunding or refunded). */
  cancel: (id: string) => apiRequest<Order>(apiPaths.orders.cancel(id), { method: 'POST' }),
  myTotal: () => apiRequest<number>(apiPaths.orders.myTotal),
  overallTotal: () => apiRequest<number>(apiPaths.orders.overallTotal, { asAdmin: true }),
  totalAmount: () => apiRequest<number>(apiPaths.orders.totalAmount, { asAdmin: true }),
  topSelling: () => apiRequest<TopSellingProduct[]>(apiPaths.orders.topSelling, { asAdmin: true }),
};
