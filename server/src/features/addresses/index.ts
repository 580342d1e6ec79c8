/**
 * The addresses feature's public surface. It owns the `addresses` table. For payments:
 * `deliveryAddressForCheckout(trx, userId, addressId?)` answers the DeliveryAddress an order keeps as its snapshot
 * (undefined when the shopper has none);
 * `toDeliveryAddress` makes that snapshot of a default address another read joined (`is_default = 1`, one per user).
 */
export { deliveryAddressForCheckout, toDeliveryAddress, type DeliveryAddressRow } from './service';
export { addressRoutes } from './routes';
