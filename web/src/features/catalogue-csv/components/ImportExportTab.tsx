import type { ImportProgress, ImportRow } from '@voltcart/contract';
import { Download, FileCheck2, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api-client';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { catalogueCsvApi } from '../api';

/** The most rows the result table draws. */
const SHOWN_ROWS = 500;

type Checked = { rows: ImportRow[]; applied: boolean; message: string };

const RESULT_WORDS: Record<ImportRow['result'], string> = {
  created: 'New',
  updated: 'Changed',
  unchanged: 'Unchanged',
  error: 'Error',
};
const RESULT_CLASSES: Record<ImportRow['result'], string> = {
  created: 'bg-green-100 text-green-800',
  updated: 'bg-brand-50 text-brand-700',
  unchanged: 'bg-slate-200 text-slate-700',
  error: 'bg-red-100 text-red-800',
};

function countsOf(rows: ImportRow[]): string {
  const counts = { created: 0, updated: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.result] += 1;
  return `${counts.created} new, ${counts.updated} changed, ${counts.unchanged} unchanged, ${counts.error} with errors`;
}

/** Polls an import's progress while `importId` runs (the server keeps it by the id the page gave the call). */
function useImportProgress(importId: string | null): ImportProgress | null {
  const [latest, setLatest] = useState<{ importId: string; progress: ImportProgress } | null>(null);
  useEffect(() => {
    if (!importId) return;
    let current = true;
    const poll = () =>
      catalogueCsvApi.progress(importId).then(
        (answer) => current && setLatest({ importId, progress: answer.data }),
        () => undefined,
      );
    const timer = setInterval(() => void poll(), 400);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [importId]);
  return latest && latest.importId === importId ? latest.progress : null;
}

function ProgressBar({ progress, label }: { progress: ImportProgress | null; label: string }) {
  const known = progress && progress.total > 0;
  return (
    <div className="space-y-1">
      <label htmlFor="import-progress" className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <progress
        id="import-progress"
        className="h-3 w-full accent-brand-600"
        max={known ? progress.total : undefined}
        value={known ? progress.processed : undefined}
      />
      <p className="text-xs text-slate-600" aria-live="polite">
        {known
          ? `${progress.phase === 'applying' ? 'Written' : 'Checked'} ${progress.processed} of ${progress.total} rows`
          : 'Sending the file…'}
      </p>
    </div>
  );
}

/** The admin's spreadsheets: the products and orders as CSV, and a products import checked first, then applied. */
export function ImportExportTab() {
  const [file, setFile] = useState<File | null>(null);
  const [images, setImages] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [running, setRunning] = useState<{ id: string; dryRun: boolean } | null>(null);
  const [error, setError] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [downloading, setDownloading] = useState<'products' | 'orders' | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const progress = useImportProgress(running?.id ?? null);
  // A screen reader hears the result's heading, then reads the table from there.
  useEffect(() => {
    if (checked) resultHeading.current?.focus();
  }, [checked]);

  const download = async (what: 'products' | 'orders') => {
    setDownloading(what);
    try {
      if (what === 'products') await catalogueCsvApi.downloadProducts();
      else await catalogueCsvApi.downloadOrders(from, to);
    } catch (cause) {
      toast.error(errorMessage(cause, 'The file could not be downloaded. Please try again.'));
    } finally {
      setDownloading(null);
    }
  };

  const run = async (dryRun: boolean) => {
    if (!file) {
      setError('Choose the CSV file to import.');
      return;
    }
    setError('');
    const id = crypto.randomUUID();
    setRunning({ id, dryRun });
    try {
      const answer = await catalogueCsvApi.importProducts(file, images, dryRun, id);
      setChecked({ ...answer.data, message: answer.message });
      if (answer.data.applied) toast.success(`Import applied: ${countsOf(answer.data.rows)}.`);
    } catch (cause) {
      setError(errorMessage(cause, 'The file could not be imported. Please try again.'));
    } finally {
      setRunning(null);
    }
  };

  const choose = (set: (file: File | null) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    set(event.target.files?.[0] ?? null);
    setChecked(null);
  };

  const errors = checked?.rows.filter((row) => row.result === 'error').length ?? 0;
  // Error rows first; a 10,000-row file shows its first rows only (the counts above the table cover them all).
  const shown = checked
    ? [...checked.rows.filter((row) => row.result === 'error'), ...checked.rows.filter((row) => row.result !== 'error')].slice(
        0,
        SHOWN_ROWS,
      )
    : [];
  const canImport = Boolean(checked && !checked.applied && errors === 0 && !running);

  return (
    <div className="space-y-8">
      <section aria-labelledby="export-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <h3 id="export-heading" className="text-xl font-semibold text-slate-900">
          Export
        </h3>
        <div>
          <Button type="button" variant="secondary" disabled={downloading !== null} onClick={() => void download('products')}>
            <Download aria-hidden="true" className="size-4" />
            {downloading === 'products' ? 'Downloading...' : 'Download products CSV'}
          </Button>
          <p className="mt-1 text-xs text-slate-600">Every product with its SKU, stock, variants, specifications and images.</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label="Orders from"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            label="Orders to"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
          />
          <Button type="button" variant="secondary" disabled={downloading !== null} onClick={() => void download('orders')}>
            <Download aria-hidden="true" className="size-4" />
            {downloading === 'orders' ? 'Downloading...' : 'Download orders CSV'}
          </Button>
        </div>
      </section>

      <section aria-labelledby="import-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <h3 id="import-heading" className="text-xl font-semibold text-slate-900">
          Import products
        </h3>
        <p className="text-sm text-slate-700">
          Rows are matched by SKU: a new SKU adds a product, a known one updates it. Check the file first; nothing is imported
          while any row has an error.
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor="import-file" className="block text-sm font-medium text-slate-800">
              CSV file *
            </label>
            <input
              id="import-file"
              type="file"
              accept=".csv,text/csv"
              className="mt-1 block w-full text-sm"
              onChange={choose(setFile)}
            />
          </div>
          <div>
            <label htmlFor="import-images" className="block text-sm font-medium text-slate-800">
              Images zip (optional)
            </label>
            <input
              id="import-images"
              type="file"
              accept=".zip,application/zip"
              aria-describedby="import-images-hint"
              className="mt-1 block w-full text-sm"
              onChange={choose(setImages)}
            />
            <p id="import-images-hint" className="mt-1 text-xs text-slate-600">
              The images the CSV names by file name.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" disabled={running !== null} onClick={() => void run(true)}>
            <FileCheck2 aria-hidden="true" className="size-4" />
            Check file
          </Button>
          <Button type="button" disabled={!canImport} onClick={() => void run(false)}>
            <Upload aria-hidden="true" className="size-4" />
            Import
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        {running && <ProgressBar progress={progress} label={running.dryRun ? 'Checking the file' : 'Importing'} />}
        {checked && (
          <div className="space-y-3">
            <h4
              ref={resultHeading}
              tabIndex={-1}
              aria-describedby="import-summary"
              className="text-base font-semibold text-slate-900 focus:outline-none"
            >
              {checked.applied ? 'Imported' : errors > 0 ? 'Fix the rows with errors' : 'Ready to import'}
            </h4>
            <p id="import-summary" className="text-sm text-slate-800">
              {checked.message}. {countsOf(checked.rows)}.
            </p>
            {checked.rows.length > SHOWN_ROWS && (
              <p className="text-xs text-slate-600">
                Showing {SHOWN_ROWS} of {checked.rows.length} rows, those with errors first.
              </p>
            )}
            <div className="overflow-x-auto rounded-lg border border-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Rows of the file and what the import does with each</caption>
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Row
                    </th>
                    <th scope="col" className="px-3 py-2">
                      SKU
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Result
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Reason
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((row) => (
                    <tr key={row.row} className="border-t border-slate-100">
                      <td className="px-3 py-2">{row.row}</td>
                      <td className="px-3 py-2 font-mono">{row.sku || '—'}</td>
                      <td className="px-3 py-2">
                        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${RESULT_CLASSES[row.result]}`}>
                          {RESULT_WORDS[row.result]}
                        </span>
                      </td>
                      <td className="px-3 py-2 text-slate-800">{row.reason ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
