import { apiPaths, PRODUCT_CSV_COLUMNS, type ImportAnswerData } from '@voltcart/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadsStore } from '../../../lib/uploads';
import { multipartBody } from '../../../../test/multipart';
import { insertOrder } from '../../../../test/orders';
import { createProduct } from '../../../../test/products';
import { registerShopper, signInAdmin, type SignedIn } from '../../../../test/shoppers';
import { createTestApp, pngBytes, type TestApp } from '../../../../test/test-app';
import { importProducts } from './import-products';

let shop: TestApp;
let admin: SignedIn & { token: string };
beforeAll(async () => {
  shop = await createTestApp();
  admin = await signInAdmin(shop);
});
afterAll(() => shop.close());

const asAdmin = () => ({ authorization: `Bearer ${admin.token}` });
type Cells = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>;

const csvOf = (rows: Cells[]) => stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS] });

const goodRow = (sku: string, changes: Cells = {}): Cells => ({
  sku,
  productName: `Imported mouse ${sku}`,
  productBrand: 'Logitech',
  productCategory: 'Mouse',
  productPrice: '1999',
  salesPrice: '1499',
  productStock: '12',
  productDescription: 'A wireless mouse from the spreadsheet.',
  ...changes,
});

async function importCsv(csv: string, dryRun: boolean, zip?: Buffer) {
  const files: { field: string; filename: string; contentType: string; bytes: Buffer }[] = [
    { field: 'file', filename: 'products.csv', contentType: 'text/csv', bytes: Buffer.from(csv) },
  ];
  if (zip) files.push({ field: 'images', filename: 'images.zip', contentType: 'application/zip', bytes: zip });
  const { payload, headers } = multipartBody({}, files);
  const response = await shop.app.inject({
    method: 'POST',
    url: `${apiPaths.catalogueCsv.importProducts}?dryRun=${dryRun}`,
    headers: { ...headers, ...asAdmin() },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { message: string; data: ImportAnswerData };
}

async function exportedProducts(): Promise<Record<string, string>[]> {
  const response = await shop.app.inject({ method: 'GET', url: apiPaths.catalogueCsv.productsCsv, headers: asAdmin() });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="products-/);
  return parse(response.body, { columns: true, bom: true }) as Record<string, string>[];
}

const productRows = () =>
  shop.db
    .selectFrom('products')
    .select(['sku', 'name', 'price_paise', 'sales_price_paise', 'stock', 'updated_at'])
    .orderBy('sku')
    .execute();

describe('SKUs', () => {
  it('a product added without a SKU is given brand-category-number, and another product may not take it', async () => {
    const form = multipartBody({
      productName: 'Sku mouse',
      productPrice: '999',
      productDescription: 'A mouse',
      productBrand: 'Zebronics',
      productCategory: 'Mouse',
      productStock: '3',
    });
    const added = await shop.app.inject({
      method: 'POST',
      url: apiPaths.catalog.addProduct,
      headers: { ...form.headers, ...asAdmin() },
      payload: form.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    const sku = added.json().data.sku as string;
    expect(sku).toMatch(/^ZEBRON-MOUSE-\d{4}$/);

    const again = multipartBody({
      productName: 'Other mouse',
      productPrice: '999',
      productDescription: 'A mouse',
      productBrand: 'Zebronics',
      sku: sku.toLowerCase(),
    });
    const refused = await shop.app.inject({
      method: 'POST',
      url: apiPaths.catalog.addProduct,
      headers: { ...again.headers, ...asAdmin() },
      payload: again.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ sku: `Another product has the SKU ${sku.toLowerCase()}` });
  });
});

describe('the products spreadsheet', () => {
  it('exports every product with its SKU, stock, variant group, specifications and images', async () => {
    const product = await createProduct(shop, { name: 'Exported mouse', brand: 'Dell', stock: 7, price: 1200, salesPrice: 1000 });
    await shop.db
      .updateTable('products')
      .set({ variant_group_id: 'group-exported', variant_options: '{"Colour":"Black"}' })
      .where('id', '=', product._id)
      .execute();
    await shop.db
      .insertInto('product_specifications')
      .values({ product_id: product._id, attribute_key: 'dpi', number_value: 1600, text_value: null })
      .execute();
    const row = (await exportedProducts()).find((cells) => cells.sku === product.sku);
    expect(row).toEqual({
      sku: product.sku,
      productName: 'Exported mouse',
      productBrand: 'Dell',
      productCategory: 'Mouse',
      productPrice: '1200',
      salesPrice: '1000',
      productStock: '7',
      productDescription: 'A product made by a test.',
      variantGroupId: 'group-exported',
      variantOptions: '{"Colour":"Black"}',
      specifications: '{"dpi":1600}',
      images: product.productImage.join('|'),
    });
  });

  it('export then import changes nothing: every row unchanged, applied, no product touched', async () => {
    const exported = await exportedProducts();
    const before = await productRows();
    const checked = await importCsv(csvOf(exported), false);
    expect(checked.data.applied).toBe(true);
    expect(new Set(checked.data.rows.map((row) => row.result))).toEqual(new Set(['unchanged']));
    expect(checked.data.rows).toHaveLength(before.length);
    expect(await productRows()).toEqual(before);
  });

  it('a dry run answers created, updated and error rows with reasons and changes nothing', async () => {
    const existing = await createProduct(shop, { name: 'To be repriced', price: 500 });
    const before = await productRows();
    const csv = csvOf([
      goodRow('DRY-NEW-1'),
      goodRow(existing.sku!, {
        productName: existing.productName,
        productBrand: existing.productBrand,
        productPrice: '600',
        salesPrice: '600',
        productStock: '',
        productDescription: existing.productDescription,
      }),
      goodRow('DRY-BAD-PRICE', { salesPrice: '2999' }),
      goodRow('DRY-BAD-CATEGORY', { productCategory: 'Lawnmowers' }),
      goodRow('DRY-BAD-SPEC', { specifications: '{"dpi":"very high"}' }),
      goodRow('DRY-BAD-IMAGE', { images: 'front.jpg' }),
      goodRow('bad sku!'),
    ]);
    const { data, message } = await importCsv(csv, true);
    expect(data.applied).toBe(false);
    expect(message).toBe('5 rows have errors: nothing was imported');
    expect(data.rows.slice(0, 2)).toEqual([
      { row: 2, sku: 'DRY-NEW-1', result: 'created' },
      { row: 3, sku: existing.sku, result: 'updated' },
    ]);
    expect(data.rows.slice(2).map(({ row, result, reason }) => ({ row, result, reason }))).toEqual([
      { row: 4, result: 'error', reason: 'Sale price cannot be above the price' },
      { row: 5, result: 'error', reason: `Choose one of the shop's categories ("Lawnmowers" is not one)` },
      { row: 6, result: 'error', reason: expect.stringMatching(/^Specifications: .*DPI/i) },
      { row: 7, result: 'error', reason: 'The image front.jpg is neither a shop address nor a file in the images zip' },
      { row: 8, result: 'error', reason: 'SKU is letters, digits, dashes, dots and underscores, like LOGI-MOUSE-0001' },
    ]);
    expect(await productRows()).toEqual(before);
  });

  it('applying is all or nothing: one bad row and no row is written', async () => {
    const before = await productRows();
    const { data } = await importCsv(
      csvOf([goodRow('ALL-OR-NOTHING-1'), goodRow('ALL-OR-NOTHING-2', { productPrice: 'free' })]),
      false,
    );
    expect(data.applied).toBe(false);
    expect(data.rows.map((row) => row.result)).toEqual(['created', 'error']);
    expect(data.rows[1]!.reason).toBe('Price must be a number like 1499 or 1499.50');
    expect(await productRows()).toEqual(before);
  });

  it('names both rows of a SKU the file has twice, ignoring case', async () => {
    const { data } = await importCsv(csvOf([goodRow('TWICE-1'), goodRow('OTHER-1'), goodRow('twice-1')]), true);
    expect(data.rows).toEqual([
      { row: 2, sku: 'TWICE-1', result: 'error', reason: 'SKU TWICE-1 is also on row 4 of the file' },
      { row: 3, sku: 'OTHER-1', result: 'created' },
      { row: 4, sku: 'twice-1', result: 'error', reason: 'SKU twice-1 is also on row 2 of the file' },
    ]);
  });

  it('applies new and changed rows keyed by SKU with the zip images, and the same file again changes nothing', async () => {
    const existing = await createProduct(shop, { name: 'Old name', price: 800, stock: 0 });
    const zip = Buffer.from(zipSync({ 'photos/front.png': await pngBytes() }));
    const csv = csvOf([
      goodRow('APPLY-NEW-1', {
        images: 'front.png',
        specifications: '{"dpi":3200}',
        variantGroupId: 'apply-group',
        variantOptions: '{"Colour":"Grey"}',
      }),
      goodRow(existing.sku!.toLowerCase(), {
        productName: 'New name',
        productPrice: '900',
        salesPrice: '850',
        productStock: '5',
        images: existing.productImage.join('|'),
      }),
    ]);
    const first = await importCsv(csv, false, zip);
    expect(first.data).toEqual({
      applied: true,
      rows: [
        { row: 2, sku: 'APPLY-NEW-1', result: 'created' },
        { row: 3, sku: existing.sku!.toLowerCase(), result: 'updated' },
      ],
    });
    const created = await shop.db.selectFrom('products').selectAll().where('sku', '=', 'APPLY-NEW-1').executeTakeFirstOrThrow();
    expect(created).toMatchObject({
      name: 'Imported mouse APPLY-NEW-1',
      price_paise: 199_900,
      sales_price_paise: 149_900,
      stock: 12,
      variant_group_id: 'apply-group',
      variant_options: '{"Colour":"Grey"}',
    });
    const page = await shop.app.inject({ method: 'GET', url: apiPaths.catalog.productById(created.id) });
    expect(page.json().data).toMatchObject({
      sku: 'APPLY-NEW-1',
      specifications: { dpi: 3200 },
      productImage: [expect.stringMatching(/^\/uploads\/products\/.+\.webp$/)],
    });
    const image = await shop.app.inject({ method: 'GET', url: page.json().data.productImage[0] });
    expect(image.statusCode).toBe(200);
    const updated = await shop.app.inject({ method: 'GET', url: apiPaths.catalog.productById(existing._id) });
    expect(updated.json().data).toMatchObject({
      sku: existing.sku,
      productName: 'New name',
      productPrice: 900,
      salesPrice: 850,
      productStock: 5,
    });

    // The export names the stored image; importing it again is all unchanged.
    const exported = (await exportedProducts()).filter((row) => ['APPLY-NEW-1', existing.sku].includes(row.sku!));
    const before = await productRows();
    const second = await importCsv(csvOf(exported), false);
    expect(second.data.rows.map((row) => row.result)).toEqual(['unchanged', 'unchanged']);
    expect(await productRows()).toEqual(before);
  });

  it('answers the shop’s other calls while a 10,000-row import is part way through', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => goodRow(`BULK-${String(index).padStart(5, '0')}`));
    const uploads = createUploadsStore(shop.config.uploads, shop.config.uploadsDir);
    let reachedHalf!: () => void;
    const halfway = new Promise<void>((resolve) => (reachedHalf = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let finished = false;
    const seen: string[] = [];
    const running = importProducts(
      shop.db,
      uploads,
      { csv: Buffer.from(csvOf(rows)) },
      {
        dryRun: false,
        publicUrl: shop.config.publicUrl,
        onProgress: async (progress) => {
          if (!seen.includes(progress.phase)) seen.push(progress.phase);
          if (progress.phase === 'applying' && progress.processed >= 5000 && progress.processed < 5200) {
            reachedHalf();
            await held;
          }
        },
      },
    ).finally(() => (finished = true));

    await halfway;
    // The import's transaction is open and half written: a shopper's listing answers with what was committed before.
    const listing = await shop.app.inject({ method: 'GET', url: `${apiPaths.catalog.search}?q=Imported` });
    expect(listing.statusCode).toBe(200);
    expect(finished).toBe(false);
    expect(listing.json().data.items.some((item: { sku?: string }) => item.sku?.startsWith('BULK-'))).toBe(false);
    release();
    const answer = await running;
    expect(answer.applied).toBe(true);
    expect(seen).toEqual(['reading', 'checking', 'applying', 'done']);
    const { count } = await shop.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('sku', 'like', 'BULK-%')
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(10_000);
  }, 120_000);

  it('is the admin’s alone: a shopper is refused', async () => {
    const shopper = await registerShopper(shop);
    const response = await shop.app.inject({ method: 'GET', url: apiPaths.catalogueCsv.productsCsv, headers: shopper.headers });
    expect(response.statusCode).toBe(403);
  });
});

describe('the orders spreadsheet', () => {
  it('exports the orders of the range with address, lines, payment method and refunds', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { name: 'Ordered speaker', price: 2500, category: 'Speakers' });
    const address = {
      fullName: '=HYPERLINK("http://evil.example","Asha")',
      phone: '9876543210',
      line1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    } as const;
    const inRange = await insertOrder(shop, shopper.user._id, [{ product, quantity: 2 }], {
      status: 'Cancelled',
      createdAt: '2026-03-10T10:00:00.000Z',
      paymentState: 'COMPLETED',
      paymentMode: 'UPI_INTENT',
      deliveryAddress: address,
    });
    await insertOrder(shop, shopper.user._id, [{ product, quantity: 1 }], { createdAt: '2026-04-02T10:00:00.000Z' });
    const payment = await shop.db
      .selectFrom('payments')
      .select(['id', 'provider'])
      .where('order_id', '=', inRange.id)
      .executeTakeFirstOrThrow();
    await shop.db
      .insertInto('refunds')
      .values({
        id: crypto.randomUUID(),
        order_id: inRange.id,
        payment_id: payment.id,
        provider: payment.provider,
        merchant_refund_id: `R${Date.now()}`,
        amount_paise: 500_000,
        state: 'COMPLETED',
        provider_refund_id: 'p1',
        raw_status: null,
        created_at: '2026-03-11T10:00:00.000Z',
        updated_at: '2026-03-11T10:00:00.000Z',
        last_checked_at: null,
      })
      .execute();

    const response = await shop.app.inject({
      method: 'GET',
      url: `${apiPaths.catalogueCsv.ordersCsv}?from=2026-03-01&to=2026-03-31`,
      headers: asAdmin(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders-2026-03-01-to-2026-03-31.csv"');
    const rows = parse(response.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({
        orderId: inRange.id,
        status: 'Cancelled',
        paymentMethod: 'UPI',
        paymentStatus: 'COMPLETED',
        customerEmail: shopper.user.email,
        // A formula a shopper typed is written as text.
        deliveryName: `'=HYPERLINK("http://evil.example","Asha")`,
        deliveryAddress: '12 MG Road',
        deliveryCity: 'Bengaluru',
        deliveryPincode: '560001',
        sku: product.sku,
        productName: 'Ordered speaker',
        quantity: '2',
        unitPrice: '2500',
        lineTotal: '5000',
        orderTotal: '5000',
        refunded: '5000',
      }),
    ]);

    const refused = await shop.app.inject({
      method: 'GET',
      url: `${apiPaths.catalogueCsv.ordersCsv}?from=2026-04-01&to=2026-03-01`,
      headers: asAdmin(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('The start date must not be after the end date');
  });
});
