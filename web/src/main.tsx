import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { loadPersistedState, persistStore } from './app/persist';
import { AppRoutes, preloadPageAt } from './app/router';
import { makeStore } from './app/store';
import { authInitialState, checkAuth } from './features/auth/slice';
import { afterFirstPaint } from './shared/render-turns';
import './index.css';

const persisted = loadPersistedState();
// The session check starts once the first screen is painted (below), but pages that need a session see it as running
// from the first render, as they would if it had started already.
const store = makeStore({ ...persisted, auth: { ...(persisted?.auth ?? authInitialState), isLoading: true } });
persistStore(store);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first render waits for the opening page's own chunk, so that it draws the page itself, not the shell and its
// spinner first (see app/lazy-page.ts). Should the chunk fail, the page's lazy render asks again and shows the error.
void preloadPageAt(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <Provider store={store}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Provider>
      </StrictMode>,
    );
    // Once the first screen is shown: its call would otherwise share the network with the page's code, data and largest
    // image (a good session then fetches the cart count: see app/listeners.ts).
    afterFirstPaint(() => void store.dispatch(checkAuth()));
  });
