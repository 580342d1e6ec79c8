import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { CartItem, UpdateCartItemBody } from '@voltcart/contract';
import { checkAuth, logoutUser } from '../auth';
import { createApiThunk, dataOf, rejectedCall, type LoadStatus } from '../../shared/thunks';
import { cartApi } from './api';

export type CartState = {
  items: CartItem[];
  /** The header badge: what the server counts as the cart's size. */
  count: number;
  /** The message of the last successful cart call (e.g. "Product added to cart"). */
  lastResponse: string | null;
  loading: boolean;
  /** Whether the items list has been fetched in this visit (the page shows a spinner until then). */
  itemsStatus: LoadStatus;
  error: string | null;
};

export const cartInitialState: CartState = {
  items: [],
  count: 0,
  lastResponse: null,
  loading: false,
  itemsStatus: 'idle',
  error: null,
};

export const fetchCartCount = createApiThunk('cart/fetchCount', async (_: void, { rejectWithValue }) => {
  try {
    const count = await dataOf(cartApi.count());
    return typeof count === 'number' ? count : (count?.data ?? 0);
  } catch (error) {
    return rejectWithValue(rejectedCall(error, 'Unknown error'));
  }
});

export const fetchCartItems = createApiThunk('cart/fetchItems', async (_: void, { rejectWithValue }) => {
  try {
    return await dataOf(cartApi.view());
  } catch (error) {
    return rejectWithValue(rejectedCall(error, 'Unknown error'));
  }
});

/** Adds one of a product (re-adding raises its quantity), then reloads the cart and its count. */
export const addToCart = createApiThunk('cart/add', async (productId: string, { dispatch, rejectWithValue }) => {
  try {
    const answer = await cartApi.add(productId);
    if (!answer.success) return rejectWithValue({ message: answer.message || 'Unknown error', status: 200 });
    void dispatch(fetchCartCount());
    void dispatch(fetchCartItems());
    return answer.message;
  } catch (error) {
    return rejectWithValue(rejectedCall(error, 'Unknown error'));
  }
});

export const removeCartItem = createApiThunk('cart/remove', async (_id: string, { dispatch, rejectWithValue }) => {
  try {
    await dataOf(cartApi.remove(_id));
    void dispatch(fetchCartCount());
    return _id;
  } catch (error) {
    return rejectWithValue(rejectedCall(error, 'Unknown error'));
  }
});

export const updateCartItem = createApiThunk(
  'cart/update',
  async (body: UpdateCartItemBody, { dispatch, rejectWithValue }) => {
    try {
      await dataOf(cartApi.update(body));
      void dispatch(fetchCartCount());
      return body;
    } catch (error) {
      return rejectWithValue(rejectedCall(error, 'Unknown error'));
    }
  },
);

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
      .addCase(addToCart.fulfilled, (state, action) => {
        state.lastResponse = action.payload;
      })
      .addCase(removeCartItem.fulfilled, (state, action) => {
        state.items = state.items.filter((item) => item._id !== action.payload);
      })
      .addCase(updateCartItem.fulfilled, (state, action) => {
        const item = state.items.find((entry) => entry._id === action.payload._id);
        if (item) item.quantity = action.payload.quantity;
      })
      // Signing out (or finding the session gone) empties the cart on this device.
      .addMatcher(isAnyOf(logoutUser.fulfilled, checkAuth.rejected), () => cartInitialState)
      .addMatcher(
        isAnyOf(fetchCartCount.pending, fetchCartItems.pending, addToCart.pending, removeCartItem.pending, updateCartItem.pending),
        (state) => {
          state.loading = true;
          state.error = null;
        },
      )
      .addMatcher(
        isAnyOf(fetchCartCount.fulfilled, fetchCartItems.fulfilled, addToCart.fulfilled, removeCartItem.fulfilled, updateCartItem.fulfilled),
        (state) => {
          state.loading = false;
        },
      )
      .addMatcher(
        isAnyOf(fetchCartCount.rejected, fetchCartItems.rejected, addToCart.rejected, removeCartItem.rejected, updateCartItem.rejected),
        (state, action) => {
          state.loading = false;
          state.error = action.payload?.message ?? 'Unknown error';
        },
      );
  },
});

export const cartReducer = cartSlice.reducer;
