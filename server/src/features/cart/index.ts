/**
 * The cart feature's public surface.
 * For checkout (features/payments): `listCartLines(db, userId)` → the caller's rows with current prices in paise
 * (`CartLine[]`, oldest first) and `clearCart(db, userId)` → rows removed; both accept a transaction as `db`.
 */
export { clearCart, createCartService, listCartLines, type CartLine, type CartService } from './service';
export { cartRoutes } from './routes';
