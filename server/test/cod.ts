// Cash-on-delivery helpers: place a COD order from a cart, read its emailed code, confirm it, the admin's moves.
import { apiPaths, type CartSummary, type CodSettings, type Order } from '@voltcart/contract';
import { cartSummary } from './coupons';
import { cartItemsOf, fillCart, initiatePayment, type CartFill } from './checkout';
import { signInAdmin, type SignedIn } from './shoppers';
import type { TestApp } from './test-app';

/** The admin saves the COD rules (any left out keep the defaults). */
export async function setCodRules(shop: TestApp, rules: Partial<CodSettings>): Promise<void> {
  const admin = await signInAdmin(shop);
  const response = await shop.app.inject({
    method: 'PUT',
    url: apiPaths.cod.settings,
    headers: admin.headers,
    payload: { maxOrderValue: 50_000, fee: 49, confirmation: 'email-code', refusalsLimit: 2, ...rules },
  });
  if (response.statusCode !== 200) throw new Error(`COD rules not saved: ${response.statusCode} ${response.body}`);
}

/** Initiates a COD checkout of what is in the cart, for the summary's total plus its COD fee. */
export function initiateCod(shop: TestApp, shopper: SignedIn, lines: CartFill, summary: CartSummary, extra: object = {}) {
  return initiatePayment(shop, shopper, {
    amount: Math.round((summary.total + summary.codFee) * 100) / 100,
    cartItems: cartItemsOf(lines),
    paymentMethod: 'cod',
    ...extra,
  });
}

/** Fills the cart and places a COD order for it (it must be placed): answers the order's id and the summary paid. */
export async function placeCodOrder(shop: TestApp, shopper: SignedIn, lines: CartFill) {
  await fillCart(shop, shopper, lines);
  const summary = await cartSummary(shop, shopper);
  const placed = await initiateCod(shop, shopper, lines, summary);
  if (placed.statusCode !== 200) throw new Error(`COD not placed: ${placed.statusCode} ${placed.body}`);
  return { orderId: placed.json().data.orderId as string, summary, answer: placed.json() };
}

/** The latest confirmation email to the shopper (text part), read from the outbox. */
export async function latestCodeMail(shop: TestApp, shopper: SignedIn) {
  const mail = await shop.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', shopper.user.email)
    .where('kind', '=', 'cod-confirmation')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /Your code: (\d{6})/.exec(mail.text ?? '')?.[1];
  const token = /order\/confirm#token=([\w-]+)/.exec(mail.text ?? '')?.[1];
  if (!code || !token) throw new Error(`no code or link in: ${mail.text}`);
  return { code, token, subject: mail.subject, text: mail.text ?? '' };
}

export function confirmCode(shop: TestApp, shopper: SignedIn, orderId: string, code: string) {
  return shop.app.inject({ method: 'POST', url: apiPaths.cod.confirm(orderId), headers: shopper.headers, payload: { code } });
}

export async function myOrder(shop: TestApp, shopper: SignedIn, orderId: string): Promise<Order | undefined> {
  const response = await shop.app.inject({ method: 'GET', url: apiPaths.orders.mine, headers: shopper.headers });
  return (response.json().data as Order[]).find((order) => order._id === orderId);
}

/** The admin's status call. */
export async function adminMove(shop: TestApp, orderId: string, payload: object) {
  const admin = await signInAdmin(shop);
  return shop.app.inject({ method: 'PUT', url: apiPaths.orders.updateStatus(orderId), headers: admin.headers, payload });
}

export async function stockOf(shop: TestApp, productId: string): Promise<number> {
  const row = await shop.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow();
  return Number(row.stock);
}

export const orderRowOf = (shop: TestApp, orderId: string) =>
  shop.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
