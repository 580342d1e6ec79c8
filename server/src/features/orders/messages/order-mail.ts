/**
 * What order messages need besides the database: the shop's public URL, for absolute links (the orders page,
 * the invoice). The app makes one from its configuration; payments' gateway fits it as it is.
 */
export type OrderMail = { publicUrl: string };
