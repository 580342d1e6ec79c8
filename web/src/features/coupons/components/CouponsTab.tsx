import { formatRupees, type Coupon } from '@voltcart/contract';
import { TicketPercent } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/api-client';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { couponApi } from '../api';
import { CouponForm } from './CouponForm';

type Status = 'loading' | 'ready' | 'failed';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A coupon's terms in one line: "10% off, up to ₹500 · minimum order ₹2,000 · Mobiles, TV · first order only". */
function termsOf(coupon: Coupon): string {
  const off = coupon.kind === 'percent' ? `${coupon.value}% off` : `${formatRupees(coupon.value)} off`;
  return [
    coupon.maxDiscount !== null && coupon.kind === 'percent' ? `${off}, up to ${formatRupees(coupon.maxDiscount)}` : off,
    coupon.minOrder > 0 ? `minimum order ${formatRupees(coupon.minOrder)}` : undefined,
    coupon.categories.length > 0 ? coupon.categories.join(', ') : 'every category',
    coupon.firstOrderOnly ? 'first order only' : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}

function usesOf(coupon: Coupon): string {
  const used = coupon.usageLimit === null ? `Used ${coupon.timesUsed}` : `Used ${coupon.timesUsed} of ${coupon.usageLimit}`;
  const held = coupon.usesHeld > 0 ? ` · ${coupon.usesHeld} held by unpaid checkouts` : '';
  const each = coupon.perShopperLimit === null ? '' : ` · ${coupon.perShopperLimit} per shopper`;
  return `${used}${held}${each}`;
}

function validity(coupon: Coupon): string {
  if (!coupon.startsAt && !coupon.endsAt) return 'No end date';
  if (!coupon.endsAt) return `From ${when(coupon.startsAt!)}`;
  return coupon.startsAt ? `${when(coupon.startsAt)} to ${when(coupon.endsAt)}` : `Until ${when(coupon.endsAt)}`;
}

/** The admin's coupons: a list with each one's terms and uses, an inline form to add or edit, and deletion asked first. */
export function CouponsTab() {
  const [coupons, setCoupons] = useState<Coupon[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    couponApi.list().then(
      (answer) => {
        if (!current) return;
        setCoupons(answer.data);
        setStatus('ready');
      },
      (cause: unknown) => {
        if (!current) return;
        setError(errorMessage(cause, 'Could not load the coupons.'));
        setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = () => {
    setStatus('loading');
    setAttempt((count) => count + 1);
  };

  const onSaved = (saved: Coupon) => {
    setEditing(null);
    setCoupons((current) => [saved, ...current.filter((each) => each._id !== saved._id)]);
  };

  const onDelete = async (coupon: Coupon) => {
    try {
      const answer = await couponApi.delete(coupon._id);
      toast.success(`${answer.message}: ${coupon.code}`);
      setCoupons((current) => current.filter((each) => each._id !== coupon._id));
    } catch (cause) {
      toast.error(errorMessage(cause, 'Could not delete the coupon.'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-xl font-semibold text-slate-900">Coupons</h3>
        {editing === null && <Button onClick={() => setEditing('new')}>Add coupon</Button>}
      </div>
      {editing !== null && (
        <CouponForm
          key={editing === 'new' ? 'new' : editing._id}
          coupon={editing === 'new' ? undefined : editing}
          onCancel={() => setEditing(null)}
          onSaved={onSaved}
        />
      )}
      {status === 'loading' && <Spinner label="Loading coupons..." />}
      {status === 'failed' && (
        <StatePanel
          tone="error"
          icon={TicketPercent}
          title="Could not load the coupons"
          action={<Button onClick={retry}>Try again</Button>}
        >
          {error}
        </StatePanel>
      )}
      {status === 'ready' && coupons.length === 0 && (
        <StatePanel icon={TicketPercent} title="No coupons yet">
          Add one for shoppers to type in their cart.
        </StatePanel>
      )}
      {status === 'ready' && coupons.length > 0 && (
        <ul className="space-y-3" aria-label="Coupons">
          {coupons.map((coupon) => (
            <li key={coupon._id} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-base font-bold tracking-wide text-slate-900">{coupon.code}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${coupon.active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}
                >
                  {coupon.active ? 'Active' : 'Off'}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-800">{termsOf(coupon)}</p>
              <p className="mt-1 text-xs text-slate-600">
                {validity(coupon)} · {usesOf(coupon)}
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                {deleting === coupon._id ? (
                  <>
                    <span className="text-sm text-slate-800">Delete {coupon.code}?</span>
                    <Button size="sm" variant="danger" onClick={() => void onDelete(coupon)}>
                      Yes, delete
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setDeleting(null)}>
                      Keep it
                    </Button>
                  </>
                ) : (
                  <>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(coupon)} aria-label={`Edit ${coupon.code}`}>
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => setDeleting(coupon._id)}
                      aria-label={`Delete ${coupon.code}`}
                    >
                      Delete
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
