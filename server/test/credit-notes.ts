// Credit note helpers: download a credit note, and read the ones an order has.
import { apiPaths } from '@voltcart/contract';
import type { SignedIn } from './shoppers';
import type { TestApp } from './test-app';

export function downloadCreditNote(shop: TestApp, creditNoteId: string, headers: Record<string, string> = {}) {
  return shop.app.inject({ method: 'GET', url: apiPaths.orders.creditNote(creditNoteId), headers });
}

/** The order's credit notes as the database holds them, oldest first. */
export const creditNoteRows = (shop: TestApp, orderId: string) =>
  shop.db.selectFrom('credit_notes').selectAll().where('order_id', '=', orderId).orderBy('credit_note_number').execute();

/** The shopper cancels their paid order (the sandbox refunds it at once). */
export async function cancelPaidOrder(shop: TestApp, shopper: SignedIn, orderId: string): Promise<void> {
  const response = await shop.app.inject({ method: 'POST', url: apiPaths.orders.cancel(orderId), headers: shopper.headers });
  if (response.statusCode !== 200 || response.json().data.status !== 'Refunded')
    throw new Error(`cancel failed: ${response.statusCode} ${response.body}`);
}
