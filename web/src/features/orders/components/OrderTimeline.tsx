import type { Order, OrderTimelineEvent } from '@voltcart/contract';
import { formatDateTime } from '../../../shared/text';

/** Each step's words on the shopper's timeline (a return's steps join here when returns land). */
const STEP_LABEL: Record<OrderTimelineEvent['kind'], string> = {
  placed: 'Order placed',
  paid: 'Payment received',
  confirmed: 'Order confirmed',
  shipped: 'Shipped',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  refused: 'Refused at the door',
  returned_to_origin: 'Returned to us',
  cancelled: 'Cancelled',
  refund: 'Refund',
};

/**
 * What happened to the order, oldest first, as an ordered list: each step's words and time, the shipped step with its
 * courier, AWB and a link to the courier's tracking page (a new tab).
 */
export function OrderTimeline({ order }: { order: Order }) {
  const steps = order.timeline ?? [];
  if (steps.length === 0) return null;
  const { shipment } = order;
  return (
    <section aria-labelledby={`timeline-${order._id}`} className="border-t border-slate-200 px-4 py-4 sm:px-6">
      <h3 id={`timeline-${order._id}`} className="text-sm font-semibold text-slate-900">
        Order timeline
      </h3>
      <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4" data-testid="order-timeline">
        {steps.map((step, index) => (
          <li key={`${step.kind}-${step.at}-${index}`} className="relative text-sm">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full ${
                index === steps.length - 1 ? 'bg-brand-600' : 'bg-slate-400'
              }`}
            />
            <p className="font-medium text-slate-900">
              {STEP_LABEL[step.kind]}
              {step.detail && <span className="font-normal text-slate-700">: {step.detail}</span>}
            </p>
            <p className="text-xs text-slate-600">
              <time dateTime={step.at}>{formatDateTime(step.at)}</time>
            </p>
            {step.kind === 'shipped' && shipment?.trackingUrl && (
              <a
                href={shipment.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-block font-semibold text-brand-700 hover:underline"
              >
                Track with {shipment.courierName}
                <span className="sr-only"> (AWB {shipment.awb}, opens in a new tab)</span>
              </a>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
