import { apiPaths } from '@voltcart/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type RecordedCall } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders, signedIn } from '../../../test/render';
import { ImportExportTab } from './ImportExportTab';

const admin = signedIn(makeUser({ role: 'admin' }));
const csvFile = () => new File(['sku,productName\n'], 'products.csv', { type: 'text/csv' });

const withBadRow = ok(
  {
    applied: false,
    rows: [
      { row: 2, sku: 'NEW-1', result: 'created' },
      { row: 3, sku: 'BAD-1', result: 'error', reason: 'Sale price cannot be above the price' },
    ],
  },
  '1 row has errors: nothing was imported',
);
const allGood = (applied: boolean) =>
  ok(
    { applied, rows: [{ row: 2, sku: 'NEW-1', result: 'created' }] },
    applied ? 'Import applied' : 'File checked: nothing was changed yet',
  );

describe('the import / export tab', () => {
  it('checks a file with a bad row: shows the row and its reason, and keeps Import off', async () => {
    const api = mockApi({ [`POST ${apiPaths.catalogueCsv.importProducts}`]: withBadRow });
    const { user } = renderWithProviders(<ImportExportTab />, { preloadedState: admin });
    await user.upload(screen.getByLabelText('CSV file *'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const table = await screen.findByRole('table', { name: /Rows of the file/ });
    const bad = within(table).getByRole('row', { name: /BAD-1/ });
    expect(bad).toHaveTextContent('Error');
    expect(bad).toHaveTextContent('Sale price cannot be above the price');
    expect(screen.getByRole('heading', { name: 'Fix the rows with errors' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    const [sent] = api.callsTo('POST', apiPaths.catalogueCsv.importProducts) as RecordedCall[];
    expect(sent!.url).toMatch(/dryRun=true/);
    expect((sent!.form!.get('file') as File).name).toBe('products.csv');
  });

  it('imports a clean file after its check, with the applying call saying dryRun=false', async () => {
    const api = mockApi({
      [`POST ${apiPaths.catalogueCsv.importProducts}`]: (call) =>
        call.url.includes('dryRun=true') ? allGood(false) : allGood(true),
    });
    const { user } = renderWithProviders(<ImportExportTab />, { preloadedState: admin });
    await user.upload(screen.getByLabelText('CSV file *'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('heading', { name: 'Ready to import' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('heading', { name: 'Imported' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Imported' })).toHaveAccessibleDescription(
      'Import applied. 1 new, 0 changed, 0 unchanged, 0 with errors.',
    );
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(api.callsTo('POST', apiPaths.catalogueCsv.importProducts).map((call) => call.url)).toEqual([
      expect.stringMatching(/dryRun=true/),
      expect.stringMatching(/dryRun=false/),
    ]);
  });

  it('says what is missing or what the server refused', async () => {
    mockApi({ [`POST ${apiPaths.catalogueCsv.importProducts}`]: fail(400, 'The file has no rows under its header') });
    const { user } = renderWithProviders(<ImportExportTab />, { preloadedState: admin });
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the CSV file to import.');
    await user.upload(screen.getByLabelText('CSV file *'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file has no rows under its header');
  });
});
