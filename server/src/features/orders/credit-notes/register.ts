import { formatPaiseAmount } from '@voltcart/contract';
import { stringify } from 'csv-stringify/sync';
import type { SellerSettings } from '../../../config/seller';
import type { Executor } from '../../../db/engine/executor';
import type { OrderRow } from '../../../db/engine/schema';
import { usersByIds } from '../../auth';
import { invoiceDocumentOf, type InvoiceDocument, type InvoicedOrder } from '../invoice/invoice-document';
import * as orderRepo from '../repo';
import { creditNoteDocumentOf } from './document';
import * as repo from './repo';

/** The register's columns, one CSV for the three parts (the first column names the part). */
export const GST_REGISTER_COLUMNS = [
  'section',
  'document',
  'number',
  'date',
  'invoice_number',
  'buyer_gstin',
  'buyer_name',
  'place_of_supply',
  'hsn',
  'gst_rate',
  'taxable_value',
  'cgst',
  'sgst',
  'igst',
  'total',
] as const;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The instants a calendar month in India ('2026-12') runs between: [from, to). */
export function indianMonthBounds(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const from = Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS;
  const to = Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

type Amounts = { taxable: number; cgst: number; sgst: number; igst: number; total: number };
type Entry = { document: InvoiceDocument; kind: 'Invoice' | 'Credit note'; sign: 1 | -1 };

const zero = (): Amounts => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
/** Rupees as a spreadsheet reads them: '-1299.00' (no digit grouping). */
const rupees = (paise: number) => formatPaiseAmount(paise).replaceAll(',', '');
const amountCells = (a: Amounts) => [rupees(a.taxable), rupees(a.cgst), rupees(a.sgst), rupees(a.igst), rupees(a.total)];

/**
 * A month's GST register for the accountant, from the very documents the PDFs draw (so its sums are theirs):
 * B2B — one line per document and GST rate of a buyer with a GSTIN; B2C — per place of supply and rate, net;
 * HSN — per HSN heading and rate, net. Credit notes count negative, so each part nets the month's tax.
 */
export async function gstRegisterCsv(db: Executor, seller: SellerSettings, month: string): Promise<string> {
  const { from, to } = indianMonthBounds(month);
  const [invoiced, notes] = await Promise.all([
    repo.ordersInvoicedBetween(db, from, to),
    repo.creditNotesIssuedBetween(db, from, to),
  ]);
  const noteOrders = await orderRepo.findOrders(db, [...new Set(notes.map((note) => note.order_id))]);
  const orders = new Map<string, OrderRow>([...invoiced, ...noteOrders].map((order) => [order.id, order]));
  const ids = [...orders.keys()];
  const [items, owners] = await Promise.all([
    orderRepo.itemsOf(db, ids),
    usersByIds(db, [...new Set([...orders.values()].map((order) => order.user_id))]),
  ]);
  const nameOf = (order: OrderRow) => owners.get(order.user_id)?.username ?? 'Customer';
  const entries: Entry[] = [
    ...invoiced.map((order) => ({
      document: invoiceDocumentOf(order as InvoicedOrder, items.get(order.id) ?? [], seller, nameOf(order)),
      kind: 'Invoice' as const,
      sign: 1 as const,
    })),
    ...notes.flatMap((note) => {
      const order = orders.get(note.order_id);
      if (!order?.invoice_number) return [];
      const document = creditNoteDocumentOf(order as InvoicedOrder, items.get(order.id) ?? [], seller, nameOf(order), note);
      return [{ document, kind: 'Credit note' as const, sign: -1 as const }];
    }),
  ];

  const rows: (string | number)[][] = [];
  const b2c = new Map<string, Amounts & { state: string; rate: number }>();
  const hsn = new Map<string, Amounts & { hsn: string; rate: number }>();
  const add = (into: Amounts, line: InvoiceDocument['lines'][number], sign: number) => {
    into.taxable += sign * line.taxablePaise;
    into.cgst += sign * line.cgstPaise;
    into.sgst += sign * line.sgstPaise;
    into.igst += sign * line.igstPaise;
    into.total += sign * line.grossPaise;
  };
  for (const { document, kind, sign } of entries) {
    const byRate = new Map<number, Amounts>();
    for (const line of document.lines) {
      if (document.buyer.gstin) {
        const amounts = byRate.get(line.gstRatePercent) ?? zero();
        add(amounts, line, sign);
        byRate.set(line.gstRatePercent, amounts);
      } else {
        const key = `${document.placeOfSupply.state}|${line.gstRatePercent}`;
        const amounts = b2c.get(key) ?? { ...zero(), state: document.placeOfSupply.state, rate: line.gstRatePercent };
        add(amounts, line, sign);
        b2c.set(key, amounts);
      }
      const key = `${line.hsnCode}|${line.gstRatePercent}`;
      const amounts = hsn.get(key) ?? { ...zero(), hsn: line.hsnCode, rate: line.gstRatePercent };
      add(amounts, line, sign);
      hsn.set(key, amounts);
    }
    for (const [rate, amounts] of byRate)
      rows.push([
        'B2B',
        kind,
        document.creditNote?.number ?? document.invoiceNumber,
        document.creditNote?.date ?? document.invoiceDate,
        document.invoiceNumber,
        document.buyer.gstin ?? '',
        document.buyer.name,
        `${document.placeOfSupply.code}-${document.placeOfSupply.state}`,
        '',
        rate,
        ...amountCells(amounts),
      ]);
  }
  rows.sort((a, b) => String(a[5]).localeCompare(String(b[5])) || String(a[2]).localeCompare(String(b[2])));
  for (const amounts of [...b2c.values()].sort((a, b) => a.state.localeCompare(b.state) || a.rate - b.rate))
    rows.push(['B2C', '', '', '', '', '', '', amounts.state, '', amounts.rate, ...amountCells(amounts)]);
  for (const amounts of [...hsn.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate))
    rows.push(['HSN', '', '', '', '', '', '', '', amounts.hsn, amounts.rate, ...amountCells(amounts)]);
  return stringify(rows, { header: true, columns: [...GST_REGISTER_COLUMNS] });
}
