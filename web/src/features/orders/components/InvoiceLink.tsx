import { apiPaths, formatRupees, type Order } from '@voltcart/contract';
import { FileText } from 'lucide-react';
import { apiUrl } from '../../../shared/api-client';
import { buttonClasses } from '../../../shared/ui/button-styles';

/**
 * A paid order's GST tax invoice, and a credit note per completed refund: plain links, the shopper's session cookie
 * goes with them.
 */
export function InvoiceLink({ order }: { order: Order }) {
  if (!order.invoiceNumber) return null;
  return (
    <>
      <a href={apiUrl(apiPaths.orders.invoice(order._id))} download className={buttonClasses('secondary', 'sm')}>
        <FileText aria-hidden="true" className="size-4" />
        Download invoice
        <span className="sr-only">
          {' '}
          {order.invoiceNumber} for order {order.orderId}
        </span>
      </a>
      {order.creditNotes?.map((note) => (
        <a
          key={note._id}
          href={apiUrl(apiPaths.orders.creditNote(note._id))}
          download
          className={buttonClasses('secondary', 'sm')}
        >
          <FileText aria-hidden="true" className="size-4" />
          Download credit note
          <span className="sr-only">
            {' '}
            {note.number} ({formatRupees(note.amount)} refunded) for order {order.orderId}
          </span>
        </a>
      ))}
    </>
  );
}
