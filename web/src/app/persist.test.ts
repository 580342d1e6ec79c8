import { describe, expect, it, vi } from 'vitest';
import { makeCartItem, makeProduct, makeUser } from '../test/fixtures';
import { authInitialState } from '../features/auth/slice';
import { cartInitialState } from '../features/cart/slice';
import { loadPersistedState, persistStore, PERSIST_KEY } from './persist';
import { makeStore } from './store';

describe('persisted state', () => {
  it('saves only auth, cart and product under "root", without in-flight flags', async () => {
    vi.useFakeTimers();
    const user = makeUser();
    const item = makeCartItem();
    const store = makeStore({
      auth: { ...authInitialState, isAuthenticated: true, user, isLoading: true, error: 'x' },
      cart: { ...cartInitialState, items: [item], count: 1, itemsStatus: 'loading' },
    });
    persistStore(store, localStorage);
    store.dispatch({ type: 'anything' });
    vi.advanceTimersByTime(200);
    const saved = JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}') as Record<string, Record<string, unknown>>;
    expect(Object.keys(saved).sort()).toEqual(['auth', 'cart', 'product']);
    expect(saved.auth).toMatchObject({ isAuthenticated: true, user, isLoading: false, error: null });
    expect(saved.cart).toMatchObject({ items: [item], count: 1, itemsStatus: 'idle' });
  });

  it('restores a saved state and ignores unreadable storage', () => {
    const product = makeProduct();
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ product: { product, status: 'loading' } }));
    expect(loadPersistedState(localStorage)?.product).toMatchObject({ product, status: 'idle' });
    localStorage.setItem(PERSIST_KEY, '{not json');
    expect(loadPersistedState(localStorage)).toBeUndefined();
  });
});
