// Plain constants, no zod: shared by the schemas and the web bundle.
export const MAX_CART_QUANTITY = 10;
export const MAX_COMMENT_LENGTH = 2000;
export const MAX_PRODUCT_IMAGES = 10;
