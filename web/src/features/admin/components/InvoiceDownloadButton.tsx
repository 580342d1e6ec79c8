import { apiPaths, type Order } from '@voltcart/contract';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api-client';
import { saveAdminDownload } from '../../../shared/download';
import { Button } from '../../../shared/ui/Button';

/** A paid order's GST tax invoice, fetched with the admin's bearer token and saved. */
export function InvoiceDownloadButton({ order }: { order: Order }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!order.invoiceNumber) return null;
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await saveAdminDownload(apiPaths.orders.invoice(order._id), `${order.invoiceNumber!.replaceAll('/', '-')}.pdf`);
    } catch (caught) {
      setError(errorMessage(caught, 'The invoice could not be downloaded. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-2">
      <Button type="button" variant="secondary" size="sm" disabled={busy} onClick={() => void download()}>
        <FileText aria-hidden="true" className="size-4" />
        {busy ? 'Downloading...' : 'Download invoice'}
        <span className="sr-only">
          {' '}
          {order.invoiceNumber} for order {order.orderId}
        </span>
      </Button>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
