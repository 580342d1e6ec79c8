import { apiPaths, type Order } from '@voltcart/contract';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api-client';
import { saveAdminDownload } from '../../../shared/download';
import { Button } from '../../../shared/ui/Button';

/** A PDF of the order's, fetched with the admin's bearer token and saved. */
function PdfDownloadButton({ path, fileName, label, named }: { path: string; fileName: string; label: string; named: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await saveAdminDownload(path, fileName);
    } catch (caught) {
      setError(errorMessage(caught, `The ${label.toLowerCase()} could not be downloaded. Please try again.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-2">
      <Button type="button" variant="secondary" size="sm" disabled={busy} onClick={() => void download()}>
        <FileText aria-hidden="true" className="size-4" />
        {busy ? 'Downloading...' : `Download ${label.toLowerCase()}`}
        <span className="sr-only"> {named}</span>
      </Button>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A paid order's GST tax invoice, and the credit notes issued against it on its refunds. */
export function InvoiceDownloadButton({ order }: { order: Order }) {
  if (!order.invoiceNumber) return null;
  return (
    <>
      <PdfDownloadButton
        path={apiPaths.orders.invoice(order._id)}
        fileName={`${order.invoiceNumber.replaceAll('/', '-')}.pdf`}
        label="Invoice"
        named={`${order.invoiceNumber} for order ${order.orderId}`}
      />
      {order.creditNotes?.map((note) => (
        <PdfDownloadButton
          key={note._id}
          path={apiPaths.orders.creditNote(note._id)}
          fileName={`${note.number.replaceAll('/', '-')}.pdf`}
          label="Credit note"
          named={`${note.number} for order ${order.orderId}`}
        />
      ))}
    </>
  );
}
