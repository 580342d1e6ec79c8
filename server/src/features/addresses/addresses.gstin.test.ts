import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleAddress } from '../../../test/addresses';
import { downloadInvoice, paidOrder, pdfText } from '../../../test/invoices';
import { createProduct } from '../../../test/products';
import { registerShopper } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

// A Karnataka GSTIN whose check character (3) is right for its first 14 characters.
const KARNATAKA_GSTIN = '29AAACR5055K1Z3';

const addAddress = async (overrides: Record<string, unknown>) => {
  const shopper = await registerShopper(shop);
  const response = await shop.app.inject({
    method: 'POST',
    url: apiPaths.address.create,
    headers: shopper.headers,
    payload: sampleAddress(overrides),
  });
  return { shopper, response };
};

describe("a business buyer's GSTIN on an address", () => {
  it('is kept with the business name, read upper-cased without spaces', async () => {
    const { response } = await addAddress({ gstin: ' 29aaacr5055k1z3 ', businessName: 'Rao Traders Pvt Ltd' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ gstin: KARNATAKA_GSTIN, businessName: 'Rao Traders Pvt Ltd' });
    const row = await shop.db
      .selectFrom('addresses')
      .select(['gstin', 'business_name'])
      .where('id', '=', response.json().data._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ gstin: KARNATAKA_GSTIN, business_name: 'Rao Traders Pvt Ltd' });
  });

  it('is optional: an address without one is as before', async () => {
    const { response } = await addAddress({});
    expect(response.statusCode).toBe(201);
    expect(response.json().data).not.toHaveProperty('gstin');
  });

  it.each([
    [
      'a wrong check character',
      { gstin: '29AAACR5055K1Z4', businessName: 'Rao Traders' },
      { gstin: 'This GSTIN’s last character does not match the rest: check it for a mistyped character' },
    ],
    [
      'a wrong shape',
      { gstin: '29AAACR5055K', businessName: 'Rao Traders' },
      {
        gstin: 'A GSTIN is 15 characters: 2-digit state code, PAN, entity number, Z and a check character (e.g. 29ABCDE1234F1ZW)',
      },
    ],
    [
      "another state's code",
      { gstin: '27AAPFU0939F1ZV', businessName: 'Rao Traders' },
      {
        gstin: 'This GSTIN is registered in state code 27, but Karnataka is 29: use the GSTIN registered in the address’s state',
      },
    ],
    [
      'a GSTIN without its business name',
      { gstin: KARNATAKA_GSTIN },
      { businessName: 'Enter the business name the GSTIN is registered to' },
    ],
    [
      'a business name without a GSTIN',
      { businessName: 'Rao Traders' },
      { gstin: 'Enter the business’s GSTIN, or leave the business name empty' },
    ],
  ])('is refused with words for %s, and nothing is saved', async (_case, overrides, fields) => {
    const { shopper, response } = await addAddress(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(fields);
    const saved = await shop.db.selectFrom('addresses').select('id').where('user_id', '=', shopper.user._id).execute();
    expect(saved).toEqual([]);
  });

  it("goes into the order's address and onto its invoice: a B2B invoice with the buyer's GSTIN and name", async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { salesPrice: 8999, category: 'Printers' });
    const orderId = await paidOrder(shop, shopper, [{ product, quantity: 1 }], {
      ...sampleAddress({ gstin: KARNATAKA_GSTIN, businessName: 'Rao Traders Pvt Ltd' }),
      state: 'Karnataka',
    } as never);
    const order = await shop.db
      .selectFrom('orders')
      .select('delivery_address')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(order.delivery_address!)).toMatchObject({ gstin: KARNATAKA_GSTIN, businessName: 'Rao Traders Pvt Ltd' });
    const text = await pdfText((await downloadInvoice(shop, orderId, shopper.headers)).rawPayload);
    expect(text).toContain('Rao Traders Pvt Ltd');
    expect(text).toContain(`GSTIN: ${KARNATAKA_GSTIN}`);
    expect(text).toContain('Attn: Asha Rao');
  });
});
