/**
 * The addresses feature's public surface. It owns the `addresses` table. For payments:
 * `deliveryAddressForCheckout(trx, userId, addressId?)` answers the DeliveryAddress an order keeps as its snapshot.
 */
export { deliveryAddressForCheckout } from './service';
export { addressRoutes } from './routes';
