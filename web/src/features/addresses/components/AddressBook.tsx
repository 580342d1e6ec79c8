import { type Address, type AddressBody } from '@voltcart/contract';
import { MapPin, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../shared/ui/Button';
import { DeliveryAddressLines } from '../../../shared/ui/DeliveryAddressLines';
import { Spinner } from '../../../shared/ui/Spinner';
import { useAddressBook } from '../use-address-book';
import { AddressActions } from './AddressActions';
import { AddressForm } from './AddressForm';
import { useFocusAfterRender } from './use-focus-after-render';

/**
 * Profile's address book: list with the default marked, Add, Edit, Delete (confirmed) and Make default. A form that
 * closes, and Make default, leave the keyboard on the address it saved (or was cancelled on), on Add address, or on the heading.
 */
export function AddressBook() {
  const { addresses, status, reload, add, update, remove } = useAddressBook();
  // 'new', an address id being edited, or null.
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const cards = useRef(new Map<string, HTMLLIElement>());
  const focusAfterRender = useFocusAfterRender();
  const heading = () => section.current?.querySelector<HTMLElement>('#address-book-heading');
  /** Focus on the address's card once drawn (the heading when it is gone). */
  const focusCard = (id: string) => focusAfterRender(() => cards.current.get(id) ?? heading());
  const focusAddButton = () =>
    focusAfterRender(() => section.current?.querySelector<HTMLElement>('[data-add-address]') ?? heading());

  const toBody = ({ _id: _ignored, createdAt: _created, ...fields }: Address, isDefault: boolean): AddressBody => ({
    ...fields,
    isDefault,
  });

  return (
    <section
      ref={section}
      aria-labelledby="address-book-heading"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="address-book-heading"
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold text-slate-900 focus:outline-none"
        >
          <MapPin className="size-5 text-brand-700" aria-hidden /> Delivery addresses
        </h2>
        {editing !== 'new' && (
          <Button variant="secondary" size="sm" data-add-address onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden /> Add address
          </Button>
        )}
      </div>

      {editing === 'new' && (
        <div className="mt-4">
          <AddressForm
            offerDefault={addresses.length > 0}
            onCancel={() => {
              focusAddButton();
              setEditing(null);
            }}
            onSave={async (body) => {
              const answer = await add(body);
              if ('saved' in answer) {
                if (answer.saved) focusCard(answer.saved._id);
                setEditing(null);
              }
              return answer.refusal;
            }}
          />
        </div>
      )}

      {status === 'loading' || status === 'idle' ? (
        <Spinner label="Loading your addresses..." showLabel className="mt-4" />
      ) : status === 'failed' && addresses.length === 0 ? (
        <p className="mt-4 text-sm text-red-700">
          We couldn&apos;t load your addresses.{' '}
          <Button variant="ghost" size="sm" onClick={reload}>
            Try again
          </Button>
        </p>
      ) : addresses.length === 0 ? (
        editing !== 'new' && <p className="mt-4 text-sm text-slate-600">No saved addresses yet. Add one to pay for your cart.</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Saved addresses">
          {addresses.map((address) => {
            const card = (element: HTMLLIElement | null) => {
              if (element) cards.current.set(address._id, element);
              else cards.current.delete(address._id);
            };
            return editing === address._id ? (
              <li key={address._id} ref={card} className="sm:col-span-2">
                <AddressForm
                  address={address}
                  offerDefault={!address.isDefault}
                  onCancel={() => {
                    focusCard(address._id);
                    setEditing(null);
                  }}
                  onSave={async (body) => {
                    const refusal = await update(address._id, body);
                    if (!refusal) {
                      focusCard(address._id);
                      setEditing(null);
                    }
                    return refusal;
                  }}
                />
              </li>
            ) : (
              <li
                key={address._id}
                ref={card}
                tabIndex={-1}
                className="flex flex-col justify-between gap-3 rounded-xl border border-slate-200 p-4"
                aria-label={`Address of ${address.fullName}`}
              >
                <div>
                  {address.isDefault && (
                    <span className="mb-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                      Default
                    </span>
                  )}
                  <DeliveryAddressLines address={address} />
                </div>
                {confirming === address._id ? (
                  <div role="group" aria-label="Confirm delete" className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="text-slate-800">Delete this address?</span>
                    <Button
                      variant="danger"
                      size="sm"
                      onClick={() =>
                        void remove(address._id).then(() => {
                          focusCard(address._id);
                          setConfirming(null);
                        })
                      }
                    >
                      Yes, delete
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => {
                        focusCard(address._id);
                        setConfirming(null);
                      }}
                    >
                      Keep it
                    </Button>
                  </div>
                ) : (
                  <AddressActions
                    address={address}
                    onEdit={() => setEditing(address._id)}
                    onDelete={() => setConfirming(address._id)}
                    onMakeDefault={() =>
                      // The button goes once the address is the default: the keyboard moves to its card (the same
                      // element before and after that render, so it is focused at once).
                      void update(address._id, toBody(address, true)).then((refusal) => {
                        if (!refusal) cards.current.get(address._id)?.focus();
                      })
                    }
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
