import type { DeliveryAddress } from '@voltcart/contract';

/** An address as a label reads it: name, lines, city, state and PIN, phone. */
export function DeliveryAddressLines({ address, className = '' }: { address: DeliveryAddress; className?: string }) {
  return (
    <address className={`text-sm leading-6 text-slate-700 not-italic ${className}`}>
      <span className="block font-medium text-slate-900">{address.fullName}</span>
      <span className="block">{[address.line1, address.line2].filter(Boolean).join(', ')}</span>
      {address.landmark && <span className="block">{address.landmark}</span>}
      <span className="block">
        {address.city}, {address.state} {address.pincode}
      </span>
      <span className="block">Phone: {address.phone}</span>
    </address>
  );
}
