import { createSlice } from '@reduxjs/toolkit';
import type { Order, TopSellingProduct } from '@voltcart/contract';
import { logoutUser } from '../auth/slice';
import { apiThunk, type LoadStatus } from '../../shared/thunks';
import { ordersApi } from './api';

type OrderState = {
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

const orderInitialState: OrderState = {
  orders: [],
  status: 'idle',
  error: null,
  totalOrders: 0,
  totalOrderAllUsers: 0,
  totalOrderAmount: 0,
  topSellingProducts: [],
};

const fallback = 'Failed to load orders.';

export const fetchMyOrders = apiThunk('order/fetchMine', () => ordersApi.mine(), fallback);

export const cancelMyOrder = apiThunk('order/cancelMine', (id: string) => ordersApi.cancel(id), 'Could not cancel the order.');

export const fetchMyOrderCount = apiThunk('order/fetchMyCount', () => ordersApi.myTotal(), fallback);

export const fetchOverallOrderCount = apiThunk('order/fetchOverallCount', () => ordersApi.overallTotal(), fallback);

export const fetchTotalOrderAmount = apiThunk('order/fetchTotalAmount', () => ordersApi.totalAmount(), fallback);

export const fetchTopSellingProducts = apiThunk('order/fetchTopSelling', () => ordersApi.topSelling(), fallback);

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
      .addCase(cancelMyOrder.fulfilled, (state, action) => {
        state.orders = state.orders.map((order) => (order._id === action.payload._id ? action.payload : order));
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
