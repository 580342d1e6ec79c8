import { formatRupees, type CartSummary, type PaymentMethodChoice } from '@voltcart/contract';
import { useId } from 'react';

type PaymentChoiceProps = {
  method: PaymentMethodChoice;
  onMethod: (method: PaymentMethodChoice) => void;
  /** The server's word on cash on delivery for this cart (null while it is being read). */
  summary: Pick<CartSummary, 'codFee' | 'cod'> | null | undefined;
};

/**
 * How the shopper pays: a radio group (arrow keys move between the two), "Pay online (PhonePe)" or "Cash on delivery"
 * with its fee. When cash on delivery is not offered for this cart, its option is disabled and says why.
 */
export function PaymentChoice({ method, onMethod, summary }: PaymentChoiceProps) {
  const name = useId();
  const codNoteId = useId();
  const codOffered = summary?.cod.available === true;
  const codNote = !summary
    ? 'Checking whether cash on delivery is available...'
    : codOffered
      ? `Pay in cash when it arrives. Fee ${formatRupees(summary.codFee)}.`
      : (summary.cod.reason ?? 'Cash on delivery is not available');
  const option = 'flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-3 text-sm';
  return (
    <fieldset className="space-y-2" data-testid="payment-choice">
      <legend className="text-sm font-semibold text-slate-900">Payment</legend>
      <label className={`${option} ${method === 'online' ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-300'}`}>
        <input
          type="radio"
          name={name}
          value="online"
          className="mt-0.5 size-4 accent-brand-700"
          checked={method === 'online'}
          onChange={() => onMethod('online')}
        />
        <span>
          <span className="block font-medium text-slate-900">Pay online (PhonePe)</span>
          <span className="block text-slate-600">UPI, cards and net banking</span>
        </span>
      </label>
      <label
        className={`${option} ${
          !codOffered
            ? 'cursor-not-allowed opacity-75'
            : method === 'cod'
              ? 'border-brand-600 ring-1 ring-brand-600'
              : 'border-slate-300'
        } ${codOffered && method !== 'cod' ? 'border-slate-300' : ''}`}
      >
        <input
          type="radio"
          name={name}
          value="cod"
          className="mt-0.5 size-4 accent-brand-700"
          checked={method === 'cod'}
          disabled={!codOffered}
          aria-describedby={codNoteId}
          onChange={() => codOffered && onMethod('cod')}
        />
        <span>
          <span className="block font-medium text-slate-900">Cash on delivery</span>
          <span id={codNoteId} className={`block ${codOffered ? 'text-slate-600' : 'text-amber-800'}`}>
            {codNote}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
