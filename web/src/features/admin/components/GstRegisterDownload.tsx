import { apiPaths } from '@voltcart/contract';
import { FileSpreadsheet } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api-client';
import { saveAdminDownload } from '../../../shared/download';
import { Button } from '../../../shared/ui/Button';

/** This month in India (UTC+05:30), as YYYY-MM. */
const thisIndianMonth = () => new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 7);

/**
 * The accountant's GST register of a month (its invoices and credit notes as CSV): a month picker and a download,
 * fetched with the admin's token. Its outcome is said in a live region.
 */
export function GstRegisterDownload() {
  const [month, setMonth] = useState(thisIndianMonth);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; words: string } | null>(null);
  const id = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
      setOutcome({ ok: false, words: 'Choose a month, e.g. 2026-12.' });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await saveAdminDownload(`${apiPaths.orders.gstRegister}?month=${month}`, `gst-register-${month}.csv`);
      setOutcome({ ok: true, words: `GST register for ${month} downloaded.` });
    } catch (caught) {
      setOutcome({ ok: false, words: errorMessage(caught, 'The GST register could not be downloaded. Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label="GST register"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div>
        <label htmlFor={`${id}-month`} className="block text-sm font-medium text-slate-800">
          GST register month
        </label>
        <input
          id={`${id}-month`}
          type="month"
          name="month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          className="mt-1 block h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
        />
      </div>
      <Button type="submit" variant="secondary" disabled={busy}>
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        {busy ? 'Downloading...' : 'Download GST register (CSV)'}
      </Button>
      <p role="status" className={`w-full text-sm ${outcome?.ok === false ? 'text-red-700' : 'text-slate-700'}`}>
        {outcome?.words ?? ''}
      </p>
    </form>
  );
}
