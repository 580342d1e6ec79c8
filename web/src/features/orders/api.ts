import { apiPaths, type Order, type TopSellingProduct } from '@voltcart/contract';
import { apiRequest } from '../../shared/api-client';

export const ordersApi = {
  mine: () => apiRequest<Order[]>(apiPaths.orders.mine),
  myTotal: () => apiRequest<number>(apiPaths.orders.myTotal),
  overallTotal: () => apiRequest<number>(apiPaths.orders.overallTotal, { asAdmin: true }),
  totalAmount: () => apiRequest<number>(apiPaths.orders.totalAmount, { asAdmin: true }),
  topSelling: () => apiRequest<TopSellingProduct[]>(apiPaths.orders.topSelling, { asAdmin: true }),
};
