import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { authInitialState } from '../features/auth/slice';
import type { PageAnswersState } from '../shared/page-answers';
import { AppRoutes } from './router';
import type { AppStore, RootState } from './store';

/**
 * The state a page is rendered with on the server, and hydrated with in the browser: the answers it came with,
 * and the session not yet known (the browser checks it once the page is shown). No shopper's data is in it, so
 * the same render serves every visitor.
 */
export function pageState(pageAnswers: PageAnswersState): Partial<RootState> {
  return { pageAnswers, auth: { ...authInitialState, isLoading: true } };
}

/**
 * The shop's tree inside a router (`BrowserRouter` in the browser, `StaticRouter` on the server). `serverState`:
 * the state the server rendered with, which the hydration reads, while the store may already hold more (what
 * the browser kept from the last visit), shown by the render after it.
 */
export function ShopRoot({
  store,
  serverState,
  router,
}: {
  store: AppStore;
  serverState?: RootState;
  router: (routes: ReactNode) => ReactNode;
}) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        {router(<AppRoutes />)}
      </Provider>
    </StrictMode>
  );
}
