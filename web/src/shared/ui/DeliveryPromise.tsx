import { orderDeliveryPromise, type Order } from '@voltcart/contract';
import { Truck } from 'lucide-react';

/** An order's promised day ("Delivery by Thu, 4 Dec") while it is on its way; nothing once delivered or ended. */
export function DeliveryPromise({ order, className = '' }: { order: Pick<Order, 'status' | 'deliverBy'>; className?: string }) {
  const promise = orderDeliveryPromise(order);
  if (!promise) return null;
  return (
    <p className={`flex items-center gap-1.5 text-sm font-medium text-green-800 ${className}`} data-testid="delivery-promise">
      <Truck className="size-4 shrink-0" aria-hidden />
      {promise}
    </p>
  );
}
