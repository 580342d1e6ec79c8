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

/** Gives an order awaiting its delivery address one of the shopper's saved addresses. */
export const giveOrderAddress = apiThunk(
  'order/giveAddress',
  ({ orderId, addressId }: { orderId: string; addressId: string }) => ordersApi.giveAddress(orderId, addressId),
  'Could not save the delivery address.',
);

export const fetchMyOrderCount = apiThunk('order/fetchMyCount', () => ordersApi.myTotal(), fallback);

export const fetchOverallOrderCount = apiThunk('order/fetchOverallCount', () => ordersApi.overallTotal(), fallback);

export const fetchTotalOrderAmount = apiThunk('order/fetchTotalAmount', () => ordersApi.totalAmount(), fallback);

export const fetchTopSellingProducts = apiThunk('order/fetchTopSelling', () => ordersApi.topSelling(), fallback);

/** The list with `changed` in place of its older self (the answers of a cancel and of an address given). */
const withOrder = (orders: Order[], changed: Order) => orders.map((order) => (order._id === changed._id ? changed : order));

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
        state.orders = withOrder(state.orders, action.payload);
      })
      .addCase(giveOrderAddress.fulfilled, (state, action) => {
        state.orders = withOrder(state.orders, action.payload);
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
