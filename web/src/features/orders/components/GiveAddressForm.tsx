import type { Order } from '@voltcart/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../shared/paths';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { DeliveryAddressLines } from '../../../shared/ui/DeliveryAddressLines';
import { Spinner } from '../../../shared/ui/Spinner';
import { fetchAddresses, selectAddresses, selectAddressesStatus, selectDeliveryAddress } from '../../addresses/slice';
import { giveOrderAddress } from '../slice';

/**
 * On a paid order that came without a delivery address: the shopper picks one of their saved addresses (the default
 * first) and the order ships there; with none saved, a link to add one in the profile.
 */
export function GiveAddressForm({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  // The address book the profile and the cart use (the default first); the cart's delivery address is chosen first.
  const addresses = useAppSelector(selectAddresses);
  const status = useAppSelector(selectAddressesStatus);
  const delivery = useAppSelector(selectDeliveryAddress);
  const [picked, setPicked] = useState<string>();
  const choice = picked ?? delivery?._id ?? '';
  const [saving, setSaving] = useState(false);
  const groupId = useId();

  useEffect(() => {
    void dispatch(fetchAddresses());
  }, [dispatch]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    setSaving(true);
    const result = await dispatch(giveOrderAddress({ orderId: order._id, addressId: choice }));
    setSaving(false);
    if (giveOrderAddress.fulfilled.match(result)) toast.success(`Order ${order.orderId} will be delivered there`);
    else toast.error(`Error: ${result.payload?.message ?? 'Could not save the delivery address.'}`);
  };

  return (
    <section
      aria-labelledby={groupId}
      className="mx-4 my-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:mx-6"
    >
      <h3 id={groupId} className="font-semibold">
        Where should we deliver this order?
      </h3>
      {(status === 'idle' || status === 'loading') && <Spinner label="Loading your addresses..." showLabel className="py-3" />}
      {status === 'failed' && (
        <p role="alert" className="mt-2 text-red-800">
          Could not load your addresses.
        </p>
      )}
      {status === 'succeeded' && addresses.length === 0 && (
        <p className="mt-2">
          You have no saved address yet.{' '}
          <Link to={paths.profile} className="font-semibold text-brand-700 underline">
            Add one in your profile
          </Link>
          , then come back here to choose it.
        </p>
      )}
      {status === 'succeeded' && addresses.length > 0 && (
        <form onSubmit={(event) => void onSubmit(event)} className="mt-2 space-y-3">
          <fieldset>
            <legend className="sr-only">Delivery address for order {order.orderId}</legend>
            <ul className="space-y-2">
              {addresses.map((address) => (
                <li key={address._id}>
                  <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-amber-200 bg-white p-3">
                    <input
                      type="radio"
                      name={`address-${order._id}`}
                      value={address._id}
                      checked={choice === address._id}
                      onChange={() => setPicked(address._id)}
                      className="mt-1 size-4 accent-brand-700"
                    />
                    <DeliveryAddressLines address={address} compact />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <Button type="submit" size="sm" disabled={!choice || saving}>
            {saving ? 'Saving...' : 'Deliver here'}
          </Button>
        </form>
      )}
    </section>
  );
}
