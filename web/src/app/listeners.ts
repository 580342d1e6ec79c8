import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { checkAuth, loginUser, logoutUser, registerUser, selectIsSignedIn, type WithAuth } from '../features/auth/slice';
import { cartChanged, fetchCartCount } from '../features/cart/slice';
import { fetchCartSummary, selectSummaryWanted } from '../features/coupons/coupon-slice';
import { paymentSucceeded } from '../features/payments/slice';
import { adminToken } from '../shared/admin-token';

/**
 * What one feature's event sets off in another, in one place (pages only dispatch their own actions).
 * The store adds it; typed loosely so this file need not import the store (that would be a cycle).
 */
export const listeners = createListenerMiddleware();

// Signed in (or the session on load is still good): the header badge shows this shopper's cart.
// A cart write or a paid order changes what the server counts. A visitor who is signed out has no cart to count.
listeners.startListening({
  matcher: isAnyOf(checkAuth.fulfilled, loginUser.fulfilled, registerUser.fulfilled, cartChanged, paymentSucceeded),
  effect: (_action, api) => {
    if (selectIsSignedIn(api.getState() as WithAuth)) void api.dispatch(fetchCartCount());
  },
});

// Signed out: an admin token kept from /admin-login must not outlive the session (the cart and orders
// slices empty themselves on the same event).
listeners.startListening({
  actionCreator: logoutUser.fulfilled,
  effect: () => adminToken.clear(),
});

// A cart write changes what the cart costs (and whether its coupon still applies): the cart page's summary is asked again.
listeners.startListening({
  matcher: cartChanged,
  effect: (_action, api) => {
    if (selectSummaryWanted(api.getState() as Parameters<typeof selectSummaryWanted>[0])) void api.dispatch(fetchCartSummary());
  },
});
