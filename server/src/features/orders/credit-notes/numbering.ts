import type { Executor } from '../../../db/engine/executor';
import { financialYearOf } from '../invoice/financial-year';

/** The n-th credit note of a financial year: 'VC/CN/2026-27/000001' (its own series, beside the invoices'). */
export const creditNoteNumberOf = (financialYear: string, sequence: number) =>
  `VC/CN/${financialYear}/${String(sequence).padStart(6, '0')}`;

/**
 * The next credit note number of the financial year `issuedAt` falls in, inside the caller's transaction (the one
 * that completes the refund), as invoices are numbered: the counter's row is locked by its update until that
 * transaction ends, so concurrent refunds take numbers one after another, and one that rolls back takes its number
 * with it. The year's credit notes have no gaps.
 */
export async function nextCreditNoteNumber(trx: Executor, issuedAt: Date): Promise<string> {
  const financialYear = financialYearOf(issuedAt);
  await trx
    .insertInto('credit_note_sequences')
    .values({ financial_year: financialYear, last_number: 0 })
    .onConflict((conflict) => conflict.column('financial_year').doNothing())
    .execute();
  const counter = await trx
    .updateTable('credit_note_sequences')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('financial_year', '=', financialYear)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return creditNoteNumberOf(financialYear, Number(counter.last_number));
}
