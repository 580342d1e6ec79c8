import type { AddressBody } from '@voltcart/contract';
import type { Refusal } from '../../shared/server-problems';
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { toast } from '../../shared/toasts/toast-store';
import { addAddress, fetchAddresses, removeAddress, selectAddresses, selectAddressesStatus, updateAddress } from './slice';

/**
 * The address book's reads and writes; each save answers the server's refusal, with the words for each field it
 * names (or undefined when saved).
 * `load: false` when the page around it loads the book itself (the cart).
 */
const refusalOf = (payload: Partial<Refusal> | undefined): Refusal => ({
  message: payload?.message ?? 'Could not save the address',
  fields: payload?.fields,
});

export function useAddressBook({ load = true }: { load?: boolean } = {}) {
  const dispatch = useAppDispatch();
  const addresses = useAppSelector(selectAddresses);
  const status = useAppSelector(selectAddressesStatus);

  useEffect(() => {
    if (load) void dispatch(fetchAddresses());
  }, [dispatch, load]);

  const reload = useCallback(() => void dispatch(fetchAddresses()), [dispatch]);

  const add = useCallback(
    async (body: AddressBody) => {
      const result = await dispatch(addAddress(body));
      if (addAddress.fulfilled.match(result)) {
        toast.success('Address saved');
        return { saved: result.payload };
      }
      return { refusal: refusalOf(result.payload) };
    },
    [dispatch],
  );

  const update = useCallback(
    async (_id: string, body: AddressBody) => {
      const result = await dispatch(updateAddress({ _id, body }));
      if (updateAddress.fulfilled.match(result)) {
        toast.success('Address saved');
        return undefined;
      }
      return refusalOf(result.payload);
    },
    [dispatch],
  );

  const remove = useCallback(
    async (_id: string) => {
      const result = await dispatch(removeAddress(_id));
      if (removeAddress.fulfilled.match(result)) {
        toast.success('Address deleted');
        // The server may have made another address the default.
        void dispatch(fetchAddresses());
      } else toast.error(result.payload?.message ?? 'Could not delete the address');
    },
    [dispatch],
  );

  return { addresses, status, reload, add, update, remove };
}
