import { formatRupees } from '@voltcart/contract';
import { TicketPercent } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { applyCoupon, removeCoupon, selectCartSummary } from '../coupon-slice';

/**
 * The cart's coupon box: a code is applied on the server, which keeps it with the cart and says why when it does not
 * apply ("This coupon needs a minimum order of ₹2,000"), under the field. A kept coupon shows what it saves, or why it
 * no longer applies, with a button to remove it. Focus follows: to Remove once applied, back to the field once removed.
 */
export function CouponBox() {
  const dispatch = useAppDispatch();
  const summary = useAppSelector(selectCartSummary);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const removeId = useId();
  // After the store's change has rendered (the box swaps between the field and the kept coupon).
  const focus = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);
  const kept = summary?.couponCode ?? null;

  const onApply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      flushSync(() => setProblem('Enter the coupon code'));
      focus(fieldId);
      return;
    }
    setBusy(true);
    const result = await dispatch(applyCoupon(code.trim()));
    setBusy(false);
    if (applyCoupon.fulfilled.match(result)) {
      toast.success(result.payload.message);
      flushSync(() => {
        setCode('');
        setProblem(undefined);
      });
      focus(removeId);
      return;
    }
    flushSync(() => setProblem(result.payload?.fields?.code ?? result.payload?.message ?? "We couldn't apply the coupon"));
    focus(fieldId);
  };

  const onRemove = async () => {
    setBusy(true);
    const result = await dispatch(removeCoupon());
    setBusy(false);
    if (!removeCoupon.fulfilled.match(result)) {
      toast.error(result.payload?.message ?? "We couldn't remove the coupon");
      return;
    }
    toast.success('Coupon removed');
    focus(fieldId);
  };

  if (kept) {
    const saving = summary && summary.discount > 0 ? summary.discount : 0;
    return (
      <div className="rounded-xl border border-dashed border-green-600 bg-white p-4" data-testid="coupon-box">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <TicketPercent className="size-5 shrink-0 text-green-700" aria-hidden />
          <span>
            Coupon <strong>{kept}</strong>
            {saving > 0 ? ` applied: you save ${formatRupees(saving)}` : ' does not apply to this cart'}
          </span>
        </p>
        {summary?.couponProblem && (
          <p className="mt-1 text-sm text-amber-800" role="status">
            {summary.couponProblem}
          </p>
        )}
        <Button id={removeId} variant="danger" size="sm" className="mt-2 -ml-3" onClick={() => void onRemove()} disabled={busy}>
          {busy ? 'Removing...' : 'Remove coupon'}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onApply(event)} className="flex items-start gap-2" aria-label="Coupon">
      <TextField
        id={fieldId}
        label="Coupon code"
        className="min-w-0 flex-1"
        value={code}
        problem={problem}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(event) => {
          setCode(event.target.value);
          setProblem(undefined);
        }}
      />
      <Button type="submit" variant="secondary" className="mt-6 shrink-0" disabled={busy}>
        {busy ? 'Applying...' : 'Apply'}
      </Button>
    </form>
  );
}
