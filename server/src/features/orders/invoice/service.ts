import type { SellerSettings } from '../../../config/seller';
import type { Executor } from '../../../db/engine/executor';
import type { OrderRow } from '../../../db/engine/schema';
import { notFound } from '../../../lib/errors';
import { usersByIds } from '../../auth';
import * as repo from '../repo';
import { creditNotesOfOrders } from '../credit-notes/repo';
import { indianDateOf } from './financial-year';
import { invoiceDocumentOf, type InvoicedOrder } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';

export type InvoiceFile = { fileName: string; pdf: Buffer };

/**
 * The tax invoice of a paid order, as a PDF, for its owner or an admin. Anyone else, an unknown order and an
 * order never paid (no invoice number) get the same 404, so the call tells a stranger nothing. An order
 * cancelled after payment keeps its invoice, with a note naming its credit note (or that one is due while the refund is under way).
 */
export async function invoicePdfOf(
  db: Executor,
  seller: SellerSettings,
  viewer: { userId: string; admin: boolean },
  orderId: string,
): Promise<InvoiceFile> {
  const [order] = await repo.findOrders(db, [orderId]);
  if (!order || !isInvoiced(order) || (!viewer.admin && order.user_id !== viewer.userId)) throw notFound('Invoice');
  const [items, owners, notes] = await Promise.all([
    repo.itemsOf(db, [order.id]),
    usersByIds(db, [order.user_id]),
    creditNotesOfOrders(db, [order.id]),
  ]);
  const creditNotes = (notes.get(order.id) ?? []).map((note) => ({
    number: note.credit_note_number,
    date: indianDateOf(new Date(note.issued_at)),
  }));
  const invoice = invoiceDocumentOf(
    order,
    items.get(order.id) ?? [],
    seller,
    owners.get(order.user_id)?.username ?? 'Customer',
    creditNotes,
  );
  return { fileName: `${invoice.invoiceNumber.replaceAll('/', '-')}.pdf`, pdf: await renderInvoicePdf(invoice) };
}

const isInvoiced = (order: OrderRow): order is InvoicedOrder => order.invoice_number !== null && order.invoiced_at !== null;
