// Plain constants, no zod: shared by the schemas and the web bundle.
export const MAX_CART_QUANTITY = 10;
export const MAX_COMMENT_LENGTH = 2000;
export const MAX_PRODUCT_IMAGES = 10;
/** The most units of one product the shop records in stock. */
export const MAX_PRODUCT_STOCK = 1_000_000;
/** At or below this many units a product counts as low on stock ("Only N left", the admin's low-stock list). */
export const LOW_STOCK_THRESHOLD = 5;
