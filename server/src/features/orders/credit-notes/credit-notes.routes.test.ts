import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelPaidOrder, creditNoteRows, downloadCreditNote } from '../../../../test/credit-notes';
import { addressIn, downloadInvoice, invoiceNumberOf, paidOrder, pdfText } from '../../../../test/invoices';
import { createProduct } from '../../../../test/products';
import { registerShopper, signInAdmin, type SignedIn } from '../../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { financialYearOf, indianDateOf } from '../invoice/financial-year';
import { issueCreditNote } from './issue';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const thisYear = () => financialYearOf(new Date());
const sequenceOf = (number: string) => Number(number.split('/')[3]);
const invoicedAt = async (orderId: string) =>
  (await shop.db.selectFrom('orders').select('invoiced_at').where('id', '=', orderId).executeTakeFirstOrThrow()).invoiced_at!;
const myOrder = async (shopper: SignedIn, orderId: string) =>
  (
    (await shop.app.inject({ method: 'GET', url: apiPaths.orders.mine, headers: shopper.headers })).json().data as {
      _id: string;
      creditNotes?: unknown;
    }[]
  ).find((order) => order._id === orderId);

describe('a refund of an invoiced order issues a GST credit note', () => {
  it('reverses the whole invoice, CGST + SGST, naming the invoice; the order, the invoice and the refund mail name it', async () => {
    const shopper = await registerShopper(shop);
    // 2 × ₹1,499.50 (Mouse, 8471) + 1 × ₹24,999.00 (Mobiles, 8517), delivered in the seller's own state.
    const mouse = await createProduct(shop, { name: 'Wireless mouse', salesPrice: 1499.5, category: 'Mouse' });
    const phone = await createProduct(shop, { name: 'Pixel phone', salesPrice: 24999, category: 'Mobiles' });
    const orderId = await paidOrder(
      shop,
      shopper,
      [
        { product: mouse, quantity: 2 },
        { product: phone, quantity: 1 },
      ],
      addressIn('Karnataka'),
    );
    const invoiceNumber = await invoiceNumberOf(shop, orderId);
    await cancelPaidOrder(shop, shopper, orderId);

    const [note] = await creditNoteRows(shop, orderId);
    const refund = await shop.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(note).toMatchObject({ refund_id: refund.id, amount_paise: 2_799_800 });
    expect(note!.credit_note_number).toMatch(new RegExp(`^VC/CN/${thisYear()}/\\d{6}$`));

    const response = await downloadCreditNote(shop, note!.id, shopper.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${note!.credit_note_number.replaceAll('/', '-')}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    for (const printed of [
      'Credit Note',
      `Credit Note No: ${note!.credit_note_number}`,
      `Credit Note Date: ${indianDateOf(new Date(note!.issued_at))}`,
      `Invoice No: ${invoiceNumber}`,
      `Invoice Date: ${indianDateOf(new Date(await invoicedAt(orderId)))}`,
      'Place of supply: Karnataka (code 29)',
      // The invoice's own figures, reversed: mouse 299900 → taxable 254153, CGST 22874, SGST 22873.
      '2,541.53',
      '228.74',
      '228.73',
      '21,185.59',
      'Total CGST Rs. 2,135.45',
      'Total SGST Rs. 2,135.43',
      'Total taxable value Rs. 23,727.12',
      'Credit note total Rs. 27,998.00',
      `against tax invoice ${invoiceNumber}`,
    ]) {
      expect(text).toContain(printed);
    }
    expect(text).not.toContain('IGST Rs.');

    expect(await myOrder(shopper, orderId)).toMatchObject({
      creditNotes: [{ _id: note!.id, number: note!.credit_note_number, amount: 27998 }],
    });
    const invoiceText = await pdfText((await downloadInvoice(shop, orderId, shopper.headers)).rawPayload);
    expect(invoiceText).toContain(`credit note ${note!.credit_note_number} dated`);
    expect(invoiceText).not.toContain('a credit note is due');

    const mail = await shop.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('dedupe_key', '=', `order-refunded:${orderId}`)
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(`Download credit note ${note!.credit_note_number} (PDF)`);
    expect(mail.text).toContain(apiPaths.orders.creditNote(note!.id));
  });

  it('reverses a part refund in proportion per line, as IGST for another state, and on the named lines only', async () => {
    const shopper = await registerShopper(shop);
    // ₹54,999 TV (8528) + ₹999 earphones (8518) to Tamil Nadu: IGST.
    const tv = await createProduct(shop, { name: 'Smart TV 55 inch', salesPrice: 54999, category: 'TV' });
    const buds = await createProduct(shop, { name: 'Wired earphones', salesPrice: 999, category: 'Earphones' });
    const orderId = await paidOrder(
      shop,
      shopper,
      [
        { product: tv, quantity: 1 },
        { product: buds, quantity: 1 },
      ],
      addressIn('Tamil Nadu'),
    );
    // Half of ₹55,998 spread over both lines: ₹27,499.50 and ₹499.50.
    const half = await issueCreditNote(shop.db, { orderId, refundId: crypto.randomUUID(), amountPaise: 2_799_900 });
    expect(half).toMatchObject({ amountPaise: 2_799_900 });
    const halfText = await pdfText((await downloadCreditNote(shop, half!.id, shopper.headers)).rawPayload);
    // 2749950 × 100 / 118 → taxable 2330466, IGST 419484; 49950 → 42331, IGST 7619.
    expect(halfText).toContain('Place of supply: Tamil Nadu (code 33)');
    expect(halfText).toContain('23,304.66');
    expect(halfText).toContain('4,194.84');
    expect(halfText).toContain('423.31');
    expect(halfText).toContain('76.19');
    expect(halfText).toContain('Total IGST Rs. 4,271.03');
    expect(halfText).toContain('Credit note total Rs. 27,999.00');
    expect(halfText).not.toContain('CGST');

    const earphonesLine = await shop.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .where('product_name', '=', 'Wired earphones')
      .executeTakeFirstOrThrow();
    const named = await issueCreditNote(shop.db, {
      orderId,
      refundId: crypto.randomUUID(),
      amountPaise: 99_900,
      lines: [{ orderItemId: earphonesLine.id }],
    });
    const namedText = await pdfText((await downloadCreditNote(shop, named!.id, shopper.headers)).rawPayload);
    expect(namedText).toContain('Wired earphones');
    expect(namedText).not.toContain('Smart TV');
    // 99900 → taxable 84661, IGST 15239.
    expect(namedText).toContain('Total IGST Rs. 152.39');
    expect(namedText).toContain('Credit note total Rs. 999.00');
    expect(sequenceOf(named!.number)).toBe(sequenceOf(half!.number) + 1);
  });

  it('issues one note per refund (a repeat is the same note) and none for an order never invoiced', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { salesPrice: 1999, category: 'Speakers' });
    const orderId = await paidOrder(shop, shopper, [{ product, quantity: 1 }], addressIn('Karnataka'));
    const refundId = crypto.randomUUID();
    const first = await issueCreditNote(shop.db, { orderId, refundId, amountPaise: 50_000 });
    expect(await issueCreditNote(shop.db, { orderId, refundId, amountPaise: 50_000 })).toEqual(first);
    expect(await creditNoteRows(shop, orderId)).toHaveLength(1);

    await shop.db.updateTable('orders').set({ invoice_number: null, invoiced_at: null }).where('id', '=', orderId).execute();
    expect(await issueCreditNote(shop.db, { orderId, refundId: crypto.randomUUID(), amountPaise: 50_000 })).toBeUndefined();
  });
});

