import type { DeliveryEstimate } from '@voltcart/contract';
import { MapPin, Truck } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api-client';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { estimateApi, estimateWords } from '../estimate';
import { PINCODE_PATTERN, pincodeMemory } from '../pincode-memory';

const PINCODE_RULE = 'PIN code is 6 digits and does not start with 0';

type Answer =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'estimate'; estimate: DeliveryEstimate }
  | { kind: 'failed'; message: string };

/** The signed-in shopper's default address's pincode (the list puts it first), undefined when they have none. */
async function defaultPincode(): Promise<string | undefined> {
  try {
    const { data } = await estimateApi.addresses();
    return (data.find((address) => address.isDefault) ?? data[0])?.pincode;
  } catch {
    // No saved address to start from: the field stays empty for the shopper to fill.
    return undefined;
  }
}

/**
 * The product page's "Deliver to [pincode] Check": the promised day and whether cash on delivery is taken there, or
 * that the shop does not deliver there yet. The pincode is remembered for the visit; a signed-in shopper without one
 * starts from their default address's. Both are read after mount (the page is server-rendered: the first render is
 * the same on both sides, an empty field).
 */
export function DeliveryCheck({ signedIn }: { signedIn: boolean }) {
  const [pincode, setPincode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [answer, setAnswer] = useState<Answer>({ kind: 'none' });
  const fieldId = useId();
  const latest = useRef(0);
  const touched = useRef(false);

  const check = useCallback(async (wanted: string) => {
    const ask = ++latest.current;
    setAnswer({ kind: 'checking' });
    try {
      const { data } = await estimateApi.estimate(wanted);
      if (ask !== latest.current) return;
      pincodeMemory.keep(wanted);
      setAnswer({ kind: 'estimate', estimate: data });
    } catch (cause) {
      if (ask !== latest.current) return;
      setAnswer({ kind: 'failed', message: errorMessage(cause, "We couldn't check that pincode. Please try again.") });
    }
  }, []);

  useEffect(() => {
    let current = true;
    // The pincode kept for the visit, else (signed in) the default address's; the shopper's own typing wins over both.
    const begin = async () => {
      const start = pincodeMemory.read() ?? (signedIn ? await defaultPincode() : undefined);
      if (!current || !start || touched.current) return;
      touched.current = true;
      setPincode(start);
      await check(start);
    };
    void begin();
    return () => {
      current = false;
    };
  }, [signedIn, check]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = pincode.trim();
    if (!PINCODE_PATTERN.test(wanted)) {
      setProblem(wanted ? PINCODE_RULE : 'Enter the PIN code');
      setAnswer({ kind: 'none' });
      // By the form, not the id: the field's id is the server render's, which useId on the client need not repeat.
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setProblem(undefined);
    void check(wanted);
  };

  return (
    <section
      aria-labelledby={`${fieldId}-heading`}
      className="mt-5 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="delivery-check"
    >
      <h2 id={`${fieldId}-heading`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <MapPin className="size-4" aria-hidden /> Delivery
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-2 flex items-start gap-2" aria-label="Check delivery">
        <TextField
          id={fieldId}
          label="Deliver to"
          className="min-w-0 flex-1"
          value={pincode}
          problem={problem}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="6-digit PIN code"
          onChange={(event) => {
            touched.current = true;
            setPincode(event.target.value.replace(/\D/g, ''));
            setProblem(undefined);
          }}
        />
        <Button
          type="submit"
          variant="secondary"
          className="mt-6 shrink-0"
          aria-disabled={answer.kind === 'checking' || undefined}
        >
          {answer.kind === 'checking' ? 'Checking...' : 'Check'}
        </Button>
      </form>
      <div role="status" aria-live="polite" className="mt-2 min-h-5 text-sm">
        <EstimateLine answer={answer} />
      </div>
    </section>
  );
}

function EstimateLine({ answer }: { answer: Answer }) {
  if (answer.kind === 'none') return <p className="text-slate-600">Enter a PIN code to see when it arrives.</p>;
  if (answer.kind === 'checking') return <p className="text-slate-600">Checking delivery...</p>;
  if (answer.kind === 'failed') return <p className="text-red-700">{answer.message}</p>;
  const words = estimateWords(answer.estimate);
  if (!words.served) return <p className="font-medium text-red-700">{words.headline}</p>;
  return (
    <p className="flex items-start gap-2 text-slate-800">
      <Truck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
      <span>
        <strong className="font-semibold text-slate-900">{words.headline}</strong>
        <span aria-hidden> · </span>
        <span className={answer.estimate.codAvailable ? 'text-green-800' : 'text-slate-700'}>{words.cod}</span>
      </span>
    </p>
  );
}
