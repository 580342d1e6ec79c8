/**
 * The delivery feature's public surface. For checkout, the cart summary and cash on delivery:
 * `estimateDelivery(db, pincode, nowMs)` → whether the pincode is served, whether cash on delivery is taken there,
 * and the promised day. The app registers `deliveryRoutes` (the estimate and the admin's rules).
 */
export { estimateDelivery } from './estimate';
export { deliveryRoutes } from './routes';
