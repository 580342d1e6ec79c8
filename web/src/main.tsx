import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { loadPersistedState, persistStore } from './app/persist';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';
import { checkAuth } from './features/auth/slice';
import './index.css';

const store = makeStore(loadPersistedState());
persistStore(store);
// Dispatched before the first render, so pages that need a session see the check as running (a good session
// then fetches the cart count: see app/listeners.ts).
void store.dispatch(checkAuth());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
