import type { DeliveryEstimate } from '@voltcart/contract';
import { Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/api-client';
import { estimateApi, estimateWords } from '../estimate';

type Answer =
  { pincode: string; kind: 'estimate'; estimate: DeliveryEstimate } | { pincode: string; kind: 'failed'; message: string };

/**
 * The cart's promised day for the chosen delivery address ("Delivery by Thu, 4 Dec to 560034"), or that the shop does
 * not deliver there (checkout would refuse it), read again whenever the shopper chooses another address.
 */
export function DeliveryDate({ pincode }: { pincode: string | undefined }) {
  const [answer, setAnswer] = useState<Answer>();

  useEffect(() => {
    if (!pincode) return;
    let current = true;
    estimateApi.estimate(pincode).then(
      ({ data }) => current && setAnswer({ pincode, kind: 'estimate', estimate: data }),
      (cause: unknown) =>
        current &&
        setAnswer({ pincode, kind: 'failed', message: errorMessage(cause, "We couldn't work out the delivery date.") }),
    );
    return () => {
      current = false;
    };
  }, [pincode]);

  if (!pincode) return null;
  const shown = answer?.pincode === pincode ? answer : undefined;
  return (
    <div role="status" aria-live="polite" className="mt-3 text-sm" data-testid="delivery-date">
      {!shown && <p className="text-slate-600">Working out the delivery date...</p>}
      {shown?.kind === 'failed' && <p className="text-slate-700">{shown.message}</p>}
      {shown?.kind === 'estimate' && <EstimateText estimate={shown.estimate} />}
    </div>
  );
}

function EstimateText({ estimate }: { estimate: DeliveryEstimate }) {
  const words = estimateWords(estimate);
  if (!words.served) return <p className="font-medium text-red-700">{words.headline}. Choose another address.</p>;
  return (
    <p className="flex items-start gap-2 text-slate-800">
      <Truck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
      <span>
        <strong className="font-semibold text-slate-900">{words.headline}</strong>
        {estimate.deliverBy && ` to ${estimate.pincode}`}
      </span>
    </p>
  );
}
