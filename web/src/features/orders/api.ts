import { apiCalls } from '@voltcart/contract';
import { call } from '../../shared/api-client';

const { orders } = apiCalls;

export const ordersApi = {
  mine: () => call(orders.mine),
  /** Cancels the shopper's paid order before it ships; the answer is the order afterwards (refunding or refunded). */
  cancel: (id: string) => call(orders.cancel, { params: { id } }),
  /** Gives a paid order bought without a delivery address one of the shopper's saved addresses; answers the order. */
  giveAddress: (id: string, addressId: string) => call(orders.deliveryAddress, { params: { id }, body: { addressId } }),
  myTotal: () => call(orders.myTotal),
  overallTotal: () => call(orders.overallTotal, { asAdmin: true }),
  totalAmount: () => call(orders.totalAmount, { asAdmin: true }),
  topSelling: () => call(orders.topSelling, { asAdmin: true }),
};
