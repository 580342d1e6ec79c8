import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../../../test/orders';
import {
  addressIn,
  beginPaidCheckout,
  completeSandboxPayment,
  downloadInvoice,
  invoiceNumberOf,
  paidOrder,
  pdfText,
} from '../../../../test/invoices';
import { createProduct } from '../../../../test/products';
import { registerShopper, signInAdmin } from '../../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { financialYearOf } from './financial-year';
import { giveInvoiceNumber } from './numbering';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const thisYear = () => financialYearOf(new Date());
const sequenceOf = (invoiceNumber: string | null) => Number(invoiceNumber?.split('/')[2]);

describe('the GST tax invoice of a paid order', () => {
  it("prints seller, buyer, place of supply, HSN, CGST + SGST and totals for a delivery in the shop's state", async () => {
    const shopper = await registerShopper(shop);
    // 2 × ₹1,499.50 (Mouse, 8471) + 1 × ₹24,999.00 (Mobiles, 8517) = ₹27,998.00, all at 18%.
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

    const response = await downloadInvoice(shop, orderId, shopper.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const invoiceNumber = await invoiceNumberOf(shop, orderId);
    expect(invoiceNumber).toMatch(new RegExp(`^VC/${thisYear()}/\\d{6}$`));
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoiceNumber!.replaceAll('/', '-')}.pdf"`);

    const text = await pdfText(response.rawPayload);
    const order = await shop.db.selectFrom('orders').select('order_number').where('id', '=', orderId).executeTakeFirstOrThrow();
    for (const printed of [
      'Tax Invoice',
      `Invoice No: ${invoiceNumber}`,
      `Order No: ${order.order_number}`,
      'Voltcart Demo Seller — not a real business',
      'GSTIN: 29ABCDE1234F1ZW',
      'Asha Rao',
      'Bengaluru, Karnataka 560001',
      'Place of supply: Karnataka (code 29)',
      '8471',
      '8517',
      '18%',
      // Mouse line: 299900 gross → 254153 taxable, tax 45747 → CGST 22874 + SGST 22873.
      '2,541.53',
      '228.74',
      '228.73',
      // Phone: 2499900 → 2118559 taxable, tax 381341 → 190671 + 190670.
      '21,185.59',
      'Total CGST Rs. 2,135.45',
      'Total SGST Rs. 2,135.43',
      'Total taxable value Rs. 23,727.12',
      'Invoice total Rs. 27,998.00',
      'Rupees Twenty-Seven Thousand Nine Hundred Ninety-Eight Only',
      'This is a computer-generated invoice.',
    ]) {
      expect(text).toContain(printed);
    }
    expect(text).not.toContain('IGST Rs.');
  });

  it('charges IGST when the delivery state is another', async () => {
    const shopper = await registerShopper(shop);
    const tv = await createProduct(shop, { name: 'Smart TV 55 inch', salesPrice: 54999, category: 'TV' });
    const orderId = await paidOrder(shop, shopper, [{ product: tv, quantity: 1 }], {
      ...addressIn('Tamil Nadu', 'Ravi Kumar'),
      landmark: 'Near Anna Nagar Tower',
    });

    const text = await pdfText((await downloadInvoice(shop, orderId, shopper.headers)).rawPayload);
    // The landmark as the shopper wrote it, never "Near Near …".
    expect(text).toContain('Near Anna Nagar Tower');
    expect(text).not.toContain('Near Near');
    // 5499900 × 100 / 118 = 4660932.2… → taxable ₹46,609.32, IGST ₹8,389.68.
    expect(text).toContain('Place of supply: Tamil Nadu (code 33)');
    expect(text).toContain('8528');
    expect(text).toContain('Total IGST Rs. 8,389.68');
    expect(text).toContain('Total taxable value Rs. 46,609.32');
    expect(text).toContain('Invoice total Rs. 54,999.00');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Rupees Fifty-Four Thousand Nine Hundred Ninety-Nine Only');
  });

  it('keeps the HSN code and rate the line was sold under when the product changes category later', async () => {
    const shopper = await registerShopper(shop);
    const speaker = await createProduct(shop, { name: 'Bookshelf speaker', salesPrice: 4999, category: 'Speakers' });
    const orderId = await paidOrder(shop, shopper, [{ product: speaker, quantity: 1 }], addressIn('Karnataka'));
    const item = await shop.db
      .selectFrom('order_items')
      .select(['hsn_code', 'gst_rate_percent'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(item).toEqual({ hsn_code: '8518', gst_rate_percent: 18 });

    await shop.db.updateTable('products').set({ category_id: 'refrigerator' }).where('id', '=', speaker._id).execute();
    const text = await pdfText((await downloadInvoice(shop, orderId, shopper.headers)).rawPayload);
    expect(text).toContain('8518');
    expect(text).not.toContain('8418');
  });

  it('lists the invoice number on the order once it is paid, and keeps the invoice after a cancellation', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { salesPrice: 999, category: 'Earphones' });
    const orderId = await paidOrder(shop, shopper, [{ product, quantity: 1 }], addressIn('Karnataka'));
    const invoiceNumber = await invoiceNumberOf(shop, orderId);
    const orders = await shop.app.inject({ method: 'GET', url: apiPaths.orders.mine, headers: shopper.headers });
    expect(orders.json().data[0]).toMatchObject({ _id: orderId, invoiceNumber });

    await shop.db.updateTable('orders').set({ status: 'Cancelled' }).where('id', '=', orderId).execute();
    const response = await downloadInvoice(shop, orderId, shopper.headers);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Invoice No: ${invoiceNumber}`);
    expect(text).toContain('a credit note is due');
  });
});

describe('invoice numbers', () => {
  it('are given on payment, one after another with no gaps, and never to unpaid or failed orders', async () => {
    const product = await createProduct(shop, { salesPrice: 499, category: 'Trimmers' });
    const numbers: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const shopper = await registerShopper(shop);
      numbers.push(sequenceOf(await invoiceNumberOf(shop, await paidOrder(shop, shopper, [{ product, quantity: 1 }]))));
      // A checkout that is begun and fails takes no number.
      const failing = await registerShopper(shop);
      const { merchantTransactionId, orderId } = await beginPaidCheckout(shop, failing, [{ product, quantity: 1 }]);
      await shop.app.inject({
        method: 'POST',
        url: `/sandbox/pay/${merchantTransactionId}/fail`,
        headers: { ...failing.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(await invoiceNumberOf(shop, orderId)).toBeNull();
    }
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
  });

  it('start again at 000001 when a new financial year begins at midnight of 31 March in India', async () => {
    const product = await createProduct(shop, { salesPrice: 799 });
    const orders = await Promise.all(
      [1, 2, 3].map(
        async () =>
          (
            await insertOrder(shop, (await registerShopper(shop)).user._id, [{ product, quantity: 1 }], {
              status: 'Payment pending',
            })
          ).id,
      ),
    );
    // Years far from today's, so the suite's own payments do not share their counters.
    expect(await giveInvoiceNumber(shop.db, orders[0]!, new Date('2031-03-31T18:29:59Z'))).toBe('VC/2030-31/000001');
    expect(await giveInvoiceNumber(shop.db, orders[1]!, new Date('2031-03-31T18:30:00Z'))).toBe('VC/2031-32/000001');
    expect(await giveInvoiceNumber(shop.db, orders[2]!, new Date('2031-04-02T09:00:00Z'))).toBe('VC/2031-32/000002');
    expect(await invoiceNumberOf(shop, orders[2]!)).toBe('VC/2031-32/000002');
    await shop.db.deleteFrom('invoice_sequences').where('financial_year', 'in', ['2030-31', '2031-32']).execute();
    await shop.db.updateTable('orders').set({ invoice_number: null, invoiced_at: null }).where('id', 'in', orders).execute();
  });

  it('stay gapless when many payments settle at once', async () => {
    const product = await createProduct(shop, { salesPrice: 1299, category: 'Camera' });
    const checkouts = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const shopper = await registerShopper(shop);
        return { shopper, ...(await beginPaidCheckout(shop, shopper, [{ product, quantity: 1 }])) };
      }),
    );
    await Promise.all(
      checkouts.map(({ shopper, merchantTransactionId }) => completeSandboxPayment(shop, shopper, merchantTransactionId)),
    );

    const given = await shop.db.selectFrom('orders').select('invoice_number').where('invoice_number', 'is not', null).execute();
    const sequences = given.map((row) => sequenceOf(row.invoice_number)).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
    const counter = await shop.db
      .selectFrom('invoice_sequences')
      .selectAll()
      .where('financial_year', '=', thisYear())
      .executeTakeFirstOrThrow();
    expect(Number(counter.last_number)).toBe(sequences.length);
  });
});

describe('who may download an invoice', () => {
  let orderId: string;
  let owner: Awaited<ReturnType<typeof registerShopper>>;
  beforeAll(async () => {
    owner = await registerShopper(shop);
    const product = await createProduct(shop, { salesPrice: 2999, category: 'Printers' });
    orderId = await paidOrder(shop, owner, [{ product, quantity: 1 }], addressIn('Karnataka'));
  });

  it('the owner with their session cookie, and an admin with a bearer token', async () => {
    expect((await downloadInvoice(shop, orderId, owner.headers)).statusCode).toBe(200);
    const admin = await signInAdmin(shop);
    const asAdmin = await downloadInvoice(shop, orderId, { authorization: `Bearer ${admin.token}` });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('application/pdf');
  });

  it('no one else: another shopper, an unknown order and an unpaid order all answer 404', async () => {
    const stranger = await registerShopper(shop);
    const notYours = await downloadInvoice(shop, orderId, stranger.headers);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toMatchObject({ success: false, error: true, message: 'Invoice not found' });
    expect((await downloadInvoice(shop, crypto.randomUUID(), owner.headers)).statusCode).toBe(404);

    const product = await createProduct(shop, { salesPrice: 100 });
    const unpaid = await insertOrder(shop, owner.user._id, [{ product, quantity: 1 }], { status: 'Payment pending' });
    expect((await downloadInvoice(shop, unpaid.id, owner.headers)).statusCode).toBe(404);
  });

  it('asks for a session first, and a well-formed id', async () => {
    const anonymous = await downloadInvoice(shop, orderId);
    expect(anonymous.statusCode).toBe(401);
    expect((await downloadInvoice(shop, 'not-an-id', owner.headers)).statusCode).toBe(400);
  });
});
