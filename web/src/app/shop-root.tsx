import { StrictMode, useEffect, type ReactNode } from 'react';
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

/** Tells `onInteractive` once the tree answers clicks (after the hydration has attached its handlers). */
function WhenInteractive({ onInteractive }: { onInteractive: (() => void) | undefined }) {
  useEffect(() => onInteractive?.(), [onInteractive]);
  return null;
}

/**
 * The shop's tree inside a router (`BrowserRouter` in the browser, `StaticRouter` on the server). `serverState`:
 * the state the server rendered with, which the hydration reads, while the store may already hold more (what
 * the browser kept from the last visit), shown by the render after it. `onInteractive` (the browser's) runs once the
 * page answers clicks. The server renders the same tree, so every `useId` is the same on both sides.
 */
export function ShopRoot({
  store,
  serverState,
  router,
  onInteractive,
}: {
  store: AppStore;
  serverState?: RootState;
  router: (routes: ReactNode) => ReactNode;
  onInteractive?: () => void;
}) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        {router(<AppRoutes />)}
        <WhenInteractive onInteractive={onInteractive} />
      </Provider>
    </StrictMode>
  );
}
