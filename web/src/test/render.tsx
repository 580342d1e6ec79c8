import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type InitialEntry } from 'react-router';
import { RequireUser } from '../app/guards';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { Toaster } from '../app/toasts/Toaster';
import { takeWrittenAnswers } from './page-answers';
import { authInitialState } from '../features/auth/slice';
import type { User } from '@voltcart/contract';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

type Options = {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The address the page starts at (a location object carries router state). */
  route?: InitialEntry;
  /** The route pattern the page is mounted at (other addresses render a location probe). */
  path?: string;
};

/** Renders a page inside the store, a memory router and the notification area, like the shop does. */
export function renderWithProviders(ui: ReactElement, { preloadedState, store, route = '/', path = '/' }: Options = {}) {
  const appStore = store ?? makeStore({ pageAnswers: takeWrittenAnswers(), ...preloadedState });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          { path, element: ui },
          { path: '*', element: <LocationProbe /> },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  const user = userEvent.setup();
  const view = render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store: appStore, router, user, ...view };
}

/** Renders a shopper's page behind the sign-in guard, as the shop's routes mount it. */
export function renderBehindSignIn(page: ReactElement, options?: Options) {
  return renderWithProviders(<RequireUser>{page}</RequireUser>, options);
}

/** Preloaded state of a signed-in shopper. */
export function signedIn(user: User): Partial<RootState> {
  return { auth: { ...authInitialState, isAuthenticated: true, user } };
}
