import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from './support/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { buyInSandbox } from './admin/paid-order';
import { signInAsAdmin } from './admin/sign-in';
import { testRandom } from './support/seed';
import { newcomer, registerByApi } from './support/shop';

/** The text of a downloaded PDF, whitespace runs collapsed. */
async function pdfTextOf(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function invoiceNumberOf(page: Page, orderNumber: string): Promise<string> {
  const mine = (await (await page.request.get('/api/order/getAllOrders')).json()) as {
    data: { orderId: string; invoiceNumber?: string }[];
  };
  const invoiceNumber = mine.data.find((order) => order.orderId === orderNumber)?.invoiceNumber;
  expect(invoiceNumber).toMatch(/^VC\/\d{4}-\d{2}\/\d{6}$/);
  return invoiceNumber!;
}

test('a paid order\'s "Download invoice" saves its GST tax invoice, for the shopper and for an admin', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await registerByApi(page, newcomer(testInfo));
  const orderNumber = await buyInSandbox(page, testRandom(testInfo), 'Mobiles');
  const invoiceNumber = await invoiceNumberOf(page, orderNumber);
  const fileName = `${invoiceNumber.replaceAll('/', '-')}.pdf`;

  await test.step('the shopper downloads it from Your Orders', async () => {
    await page.goto('/order');
    const order = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Order #${orderNumber}` }) });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      order.getByRole('link', { name: /Download invoice/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    const text = await pdfTextOf(download);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`Invoice No: ${invoiceNumber}`);
    expect(text).toContain(`Order No: ${orderNumber}`);
    expect(text).toContain('This is a computer-generated invoice.');
  });

  await test.step('an admin downloads the same invoice from the orders tab', async () => {
    const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
    const adminContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, acceptDownloads: true });
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    await adminPage.getByRole('tab', { name: 'Orders' }).click();
    const row = adminPage.getByRole('listitem', { name: `Order ${orderNumber}` });
    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      row.getByRole('button', { name: `Download invoice ${invoiceNumber} for order ${orderNumber}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    expect(await pdfTextOf(download)).toContain(`Invoice No: ${invoiceNumber}`);
    await adminContext.close();
  });
});
