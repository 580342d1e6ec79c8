import { apiPaths } from '@voltcart/contract';
import { describe, expect, it } from 'vitest';
import { checkAuth, loginUser, logoutUser } from '../features/auth/slice';
import { removeCartItem } from '../features/cart/slice';
import { paymentSucceeded } from '../features/payments/slice';
import { fail, mockApi, ok } from '../test/api-mock';
import { makeUser } from '../test/fixtures';
import { makeStore } from './store';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cross-feature effects', () => {
  it('signing in, a cart write and a paid order each refresh the cart badge', async () => {
    const user = makeUser();
    const api = mockApi({
      [`POST ${apiPaths.auth.login}`]: ok(user),
      [`DELETE ${apiPaths.cart.remove}`]: ok(null),
      [`GET ${apiPaths.cart.count}`]: ok(2),
    });
    const store = makeStore();
    await store.dispatch(loginUser({ email: user.email, password: 'secret-pass' }));
    await store.dispatch(removeCartItem('some-line'));
    store.dispatch(paymentSucceeded());
    await settle();
    expect(api.callsTo('GET', apiPaths.cart.count)).toHaveLength(3);
    expect(store.getState().cart.count).toBe(2);
  });

  it('a session check that finds none, or a paid order seen signed out, asks for no cart count', async () => {
    const api = mockApi({
      [`GET ${apiPaths.auth.checkAuth}`]: fail(401, 'Please log in'),
      [`GET ${apiPaths.cart.count}`]: ok(2),
    });
    const store = makeStore();
    await store.dispatch(checkAuth());
    store.dispatch(paymentSucceeded());
    await settle();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(api.callsTo('GET', apiPaths.cart.count)).toHaveLength(0);
  });

  it('signing out forgets the admin token', async () => {
    localStorage.setItem('adminToken', 'token-from-admin-login');
    mockApi({ [`GET ${apiPaths.auth.logout}`]: ok(null, 'Logout successful') });
    await makeStore().dispatch(logoutUser());
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});
