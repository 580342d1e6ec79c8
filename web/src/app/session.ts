import { checkAuth } from '../features/auth';
import { fetchCartCount } from '../features/cart';
import type { AppStore } from './store';

/** On load: re-check the session; fetch the cart count when signed in (a failed check empties the cart). */
export async function restoreSession(store: AppStore) {
  const result = await store.dispatch(checkAuth());
  if (checkAuth.fulfilled.match(result)) await store.dispatch(fetchCartCount());
}
