import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { CartSummary } from '@voltcart/contract';
import { checkAuth, logoutUser } from '../auth/slice';
import { apiThunk, withMessage, type LoadStatus } from '../../shared/thunks';
import { couponApi } from './api';

/** The cart's summary as the server worked it out (the coupon kept with the cart is the server's too). */
type CouponState = { summary: CartSummary | null; status: LoadStatus };

export const couponInitialState: CouponState = { summary: null, status: 'idle' };

export const fetchCartSummary = apiThunk('coupons/fetchSummary', () => couponApi.summary(), "We couldn't work out your total");
/** Fulfils with the summary and the server's words ("Coupon SAVE10 applied: you save ₹250.00"). */
export const applyCoupon = apiThunk(
  'coupons/apply',
  (code: string) => withMessage(couponApi.apply(code)),
  "We couldn't apply the coupon",
);
export const removeCoupon = apiThunk('coupons/remove', () => couponApi.remove(), "We couldn't remove the coupon");

type WithCoupons = { coupons: CouponState };
export const selectCartSummary = (state: WithCoupons) => state.coupons.summary;
/** Whether the cart page asked for the summary in this visit (a cart change then asks again). */
export const selectSummaryWanted = (state: WithCoupons) => state.coupons.status !== 'idle';

const couponSlice = createSlice({
  name: 'coupons',
  initialState: couponInitialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCartSummary.pending, (state) => {
        if (state.status === 'idle') state.status = 'loading';
      })
      .addCase(fetchCartSummary.fulfilled, (state, action) => {
        state.summary = action.payload;
        state.status = 'succeeded';
      })
      .addCase(fetchCartSummary.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(applyCoupon.fulfilled, (state, action) => {
        state.summary = action.payload.data;
      })
      .addCase(removeCoupon.fulfilled, (state, action) => {
        state.summary = action.payload;
      })
      .addMatcher(isAnyOf(logoutUser.fulfilled, checkAuth.rejected), () => couponInitialState);
  },
});

export const couponReducer = couponSlice.reducer;
