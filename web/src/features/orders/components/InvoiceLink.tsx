import { apiPaths, type Order } from '@voltcart/contract';
import { FileText } from 'lucide-react';
import { apiUrl } from '../../../shared/api-client';
import { buttonClasses } from '../../../shared/ui/button-styles';

/** A paid order's GST tax invoice: a plain link, the shopper's session cookie goes with it. */
export function InvoiceLink({ order }: { order: Order }) {
  if (!order.invoiceNumber) return null;
  return (
    <a href={apiUrl(apiPaths.orders.invoice(order._id))} download className={buttonClasses('secondary', 'sm')}>
      <FileText aria-hidden="true" className="size-4" />
      Download invoice
      <span className="sr-only">
        {' '}
        {order.invoiceNumber} for order {order.orderId}
      </span>
    </a>
  );
}
