import type { SellerSettings } from '../../../config/seller';
import type { CreditNoteRow, OrderItemRow } from '../../../db/engine/schema';
import { rupeesInWords } from '../invoice/amount-in-words';
import { indianDateOf } from '../invoice/financial-year';
import { invoiceTotals, taxLine } from '../invoice/gst-lines';
import { invoiceDocumentOf, type InvoiceDocument, type InvoicedOrder } from '../invoice/invoice-document';
import type { ReversedLine } from './reversal';

/** The lines a credit note keeps (its JSON column). */
export const reversedLinesOfNote = (note: Pick<CreditNoteRow, 'lines'>): ReversedLine[] =>
  JSON.parse(note.lines) as ReversedLine[];

/**
 * A credit note as it prints: the invoice's parties and place of supply (so its CGST + SGST or IGST), naming the
 * invoice's number and date, with the lines it reverses, each taxed as an invoice line is (taxable value backed out
 * of the gross, the tax split by the supply).
 */
export function creditNoteDocumentOf(
  order: InvoicedOrder,
  items: OrderItemRow[],
  seller: SellerSettings,
  accountName: string,
  note: CreditNoteRow,
): InvoiceDocument {
  const invoice = invoiceDocumentOf(order, items, seller, accountName);
  const lines = reversedLinesOfNote(note).map((line) =>
    taxLine(
      {
        description: line.description,
        hsnCode: line.hsnCode,
        gstRatePercent: line.gstRatePercent,
        quantity: 1,
        unitPricePaise: line.grossPaise,
      },
      invoice.supply,
    ),
  );
  const totals = invoiceTotals(lines);
  return {
    ...invoice,
    lines,
    totals,
    amountInWords: rupeesInWords(totals.totalPaise),
    couponCode: undefined,
    cancellationNote: undefined,
    creditNote: { number: note.credit_note_number, date: indianDateOf(new Date(note.issued_at)) },
  };
}
