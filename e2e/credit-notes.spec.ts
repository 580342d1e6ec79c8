import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { buyInSandbox } from './admin/paid-order';
import { testRandom } from './support/seed';
import { newcomer, registerByApi } from './support/shop';
import { expect, test, type Download } from './support/test';

/** The text of a downloaded PDF, whitespace runs collapsed. */
async function pdfTextOf(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test('a cancelled paid order is refunded, and its credit note downloads from Your Orders naming the invoice', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await registerByApi(page, newcomer(testInfo));
  const orderNumber = await buyInSandbox(page, testRandom(testInfo), 'Mobiles');

  await page.goto('/order');
  const order = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Order #${orderNumber}` }) });
  await order.getByRole('button', { name: 'Cancel order' }).click();
  await order.getByRole('button', { name: 'Yes, cancel order' }).click();
  const link = order.getByRole('link', { name: /^Download credit note VC\/CN\/\d{4}-\d{2}\/\d{6} / });
  await expect(link).toBeVisible();

  const mine = (await (await page.request.get('/api/order/getAllOrders')).json()) as {
    data: { orderId: string; invoiceNumber?: string; creditNotes?: { number: string }[] }[];
  };
  const listed = mine.data.find((candidate) => candidate.orderId === orderNumber)!;
  const creditNoteNumber = listed.creditNotes![0]!.number;

  const answer = await page.request.get((await link.getAttribute('href'))!);
  expect(answer.headers()['content-type']).toBe('application/pdf');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${creditNoteNumber.replaceAll('/', '-')}.pdf`);
  const text = await pdfTextOf(download);
  expect(text).toContain('Credit Note');
  expect(text).toContain(`Credit Note No: ${creditNoteNumber}`);
  expect(text).toContain(`Invoice No: ${listed.invoiceNumber}`);
  expect(text).toContain(`Order No: ${orderNumber}`);
});

test('an address with a GSTIN is refused in words for a wrong check character and kept when it is right', async ({
  page,
}, testInfo) => {
  await registerByApi(page, newcomer(testInfo));
  await page.goto('/profile');
  const book = page.getByRole('region', { name: 'Delivery addresses' });
  await book.getByRole('button', { name: 'Add address' }).click();
  const form = book.getByRole('form', { name: 'New address' });
  await form.getByLabel('Full name').fill('Asha Rao');
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('Address line 1').fill('12, 4th Cross, Indiranagar');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').selectOption('Karnataka');
  await form.getByLabel('PIN code').fill('560038');
  await form.getByRole('button', { name: 'Add GSTIN for a business purchase' }).click();
  await form.getByLabel('GSTIN').fill('29AAACR5055K1Z4');
  await form.getByLabel('Business name').fill('Rao Traders Pvt Ltd');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByLabel('GSTIN')).toHaveAccessibleDescription(
    'This GSTIN’s last character does not match the rest: check it for a mistyped character',
  );
  await expect(form.getByLabel('GSTIN')).toBeFocused();

  await form.getByLabel('GSTIN').fill('29aaacr5055k1z3');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(book.getByRole('listitem', { name: 'Address of Asha Rao' })).toBeVisible();
  const saved = (await (await page.request.get('/api/address')).json()) as { data: { gstin?: string; businessName?: string }[] };
  expect(saved.data).toEqual([expect.objectContaining({ gstin: '29AAACR5055K1Z3', businessName: 'Rao Traders Pvt Ltd' })]);
});
