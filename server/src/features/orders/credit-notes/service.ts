import type { SellerSettings } from '../../../config/seller';
import type { Executor } from '../../../db/engine/executor';
import { notFound } from '../../../lib/errors';
import { usersByIds } from '../../auth';
import type { InvoicedOrder } from '../invoice/invoice-document';
import { renderInvoicePdf } from '../invoice/invoice-pdf';
import * as orderRepo from '../repo';
import { creditNoteDocumentOf } from './document';
import * as repo from './repo';

export type CreditNoteFile = { fileName: string; pdf: Buffer };

/**
 * A credit note as a PDF, for the owner of its order or an admin. Anyone else and an unknown note get the same 404,
 * so the call tells a stranger nothing.
 */
export async function creditNotePdfOf(
  db: Executor,
  seller: SellerSettings,
  viewer: { userId: string; admin: boolean },
  creditNoteId: string,
): Promise<CreditNoteFile> {
  const note = await repo.findCreditNote(db, creditNoteId);
  const [order] = note ? await orderRepo.findOrders(db, [note.order_id]) : [];
  if (!note || !order?.invoice_number || !order.invoiced_at || (!viewer.admin && order.user_id !== viewer.userId))
    throw notFound('Credit note');
  const [items, owners] = await Promise.all([orderRepo.itemsOf(db, [order.id]), usersByIds(db, [order.user_id])]);
  const document = creditNoteDocumentOf(
    order as InvoicedOrder,
    items.get(order.id) ?? [],
    seller,
    owners.get(order.user_id)?.username ?? 'Customer',
    note,
  );
  return { fileName: `${note.credit_note_number.replaceAll('/', '-')}.pdf`, pdf: await renderInvoicePdf(document) };
}
