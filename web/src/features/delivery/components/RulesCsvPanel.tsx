import { DELIVERY_RULES_CSV_COLUMNS, MAX_DELIVERY_RULES_CSV, type DeliveryRule } from '@voltcart/contract';
import { Download, Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api-client';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { deliveryRulesApi } from '../api';

type Mode = 'upsert' | 'replace';

/** The file's text (UTF-8), by a FileReader: every browser has one (and the tests' DOM too, which lacks Blob.text). */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read. Choose it again.'));
    reader.readAsText(file);
  });

/**
 * The rules as a CSV file: download every rule, or upload a file that adds and updates rules by prefix (or replaces
 * them all). A refused file changes nothing; its line and problem show here, and focus moves to them.
 */
export function RulesCsvPanel({ onUploaded }: { onUploaded: (rules: DeliveryRule[]) => void }) {
  const [file, setFile] = useState<File>();
  const [mode, setMode] = useState<Mode>('upsert');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<'download' | 'upload'>();
  const fileId = useId();
  const modeId = useId();
  const problemRef = useRef<HTMLParagraphElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const refuse = (words: string) => {
    setProblem(words);
    setTimeout(() => problemRef.current?.focus(), 0);
  };

  const onDownload = async () => {
    setBusy('download');
    try {
      await deliveryRulesApi.download();
    } catch (cause) {
      toast.error(errorMessage(cause, 'The rules could not be downloaded. Please try again.'));
    } finally {
      setBusy(undefined);
    }
  };

  const onUpload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return refuse('Choose a CSV file to upload.');
    if (file.size > MAX_DELIVERY_RULES_CSV) return refuse('The file is too large: at most 500 kB.');
    setBusy('upload');
    setProblem(undefined);
    try {
      const answer = await deliveryRulesApi.upload({ csv: await textOf(file), mode });
      toast.success(answer.message);
      onUploaded(answer.data.rules);
      setFile(undefined);
      if (fileRef.current) fileRef.current.value = '';
    } catch (cause) {
      refuse(errorMessage(cause, 'The file could not be uploaded. Please try again.'));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section aria-labelledby={`${fileId}-heading`} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${fileId}-heading`} className="text-base font-semibold text-slate-900">
          Rules as a CSV file
        </h3>
        <Button variant="secondary" size="sm" onClick={() => void onDownload()} disabled={busy === 'download'}>
          <Download className="size-4" aria-hidden />
          {busy === 'download' ? 'Downloading...' : 'Download CSV'}
        </Button>
      </div>
      <p className="mt-1 text-xs text-slate-600">
        Columns: {DELIVERY_RULES_CSV_COLUMNS.join(', ')}. Days are working days after dispatch; cod and serviceable are yes or no;
        a rule that is not served leaves its days empty.
      </p>
      <form
        noValidate
        onSubmit={(event) => void onUpload(event)}
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      >
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
            CSV file
          </label>
          <input
            ref={fileRef}
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${fileId}-problem` : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              setProblem(undefined);
            }}
            className="mt-1 block w-full text-sm text-slate-800"
          />
        </div>
        <div>
          <label htmlFor={modeId} className="block text-sm font-medium text-slate-800">
            The file&apos;s rules
          </label>
          <select
            id={modeId}
            value={mode}
            onChange={(event) => setMode(event.target.value as Mode)}
            className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
          >
            <option value="upsert">Add and update (keep the others)</option>
            <option value="replace">Replace every rule</option>
          </select>
        </div>
        <Button type="submit" disabled={busy === 'upload'}>
          <Upload className="size-4" aria-hidden />
          {busy === 'upload' ? 'Uploading...' : 'Upload CSV'}
        </Button>
      </form>
      {problem && (
        <p
          ref={problemRef}
          id={`${fileId}-problem`}
          tabIndex={-1}
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {problem}
        </p>
      )}
    </section>
  );
}
