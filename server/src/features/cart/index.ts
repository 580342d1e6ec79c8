/**
 * The cart feature's public surface. For checkout (features/payments): `listCartLines(db, userId)` → the
 * caller's rows with current prices in paise, oldest first, and `clearCart(db, userId)` → rows removed; pass the
 * checkout's transaction as `db`.
 */
export { clearCart, listCartLines, type CartLine } from './service';
export { cartRoutes } from './routes';
