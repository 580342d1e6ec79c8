import type { Executor } from '../../../db/engine/executor';
import { inTransaction } from '../../../db/engine/executor';
import { financialYearOf, invoiceNumberOf } from './financial-year';

/**
 * Gives a just-paid order the next invoice number of the financial year it was paid in, inside the
 * settlement's transaction. The counter's row is locked by its update until that transaction ends, so
 * concurrent payments take numbers one after another, and a payment that rolls back takes its number with it:
 * the year's numbers have no gaps.
 */
export async function giveInvoiceNumber(db: Executor, orderId: string, paidAt: Date): Promise<string> {
  return inTransaction(db, async (trx) => {
    const financialYear = financialYearOf(paidAt);
    await trx
      .insertInto('invoice_sequences')
      .values({ financial_year: financialYear, last_number: 0 })
      .onConflict((conflict) => conflict.column('financial_year').doNothing())
      .execute();
    const counter = await trx
      .updateTable('invoice_sequences')
      .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
      .where('financial_year', '=', financialYear)
      .returning('last_number')
      .executeTakeFirstOrThrow();
    const invoiceNumber = invoiceNumberOf(financialYear, Number(counter.last_number));
    await trx
      .updateTable('orders')
      .set({ invoice_number: invoiceNumber, invoiced_at: paidAt.toISOString() })
      .where('id', '=', orderId)
      .where('invoice_number', 'is', null)
      .execute();
    return invoiceNumber;
  });
}
