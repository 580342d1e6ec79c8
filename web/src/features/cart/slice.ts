import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { CartItem, UpdateCartItemBody } from '@voltcart/contract';
import { checkAuth, logoutUser } from '../auth/slice';
import { apiThunk, withMessage, type LoadStatus } from '../../shared/thunks';
import { cartApi } from './api';

type CartState = {
  items: CartItem[];
  /** The header badge: what the server counts as the cart's size. */
  count: number;
  /** Whether the items list has been fetched in this visit (the page shows a spinner until then). */
  itemsStatus: LoadStatus;
};

export const cartInitialState: CartState = {
  items: [],
  count: 0,
  itemsStatus: 'idle',
};

export const fetchCartCount = apiThunk('cart/fetchCount', () => cartApi.count(), 'Unknown error');
export const fetchCartItems = apiThunk('cart/fetchItems', () => cartApi.view(), 'Unknown error');
/** Adds one of a product (re-adding raises its quantity); fulfils with the cart line and the server's words. */
export const addToCart = apiThunk('cart/add', (productId: string) => withMessage(cartApi.add(productId)), 'Unknown error');
export const removeCartItem = apiThunk('cart/remove', (_id: string) => cartApi.remove(_id), 'Unknown error');
export const updateCartItem = apiThunk('cart/update', (body: UpdateCartItemBody) => cartApi.update(body), 'Unknown error');

/** The cart's writes: each one changes what the header badge counts. */
export const cartChanged = isAnyOf(addToCart.fulfilled, removeCartItem.fulfilled, updateCartItem.fulfilled);

type WithCart = { cart: CartState };
export const selectCartCount = (state: WithCart) => state.cart.count || 0;

const cartSlice = createSlice({
  name: 'cart',
  initialState: cartInitialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCartCount.fulfilled, (state, action) => {
        state.count = action.payload;
      })
      .addCase(fetchCartItems.pending, (state) => {
        if (state.itemsStatus !== 'succeeded') state.itemsStatus = 'loading';
      })
      .addCase(fetchCartItems.fulfilled, (state, action) => {
        state.items = action.payload;
        state.itemsStatus = 'succeeded';
      })
      .addCase(fetchCartItems.rejected, (state) => {
        state.itemsStatus = 'failed';
      })
      // The answer is the cart line as it now stands.
      .addCase(addToCart.fulfilled, (state, action) => {
        const line = action.payload.data;
        const index = state.items.findIndex((item) => item._id === line._id);
        if (index === -1) state.items.push(line);
        else state.items[index] = line;
      })
      .addCase(removeCartItem.fulfilled, (state, action) => {
        state.items = state.items.filter((item) => item._id !== action.meta.arg);
      })
      .addCase(updateCartItem.fulfilled, (state, action) => {
        const item = state.items.find((entry) => entry._id === action.payload._id);
        if (item) item.quantity = action.payload.quantity;
      })
      // Signing out (or finding the session gone) empties the cart on this device.
      .addMatcher(isAnyOf(logoutUser.fulfilled, checkAuth.rejected), () => cartInitialState);
  },
});

export const cartReducer = cartSlice.reducer;
