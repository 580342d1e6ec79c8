import { apiPaths } from '@voltcart/contract';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { fail, mockApi, ok } from '../../test/api-mock';
import { makeCartItem, makeUser } from '../../test/fixtures';
import { cartInitialState } from '../cart/slice';
import { checkAuth, loginUser, logoutUser } from './slice';

describe('auth slice', () => {
  it('signs in on a successful login and keeps the user', async () => {
    const user = makeUser();
    const api = mockApi({ [`POST ${apiPaths.auth.login}`]: ok(user, 'Login successful') });
    const store = makeStore();
    await store.dispatch(loginUser({ email: user.email, password: 'secret-pass' }));
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, isLoading: false, user, error: null });
    expect(api.calls[0]?.json).toEqual({ email: user.email, password: 'secret-pass' });
  });

  it('stores the server message when login is refused', async () => {
    mockApi({ [`POST ${apiPaths.auth.login}`]: fail(401, 'Invalid email or password') });
    const store = makeStore();
    const result = await store.dispatch(loginUser({ email: 'a@b.co', password: 'wrong-pass' }));
    expect(result.payload).toEqual({ message: 'Invalid email or password', status: 401 });
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null, error: 'Invalid email or password' });
  });

  it('keeps the persisted user on screen while the session is re-checked, and clears it when signed out', async () => {
    const user = makeUser();
    mockApi({ [`GET ${apiPaths.auth.checkAuth}`]: fail(401, 'Please sign in') });
    const store = makeStore({ auth: { ...makeStore().getState().auth, isAuthenticated: true, user } });
    const pending = store.dispatch(checkAuth());
    expect(store.getState().auth).toMatchObject({ isLoading: true, isAuthenticated: true });
    await pending;
    // A visitor being signed out is not an error.
    expect(store.getState().auth).toMatchObject({ isLoading: false, isAuthenticated: false, user: null, error: null });
  });

  it('signing out clears the user, the cart and the orders', async () => {
    const user = makeUser();
    mockApi({ [`GET ${apiPaths.auth.logout}`]: ok(null, 'Logout successful') });
    const store = makeStore({
      auth: { ...makeStore().getState().auth, isAuthenticated: true, user },
      cart: { ...cartInitialState, items: [makeCartItem()], count: 1 },
    });
    await store.dispatch(logoutUser());
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null });
    expect(store.getState().cart).toEqual(cartInitialState);
  });

  it('keeps the session when logout fails', async () => {
    const user = makeUser();
    mockApi({ [`GET ${apiPaths.auth.logout}`]: fail(500, 'Database unavailable') });
    const store = makeStore({ auth: { ...makeStore().getState().auth, isAuthenticated: true, user } });
    await store.dispatch(logoutUser());
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, user, error: 'Database unavailable' });
  });
});
