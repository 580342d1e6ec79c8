import { formatRupees } from '@voltcart/contract';
import { Lock, ShieldCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/Button';
import { TitledSection } from '../../../shared/ui/TitledSection';

type OrderSummaryProps = {
  itemCount: number;
  total: number;
  paying: boolean;
  onPay: () => void;
  /** Shown above Pay: where the order goes. */
  delivery?: ReactNode;
  /** Why Pay cannot be pressed yet (no delivery address); shown under it. */
  payBlockedBy?: string | undefined;
};

export function OrderSummary({ itemCount, total, paying, onPay, delivery, payBlockedBy }: OrderSummaryProps) {
  const reasonId = useId();
  return (
    <TitledSection
      headingId="summary-heading"
      title="Order Summary"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-6"
      headingClassName="text-lg font-semibold text-slate-900"
    >
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-700">
            Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd className="font-medium text-slate-900">{formatRupees(total)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-700">Shipping</dt>
          <dd className="font-medium text-green-700">Free</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="font-bold text-slate-900" data-testid="cart-total">
            {formatRupees(total)}
          </dd>
        </div>
      </dl>
      {delivery && <div className="mt-4">{delivery}</div>}
      <Button
        size="lg"
        className="mt-6 w-full"
        onClick={onPay}
        disabled={paying || Boolean(payBlockedBy)}
        aria-describedby={payBlockedBy ? reasonId : undefined}
      >
        <Lock className="size-4" aria-hidden /> {paying ? 'Processing...' : `Pay ${formatRupees(total)}`}
      </Button>
      {payBlockedBy && (
        <p id={reasonId} className="mt-2 text-center text-sm text-amber-800">
          {payBlockedBy}
        </p>
      )}
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-600">
        <ShieldCheck className="size-4 text-green-700" aria-hidden /> Secure payment with PhonePe · amount in INR
      </p>
    </TitledSection>
  );
}
