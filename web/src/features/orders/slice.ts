import { createSlice } from '@reduxjs/toolkit';
import type { Order, TopSellingProduct } from '@voltcart/contract';
import { logoutUser } from '../auth';
import { createApiThunk, dataOf, rejectedCall, type LoadStatus } from '../../shared/thunks';
import { ordersApi } from './api';

export type OrderState = {
  orders: Order[];
  status: LoadStatus;
  error: string | null;
  /** The shopper's own number of orders. */
  totalOrders: number;
  /** Admin dashboard figures. */
  totalOrderAllUsers: number;
  totalOrderAmount: number;
  topSellingProducts: TopSellingProduct[];
};

export const orderInitialState: OrderState = {
  orders: [],
  status: 'idle',
  error: null,
  totalOrders: 0,
  totalOrderAllUsers: 0,
  totalOrderAmount: 0,
  topSellingProducts: [],
};

const fallback = 'Failed to load orders.';

export const fetchMyOrders = createApiThunk('order/fetchMine', async (_: void, { rejectWithValue }) => {
  try {
    return await dataOf(ordersApi.mine());
  } catch (error) {
    return rejectWithValue(rejectedCall(error, fallback));
  }
});

export const fetchMyOrderCount = createApiThunk('order/fetchMyCount', async (_: void, { rejectWithValue }) => {
  try {
    return await dataOf(ordersApi.myTotal());
  } catch (error) {
    return rejectWithValue(rejectedCall(error, fallback));
  }
});

export const fetchOverallOrderCount = createApiThunk('order/fetchOverallCount', async (_: void, { rejectWithValue }) => {
  try {
    return await dataOf(ordersApi.overallTotal());
  } catch (error) {
    return rejectWithValue(rejectedCall(error, fallback));
  }
});

export const fetchTotalOrderAmount = createApiThunk('order/fetchTotalAmount', async (_: void, { rejectWithValue }) => {
  try {
    return await dataOf(ordersApi.totalAmount());
  } catch (error) {
    return rejectWithValue(rejectedCall(error, fallback));
  }
});

export const fetchTopSellingProducts = createApiThunk('order/fetchTopSelling', async (_: void, { rejectWithValue }) => {
  try {
    return await dataOf(ordersApi.topSelling());
  } catch (error) {
    return rejectWithValue(rejectedCall(error, fallback));
  }
});

const orderSlice = createSlice({
  name: 'order',
  initialState: orderInitialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchMyOrders.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchMyOrders.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.orders = action.payload;
      })
      .addCase(fetchMyOrders.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload?.message ?? fallback;
      })
      .addCase(fetchMyOrderCount.fulfilled, (state, action) => {
        state.totalOrders = action.payload;
      })
      .addCase(fetchOverallOrderCount.fulfilled, (state, action) => {
        state.totalOrderAllUsers = action.payload;
      })
      .addCase(fetchTotalOrderAmount.fulfilled, (state, action) => {
        state.totalOrderAmount = action.payload;
      })
      .addCase(fetchTopSellingProducts.fulfilled, (state, action) => {
        state.topSellingProducts = action.payload;
      })
      .addCase(logoutUser.fulfilled, () => orderInitialState);
  },
});

export const orderReducer = orderSlice.reducer;
