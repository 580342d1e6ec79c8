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
  /** What Pay charges when the server priced the cart (after a coupon); `total` (the subtotal) otherwise. */
  payTotal?: number | undefined;
  /** The coupon's line: its code and what it takes off (rupees). */
  discount?: { code: string; amount: number } | undefined;
  /** The coupon box, shown under the total. */
  coupon?: ReactNode;
  /** Cash on delivery's fee (rupees) when it is chosen: its own line, in the total, and Pay places the order. */
  codFee?: number | undefined;
  /** The choice of how to pay, shown above Pay. */
  paymentChoice?: ReactNode;
};

export function OrderSummary({
  itemCount,
  total,
  paying,
  onPay,
  delivery,
  payBlockedBy,
  payTotal,
  discount,
  coupon,
  codFee,
  paymentChoice,
}: OrderSummaryProps) {
  const reasonId = useId();
  const due = payTotal ?? total;
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
        {discount && (
          <div className="flex justify-between text-green-800">
            <dt>Coupon {discount.code}</dt>
            <dd className="font-medium" data-testid="cart-discount">
              −{formatRupees(discount.amount)}
            </dd>
          </div>
        )}
        {codFee !== undefined && (
          <div className="flex justify-between">
            <dt className="text-slate-700">Cash on delivery fee</dt>
            <dd className="font-medium text-slate-900" data-testid="cart-cod-fee">
              {formatRupees(codFee)}
            </dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt className="text-slate-700">Shipping</dt>
          <dd className="font-medium text-green-700">Free</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="font-bold text-slate-900" data-testid="cart-total">
            {formatRupees(due)}
          </dd>
        </div>
      </dl>
      {coupon && <div className="mt-4">{coupon}</div>}
      {delivery && <div className="mt-4">{delivery}</div>}
      {paymentChoice && <div className="mt-4">{paymentChoice}</div>}
      <Button
        size="lg"
        className="mt-6 w-full"
        onClick={onPay}
        disabled={paying || Boolean(payBlockedBy)}
        aria-describedby={payBlockedBy ? reasonId : undefined}
      >
        <Lock className="size-4" aria-hidden />{' '}
        {paying ? 'Processing...' : codFee !== undefined ? `Place order ${formatRupees(due)}` : `Pay ${formatRupees(due)}`}
      </Button>
      {payBlockedBy && (
        <p id={reasonId} className="mt-2 text-center text-sm text-amber-800">
          {payBlockedBy}
        </p>
      )}
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-600">
        <ShieldCheck className="size-4 text-green-700" aria-hidden />{' '}
        {codFee !== undefined ? 'Cash on delivery · pay the courier in INR' : 'Secure payment with PhonePe · amount in INR'}
      </p>
    </TitledSection>
  );
}