describe('credit note numbers', () => {
  it('stay gapless in their own series when many refunds complete at once', async () => {
    const product = await createProduct(shop, { salesPrice: 1299, category: 'Camera' });
    const paid = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const shopper = await registerShopper(shop);
        return { shopper, orderId: await paidOrder(shop, shopper, [{ product, quantity: 1 }], addressIn('Karnataka')) };
      }),
    );
    await Promise.all(paid.map(({ shopper, orderId }) => cancelPaidOrder(shop, shopper, orderId)));

    const notes = await shop.db.selectFrom('credit_notes').select('credit_note_number').execute();
    const sequences = notes.map((row) => sequenceOf(row.credit_note_number)).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
    for (const { orderId } of paid) expect(await creditNoteRows(shop, orderId)).toHaveLength(1);
    const counter = await shop.db
      .selectFrom('credit_note_sequences')
      .selectAll()
      .where('financial_year', '=', thisYear())
      .executeTakeFirstOrThrow();
    expect(Number(counter.last_number)).toBe(sequences.length);
    // The invoices' series is their own: the credit notes took no invoice numbers.
    const invoices = await shop.db
      .selectFrom('orders')
      .select('invoice_number')
      .where('invoice_number', 'is not', null)
      .execute();
    expect(invoices.every((row) => !row.invoice_number!.includes('/CN/'))).toBe(true);
  });
});

describe('who may download a credit note', () => {
  let owner: SignedIn;
  let noteId: string;
  beforeAll(async () => {
    owner = await registerShopper(shop);
    const product = await createProduct(shop, { salesPrice: 2999, category: 'Printers' });
    const orderId = await paidOrder(shop, owner, [{ product, quantity: 1 }], addressIn('Karnataka'));
    await cancelPaidOrder(shop, owner, orderId);
    noteId = (await creditNoteRows(shop, orderId))[0]!.id;
  });

  it('the owner with their session cookie, and an admin with a bearer token', async () => {
    expect((await downloadCreditNote(shop, noteId, owner.headers)).statusCode).toBe(200);
    const admin = await signInAdmin(shop);
    const asAdmin = await downloadCreditNote(shop, noteId, { authorization: `Bearer ${admin.token}` });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('application/pdf');
  });

  it('no one else: another shopper and an unknown note answer 404; no session 401; a bad id 400', async () => {
    const stranger = await registerShopper(shop);
    const notYours = await downloadCreditNote(shop, noteId, stranger.headers);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toMatchObject({ success: false, error: true, message: 'Credit note not found' });
    expect((await downloadCreditNote(shop, crypto.randomUUID(), owner.headers)).statusCode).toBe(404);
    expect((await downloadCreditNote(shop, noteId)).statusCode).toBe(401);
    expect((await downloadCreditNote(shop, 'not-an-id', owner.headers)).statusCode).toBe(400);
  });
});
