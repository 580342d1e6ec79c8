/**
 * The cart feature's public surface. For checkout (features/payments): `listCartLines(db, userId)` → the
 * caller's rows with current prices in paise, oldest first, and `removeBoughtItems(db, userId, lines)` → what a paid
 * order bought taken off the cart; pass the checkout's or settlement's transaction as `db`.
 */
export { cartLinesOfJson, listCartLines, removeBoughtItems, type CartLine, type CartLineToCheck } from './service';
export { cartLinesJson } from './read-models/cart-products-read';
export { cartViewStamp } from './read-models/cart-view-stamp';
export { selectSessionWithStamp, sessionStampReader, type SessionStamp } from './read-models/session-stamp-read';
export { cartRoutes } from './routes';
