import type { DeliveryAddress } from '@voltcart/contract';

/** An address as a label reads it: name, lines, city, state and PIN, phone. `compact` for dense listings. */
export function DeliveryAddressLines({ address, compact = false }: { address: DeliveryAddress; compact?: boolean }) {
  return (
    <address className={`text-slate-700 not-italic ${compact ? 'text-xs leading-5' : 'text-sm leading-6'}`}>
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
