import { authInitialState } from '../features/auth/slice';
import { cartInitialState } from '../features/cart/slice';
import { productInitialState } from '../features/catalog/product-slice';
import type { AppStore, RootState } from './store';

/** Local-storage key of the persisted state (the spec's: docs/product.md). */
export const PERSIST_KEY = 'root';

type PersistedState = Pick<RootState, 'auth' | 'cart' | 'product'>;

/**
 * Only auth, cart and product survive a reload, and only what they hold, never in-flight flags or errors:
 * a reload must not come back "loading" forever.
 */
function toPersisted(state: RootState): PersistedState {
  const { auth, cart, product } = state;
  return {
    auth: { ...authInitialState, isAuthenticated: auth.isAuthenticated, user: auth.user },
    cart: { ...cartInitialState, items: cart.items, count: cart.count },
    product: { ...productInitialState, product: product.product, products: product.products },
  };
}

export function loadPersistedState(storage: Storage | undefined = globalThis.localStorage): Partial<RootState> | undefined {
  try {
    const text = storage?.getItem(PERSIST_KEY);
    if (!text) return undefined;
    const saved = JSON.parse(text) as Partial<PersistedState>;
    return {
      auth: { ...authInitialState, ...saved.auth, isLoading: false, error: null },
      cart: { ...cartInitialState, ...saved.cart, itemsStatus: 'idle' },
      product: { ...productInitialState, ...saved.product, status: 'idle', listStatus: 'idle', error: null },
    };
  } catch {
    // Unreadable or blocked storage: start fresh rather than fail to start.
    return undefined;
  }
}

/** Writes the persisted slices shortly after they change (one write per burst of actions). */
export function persistStore(store: AppStore, storage: Storage | undefined = globalThis.localStorage) {
  let written: Pick<RootState, 'auth' | 'cart' | 'product'> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return store.subscribe(() => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      const { auth, cart, product } = store.getState();
      if (written && written.auth === auth && written.cart === cart && written.product === product) return;
      written = { auth, cart, product };
      try {
        storage?.setItem(PERSIST_KEY, JSON.stringify(toPersisted(store.getState())));
      } catch {
        // Storage full or blocked: the shop works without it.
      }
    }, 100);
  });
}
