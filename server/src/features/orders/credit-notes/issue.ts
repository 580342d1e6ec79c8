import { inTransaction, type Executor } from '../../../db/engine/executor';
import { newId } from '../../../lib/ids';
import { invoiceLinesOf } from '../invoice/invoice-document';
import * as orderRepo from '../repo';
import { nextCreditNoteNumber } from './numbering';
import * as repo from './repo';
import { reversedLinesOf, type NamedLines, type ReversibleLine } from './reversal';

export type CreditNoteRequest = {
  orderId: string;
  /** The refund this note answers (refunds.id): one note per refund, so a repeat issues nothing more. */
  refundId: string;
  /** What the refund paid back, in paise (GST-inclusive). */
  amountPaise: number;
  /** The order items the refund is for (a line cancelled or returned); absent: the refund spreads over every line. */
  lines?: NamedLines | undefined;
  /** When the refund completed (now by default): dates the note and picks its financial year. */
  at?: Date | undefined;
};

export type IssuedCreditNote = { id: string; number: string; amountPaise: number };

/**
 * Issues the GST credit note of a completed refund of an invoiced order, in the caller's transaction (the one that
 * records the refund complete), for ANY amount: the amount is spread over the invoice's lines in proportion to what
 * was paid for each (or over the named lines), and each reversed line's taxable value and CGST + SGST or IGST is
 * backed out of it as the invoice's are. Answers the note (the one already issued for this refund, on a repeat), or
 * undefined when the order was never invoiced (nothing to reverse) or the amount is nothing.
 */
export function issueCreditNote(db: Executor, request: CreditNoteRequest): Promise<IssuedCreditNote | undefined> {
  return inTransaction(db, (trx) => issueInTransaction(trx, request));
}

async function issueInTransaction(trx: Executor, request: CreditNoteRequest): Promise<IssuedCreditNote | undefined> {
  const earlier = await repo.creditNoteOfRefund(trx, request.refundId);
  if (earlier) return { id: earlier.id, number: earlier.credit_note_number, amountPaise: earlier.amount_paise };
  const [order] = await orderRepo.findOrders(trx, [request.orderId]);
  if (!order?.invoice_number || !order.invoiced_at) return undefined;
  const items = (await orderRepo.itemsOf(trx, [order.id])).get(order.id) ?? [];
  // The gross of a line does not depend on the supply; the note is taxed for its place of supply when it is drawn.
  const lines: ReversibleLine[] = invoiceLinesOf(order, items, 'intra-state').map((line, index) => ({
    ...line,
    orderItemId: items[index]?.id,
  }));
  const reversed = reversedLinesOf(lines, request.amountPaise, request.lines);
  if (reversed.length === 0) return undefined;
  const amountPaise = reversed.reduce((sum, line) => sum + line.grossPaise, 0);
  const at = request.at ?? new Date();
  const note = {
    id: newId(),
    order_id: order.id,
    refund_id: request.refundId,
    credit_note_number: await nextCreditNoteNumber(trx, at),
    amount_paise: amountPaise,
    lines: JSON.stringify(reversed),
    issued_at: at.toISOString(),
  };
  await repo.insertCreditNote(trx, note);
  return { id: note.id, number: note.credit_note_number, amountPaise };
}
