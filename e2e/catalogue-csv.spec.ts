import { readFileSync } from 'node:fs';
import { pagePaths } from '@voltcart/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { signInAsAdmin } from './admin/sign-in';
import { expectNoSidewaysScroll } from './support/layout';
import { expect, test } from './support/test';

test('an admin downloads the products CSV, sees a bad row in the check with Import off, fixes it, imports, and the product is in the shop', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const sku = `E2E-${Date.now().toString(36).toUpperCase()}-${testInfo.project.name.toUpperCase()}`;
  const name = `Spreadsheet mouse ${sku}`;
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Import / export' }).click();

  const columns = await test.step('the products CSV downloads with a header and a row per product', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download products CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    const rows = parse(text, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.sku)).toBe(true);
    return Object.keys(rows[0]!);
  });

  const fileOf = (salesPrice: string) => ({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      stringify(
        [
          {
            sku,
            productName: name,
            productBrand: 'Logitech',
            productCategory: 'Mouse',
            productPrice: '1999',
            salesPrice,
            productStock: '9',
            productDescription: 'A mouse that came from a spreadsheet.',
            specifications: '{"dpi":1600}',
          },
        ],
        { header: true, columns },
      ),
    ),
  });

  await test.step('a row with its sale price above the price is an error in the check, and Import stays off', async () => {
    await page.getByLabel('CSV file *').setInputFiles(fileOf('2999'));
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByRole('heading', { name: 'Fix the rows with errors' })).toBeFocused();
    const row = page.getByRole('table', { name: /Rows of the file/ }).getByRole('row', { name: new RegExp(sku) });
    await expect(row).toContainText('Error');
    await expect(row).toContainText('Sale price cannot be above the price');
    await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
    await expectNoSidewaysScroll(page, 'the import check');
  });

  await test.step('the fixed file checks clean and imports', async () => {
    await page.getByLabel('CSV file *').setInputFiles(fileOf('1499'));
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByRole('heading', { name: 'Ready to import' })).toBeFocused();
    await expect(page.getByRole('row', { name: new RegExp(sku) })).toContainText('New');
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('heading', { name: 'Imported' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Imported' })).toHaveAccessibleDescription(/Import applied\. 1 new/);
    await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  await test.step('the shop finds the imported product at its price', async () => {
    await page.goto(pagePaths.search(name));
    const card = page.getByRole('link', { name });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('₹1,499').first()).toBeVisible();
  });
});
