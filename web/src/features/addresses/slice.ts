import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from '@voltcart/contract';
import { checkAuth, logoutUser } from '../auth/slice';
import { apiThunk, type LoadStatus } from '../../shared/thunks';
import { addressApi } from './api';

type AddressState = {
  items: Address[];
  status: LoadStatus;
  /** The address the cart delivers to; null means the default. */
  chosenId: string | null;
};

export const addressInitialState: AddressState = { items: [], status: 'idle', chosenId: null };

export const fetchAddresses = apiThunk('address/fetchAll', () => addressApi.list(), 'Could not load your addresses');
export const addAddress = apiThunk('address/add', addressApi.create, 'Could not save the address');
export const updateAddress = apiThunk('address/update', addressApi.update, 'Could not save the address');
export const removeAddress = apiThunk('address/remove', (_id: string) => addressApi.remove(_id), 'Could not delete the address');

type WithAddresses = { address: AddressState };
export const selectAddresses = (state: WithAddresses) => state.address.items;
export const selectAddressesStatus = (state: WithAddresses) => state.address.status;
/** Where the cart delivers: the chosen address while it exists, else the default. */
export const selectDeliveryAddress = (state: WithAddresses): Address | undefined => {
  const { items, chosenId } = state.address;
  return items.find((address) => address._id === chosenId) ?? items.find((address) => address.isDefault) ?? items[0];
};

/** The server's list rules: the default first, then newest first. */
function sorted(items: Address[]): Address[] {
  return [...items].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id),
  );
}

const addressSlice = createSlice({
  name: 'address',
  initialState: addressInitialState,
  reducers: {
    addressChosen: (state, action: PayloadAction<string>) => {
      state.chosenId = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchAddresses.pending, (state) => {
        if (state.status !== 'succeeded') state.status = 'loading';
      })
      .addCase(fetchAddresses.fulfilled, (state, action) => {
        state.items = action.payload;
        state.status = 'succeeded';
      })
      .addCase(fetchAddresses.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(addAddress.fulfilled, (state, action) => {
        const added = action.payload;
        const others = added.isDefault ? state.items.map((address) => ({ ...address, isDefault: false })) : state.items;
        state.items = sorted([...others, added]);
      })
      .addCase(updateAddress.fulfilled, (state, action) => {
        const saved = action.payload;
        const others = state.items
          .filter((address) => address._id !== saved._id)
          .map((address) => (saved.isDefault ? { ...address, isDefault: false } : address));
        state.items = sorted([...others, saved]);
      })
      // The server promotes the newest remaining address when the default goes: read the book again.
      .addCase(removeAddress.fulfilled, (state, action) => {
        state.items = state.items.filter((address) => address._id !== action.meta.arg);
        if (state.chosenId === action.meta.arg) state.chosenId = null;
      })
      .addMatcher(isAnyOf(logoutUser.fulfilled, checkAuth.rejected), () => addressInitialState);
  },
});

export const { addressChosen } = addressSlice.actions;
export const addressReducer = addressSlice.reducer;
