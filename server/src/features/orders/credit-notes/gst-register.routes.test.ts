import { apiPaths } from '@voltcart/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleAddress } from '../../../../test/addresses';
import { cancelPaidOrder, downloadCreditNote } from '../../../../test/credit-notes';
import { addressIn, downloadInvoice, paidOrder, pdfText } from '../../../../test/invoices';
import { createProduct } from '../../../../test/products';
import { registerShopper, signInAdmin } from '../../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let shop: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  shop = await createTestApp();
  adminHeaders = { authorization: `Bearer ${(await signInAdmin(shop)).token}` };
});
afterAll(() => shop.close());

/** This month in India, as the register's query names it. */
const indianMonth = () => new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 7);
const register = (month: string, headers: Record<string, string> = adminHeaders) =>
  shop.app.inject({ method: 'GET', url: `${apiPaths.orders.gstRegister}?month=${month}`, headers });

type Sums = { taxable: number; cgst: number; sgst: number; igst: number; total: number };
const paiseOf = (rupees: string) => Math.round(Number(rupees.replaceAll(',', '')) * 100);
/** What a PDF prints as its totals (a missing CGST/SGST or IGST line is nothing of it). */
function printedTotals(text: string): Sums {
  const amount = (label: string) => {
    const match = new RegExp(`${label} Rs\\. ([\\d,]+\\.\\d\\d)`).exec(text);
    return match ? paiseOf(match[1]!) : 0;
  };
  return {
    taxable: amount('Total taxable value'),
    cgst: amount('Total CGST'),
    sgst: amount('Total SGST'),
    igst: amount('Total IGST'),
    total: amount('(?:Invoice|Credit note) total'),
  };
}
const plus = (a: Sums, b: Sums, sign = 1): Sums => ({
  taxable: a.taxable + sign * b.taxable,
  cgst: a.cgst + sign * b.cgst,
  sgst: a.sgst + sign * b.sgst,
  igst: a.igst + sign * b.igst,
  total: a.total + sign * b.total,
});
const none = (): Sums => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
type Row = Record<string, string>;
const sumOf = (rows: Row[]) =>
  rows.reduce(
    (sums, row) =>
      plus(sums, {
        taxable: paiseOf(row.taxable_value!),
        cgst: paiseOf(row.cgst!),
        sgst: paiseOf(row.sgst!),
        igst: paiseOf(row.igst!),
        total: paiseOf(row.total!),
      }),
    none(),
  );

describe("the admin's monthly GST register", () => {
  it('adds up to the PDFs of the month’s invoices and credit notes: B2B by GSTIN, B2C by state, an HSN summary', async () => {
    const tv = await createProduct(shop, { name: 'Smart TV 43 inch', salesPrice: 32999, category: 'TV' });
    const mouse = await createProduct(shop, { name: 'Gaming mouse', salesPrice: 1499.5, category: 'Mouse' });
    const printer = await createProduct(shop, { name: 'Laser printer', salesPrice: 12999, category: 'Printers' });
    const local = await registerShopper(shop);
    await paidOrder(shop, local, [{ product: mouse, quantity: 3 }], addressIn('Karnataka'));
    const away = await registerShopper(shop);
    await paidOrder(shop, away, [{ product: tv, quantity: 1 }], addressIn('Tamil Nadu'));
    const business = await registerShopper(shop);
    await paidOrder(shop, business, [{ product: printer, quantity: 2 }], {
      ...sampleAddress({ gstin: '29AAACR5055K1Z3', businessName: 'Rao Traders Pvt Ltd' }),
      state: 'Karnataka',
    } as never);
    const refunded = await registerShopper(shop);
    const refundedOrder = await paidOrder(
      shop,
      refunded,
      [
        { product: mouse, quantity: 1 },
        { product: tv, quantity: 1 },
      ],
      addressIn('Tamil Nadu'),
    );
    await cancelPaidOrder(shop, refunded, refundedOrder);

    const response = await register(indianMonth());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="gst-register-${indianMonth()}.csv"`);
    const rows = parse(response.body, { columns: true }) as Row[];

    // Every invoice and credit note of the month, as its PDF prints it; credit notes take away.
    const invoiced = await shop.db.selectFrom('orders').select('id').where('invoice_number', 'is not', null).execute();
    const notes = await shop.db.selectFrom('credit_notes').select('id').execute();
    expect(notes).toHaveLength(1);
    let net = none();
    for (const { id } of invoiced)
      net = plus(net, printedTotals(await pdfText((await downloadInvoice(shop, id, adminHeaders)).rawPayload)));
    for (const { id } of notes)
      net = plus(net, printedTotals(await pdfText((await downloadCreditNote(shop, id, adminHeaders)).rawPayload)), -1);

    const b2b = rows.filter((row) => row.section === 'B2B');
    const b2c = rows.filter((row) => row.section === 'B2C');
    const hsn = rows.filter((row) => row.section === 'HSN');
    expect(plus(sumOf(b2b), sumOf(b2c))).toEqual(net);
    expect(sumOf(hsn)).toEqual(net);

    expect(b2b).toEqual([
      expect.objectContaining({
        document: 'Invoice',
        buyer_gstin: '29AAACR5055K1Z3',
        buyer_name: 'Rao Traders Pvt Ltd',
        place_of_supply: '29-Karnataka',
        gst_rate: '18',
        total: '25998.00',
      }),
    ]);
    // Tamil Nadu nets the TV order alone: the refunded order's invoice and its credit note cancel out.
    expect(b2c.find((row) => row.place_of_supply === 'Tamil Nadu')).toMatchObject({ total: '32999.00', cgst: '0.00' });
    expect(b2c.find((row) => row.place_of_supply === 'Karnataka')).toMatchObject({ total: '4498.50', igst: '0.00' });
    expect(hsn.map((row) => row.hsn).sort()).toEqual(['8443', '8471', '8528']);
  });

  it('is for admins only, and for a month written YYYY-MM', async () => {
    const shopper = await registerShopper(shop);
    expect((await register(indianMonth(), shopper.headers)).statusCode).toBe(403);
    expect((await register(indianMonth(), {})).statusCode).toBe(401);
    const bad = await register('2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Choose a month as YYYY-MM, e.g. 2026-12');
  });

  it('holds only the header for a month with nothing in it', async () => {
    const response = await register('2019-04');
    expect(response.statusCode).toBe(200);
    expect(response.body.trim()).toBe(
      'section,document,number,date,invoice_number,buyer_gstin,buyer_name,place_of_supply,hsn,gst_rate,taxable_value,cgst,sgst,igst,total',
    );
  });
});
