import type { Executor } from '../../../db/engine/executor';
import type { CreditNoteRow } from '../../../db/engine/schema';

const withNumbers = (row: CreditNoteRow): CreditNoteRow => ({ ...row, amount_paise: Number(row.amount_paise) });

export async function insertCreditNote(db: Executor, note: CreditNoteRow): Promise<void> {
  await db.insertInto('credit_notes').values(note).execute();
}

export async function findCreditNote(db: Executor, id: string): Promise<CreditNoteRow | undefined> {
  const row = await db.selectFrom('credit_notes').selectAll().where('id', '=', id).executeTakeFirst();
  return row && withNumbers(row);
}

export async function creditNoteOfRefund(db: Executor, refundId: string): Promise<CreditNoteRow | undefined> {
  const row = await db.selectFrom('credit_notes').selectAll().where('refund_id', '=', refundId).executeTakeFirst();
  return row && withNumbers(row);
}

/** The credit notes of each of the orders, oldest first. */
export async function creditNotesOfOrders(db: Executor, orderIds: readonly string[]): Promise<Map<string, CreditNoteRow[]>> {
  const notes = new Map<string, CreditNoteRow[]>();
  if (orderIds.length === 0) return notes;
  const rows = await db
    .selectFrom('credit_notes')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('issued_at')
    .orderBy('credit_note_number')
    .execute();
  for (const row of rows) notes.set(row.order_id, [...(notes.get(row.order_id) ?? []), withNumbers(row)]);
  return notes;
}

/** Credit notes issued in [from, to) (ISO instants), by number. */
export async function creditNotesIssuedBetween(db: Executor, from: string, to: string): Promise<CreditNoteRow[]> {
  const rows = await db
    .selectFrom('credit_notes')
    .selectAll()
    .where('issued_at', '>=', from)
    .where('issued_at', '<', to)
    .orderBy('credit_note_number')
    .execute();
  return rows.map(withNumbers);
}

/** Orders invoiced in [from, to) (ISO instants), by invoice number. */
export function ordersInvoicedBetween(db: Executor, from: string, to: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('invoiced_at', '>=', from)
    .where('invoiced_at', '<', to)
    .where('invoice_number', 'is not', null)
    .orderBy('invoice_number')
    .execute();
}
