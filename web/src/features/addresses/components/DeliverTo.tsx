import { MapPin } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../shared/ui/Button';
import { DeliveryAddressLines } from '../../../shared/ui/DeliveryAddressLines';
import { addressChosen, selectDeliveryAddress } from '../slice';
import { useAddressBook } from '../use-address-book';
import { AddressForm } from './AddressForm';
import { useFocusAfterRender } from './use-focus-after-render';

/**
 * The cart's "Deliver to": the chosen address (the default first), Change to pick another, Add one inline.
 * The cart page loads the address book (it decides whether Pay is possible). Closing the form or the choice leaves
 * the keyboard on the region's heading, above the address it shows.
 */
export function DeliverTo() {
  const dispatch = useAppDispatch();
  const { addresses, status, add } = useAddressBook({ load: false });
  const chosen = useAppSelector(selectDeliveryAddress);
  const [mode, setMode] = useState<'show' | 'change' | 'add'>('show');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();
  /** Back to the chosen address, the keyboard on the region's heading (the form or the choice it leaves has gone). */
  const show = () => {
    focusAfterRender(() => heading.current);
    setMode('show');
  };

  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 pt-4">
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-1.5 text-sm font-semibold text-slate-900 focus:outline-none"
      >
        <MapPin className="size-4 text-brand-700" aria-hidden /> Deliver to
      </h3>
      {status === 'idle' || status === 'loading' ? (
        <p className="mt-2 text-sm text-slate-600">Loading your addresses...</p>
      ) : mode === 'add' ? (
        <div className="mt-2">
          <AddressForm
            offerDefault={addresses.length > 0}
            onCancel={show}
            onSave={async (body) => {
              const answer = await add(body);
              if ('saved' in answer && answer.saved) {
                dispatch(addressChosen(answer.saved._id));
                show();
              }
              return answer.refusal;
            }}
          />
        </div>
      ) : mode === 'change' ? (
        <fieldset className="mt-2 space-y-2">
          <legend className="sr-only">Choose a delivery address</legend>
          {addresses.map((address) => (
            <label
              key={address._id}
              className="flex cursor-pointer gap-2 rounded-lg border border-slate-200 bg-white p-3 has-[:checked]:border-brand-600"
            >
              <input
                type="radio"
                name="delivery-address"
                className="mt-1"
                checked={address._id === chosen?._id}
                onChange={() => {
                  dispatch(addressChosen(address._id));
                  show();
                }}
              />
              <DeliveryAddressLines address={address} />
            </label>
          ))}
          <Button variant="secondary" size="sm" onClick={show}>
            Done
          </Button>
        </fieldset>
      ) : chosen ? (
        <div className="mt-2" data-testid="delivery-address">
          <DeliveryAddressLines address={chosen} />
          <div className="mt-2 flex gap-2">
            {addresses.length > 1 && (
              <Button variant="secondary" size="sm" onClick={() => setMode('change')}>
                Change
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={() => setMode('add')}>
              Add address
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-2">
          <p className="text-sm text-slate-700">No delivery address yet.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => setMode('add')}>
            Add address
          </Button>
        </div>
      )}
    </section>
  );
}
