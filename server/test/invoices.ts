// Invoice helpers: pay for a cart through the sandbox, download and read an invoice PDF.
import { apiPaths, type DeliveryAddress } from '@voltcart/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { addAddress } from './addresses';
import { cartItemsOf, fillCart, initiatePayment, paymentStatus, pressSandbox, type CartFill } from './checkout';
import type { SignedIn } from './shoppers';
import type { TestApp } from './test-app';

export const addressIn = (state: DeliveryAddress['state'], fullName = 'Asha Rao'): DeliveryAddress => ({
  fullName,
  phone: '9876543210',
  line1: '14 Lake View Road',
  line2: 'Flat 3B',
  landmark: undefined,
  city: state === 'Karnataka' ? 'Bengaluru' : 'Chennai',
  state,
  pincode: '560001',
});

/** Fills the cart and begins its payment (the order is 'Payment pending'). */
export async function beginPaidCheckout(
  shop: TestApp,
  shopper: SignedIn,
  lines: CartFill,
): Promise<{ orderId: string; merchantTransactionId: string }> {
  await fillCart(shop, shopper, lines);
  const amount = lines.reduce((sum, { product, quantity }) => sum + Math.round(product.salesPrice * 100) * quantity, 0) / 100;
  const initiated = await initiatePayment(shop, shopper, { amount, cartItems: cartItemsOf(lines) });
  if (initiated.statusCode !== 200) throw new Error(`initiate failed: ${initiated.statusCode} ${initiated.body}`);
  const { orderId, merchantTransactionId } = initiated.json().data;
  return { orderId, merchantTransactionId };
}

/** Pays a begun checkout on the sandbox page; the status call then settles it (the order is paid). */
export async function completeSandboxPayment(shop: TestApp, shopper: SignedIn, merchantTransactionId: string): Promise<void> {
  const pressed = await pressSandbox(shop, shopper, merchantTransactionId, 'complete');
  if (pressed.statusCode !== 303) throw new Error(`sandbox pay failed: ${pressed.statusCode} ${pressed.body}`);
  const status = await paymentStatus(shop, shopper, merchantTransactionId);
  if (status.json().data?.state !== 'COMPLETED') throw new Error(`payment not completed: ${status.body}`);
}

/** A shopper's order paid through the sandbox, end to end; with `address`, it is added first as the shopper's default and the order goes there. */
export async function paidOrder(shop: TestApp, shopper: SignedIn, lines: CartFill, address?: DeliveryAddress): Promise<string> {
  if (address) await addAddress(shop, shopper, { ...address, isDefault: true });
  const { orderId, merchantTransactionId } = await beginPaidCheckout(shop, shopper, lines);
  await completeSandboxPayment(shop, shopper, merchantTransactionId);
  return orderId;
}

export function downloadInvoice(shop: TestApp, orderId: string, headers: Record<string, string> = {}) {
  return shop.app.inject({ method: 'GET', url: apiPaths.orders.invoice(orderId), headers });
}

/** The text of a PDF, pages joined, whitespace runs collapsed to single spaces. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

export const invoiceNumberOf = async (shop: TestApp, orderId: string) =>
  (await shop.db.selectFrom('orders').select('invoice_number').where('id', '=', orderId).executeTakeFirstOrThrow())
    .invoice_number;
