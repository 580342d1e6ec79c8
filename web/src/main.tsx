import { PAGE_STATE_ELEMENT_ID } from '@voltcart/contract';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { PageAnswersState } from './shared/page-answers';
import { loadPersistedState, persistStore } from './app/persist';
import { preloadPageAt } from './app/router';
import { pageState, ShopRoot } from './app/shop-root';
import { makeStore } from './app/store';
import { authInitialState, checkAuth } from './features/auth/slice';
import { afterFirstPaint } from './shared/render-turns';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** The answers the server wrote into this page (shared/page-answers.ts), the state it rendered the page with. */
function pageAnswersOfHtml(): PageAnswersState {
  try {
    return JSON.parse(document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent ?? '{}') as PageAnswersState;
  } catch {
    // A page cut short in transit: the page asks the API instead.
    return {};
  }
}

const pageAnswers = pageAnswersOfHtml();
// What the server rendered with, which the hydration must see; the store adds what this browser kept (signed in, the
// cart's count), shown by the render after the hydration. The session check starts once the page is shown (below),
// but pages that need a session see it as running from the first render.
const serverState = makeStore(pageState(pageAnswers)).getState();
const persisted = loadPersistedState();
// A session to check: the request carried a session cookie (the server says so on the root), or this browser was
// signed in when it last saved. Otherwise the visitor is signed out, with nothing to ask.
const mayBeSignedIn = 'session' in root.dataset || persisted?.auth?.isAuthenticated === true;
const auth = mayBeSignedIn ? { ...(persisted?.auth ?? authInitialState), isLoading: true } : authInitialState;
const store = makeStore({ ...serverState, ...persisted, auth });
persistStore(store);

/**
 * Marks the root `data-interactive` once the page answers clicks: a button the server drew does nothing until the
 * hydration has attached the page's handlers. The browser journeys (e2e/support/test.ts) wait for it.
 */
const markInteractive = () => root.setAttribute('data-interactive', '');

// The first render waits for the opening page's own chunk, so that it draws (or hydrates) the page itself, not the
// shell and its spinner first (see app/lazy-page.ts). Should the chunk fail, the page's lazy render asks again and shows the error.
void preloadPageAt(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    const app = (
      <ShopRoot
        store={store}
        serverState={serverState}
        router={(routes) => <BrowserRouter>{routes}</BrowserRouter>}
        onInteractive={markInteractive}
      />
    );
    // The page the server rendered is hydrated; one it did not (the admin area) is rendered here.
    if (root.firstElementChild) hydrateRoot(root, app);
    else createRoot(root).render(app);
    // Once the first screen is shown: its call would otherwise share the network with the page's code, data and largest
    // image (a good session then fetches the cart count: see app/listeners.ts).
    if (mayBeSignedIn) afterFirstPaint(() => void store.dispatch(checkAuth()));
  });
