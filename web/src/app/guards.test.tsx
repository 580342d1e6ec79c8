import { apiPaths } from '@voltcart/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authInitialState } from '../features/auth/slice';
import { mockApi, ok } from '../test/api-mock';
import { makeUser } from '../test/fixtures';
import { renderWithProviders, signedIn } from '../test/render';
import AdminAreaPage from '../features/admin/pages/AdminAreaPage';
import AdminHomePage from '../features/admin/pages/AdminHomePage';
import { RequireAdmin } from './guards';

function quietDashboard() {
  mockApi({
    [`GET ${apiPaths.auth.totalUsers}`]: ok(3),
    [`GET ${apiPaths.catalog.totalProducts}`]: ok(108),
    [`GET ${apiPaths.orders.overallTotal}`]: ok(0),
    [`GET ${apiPaths.orders.totalAmount}`]: ok(0),
    [`GET ${apiPaths.orders.topSelling}`]: ok([]),
  });
}

describe('admin guard', () => {
  it('turns a visitor who is not signed in away to / with the spec text', async () => {
    quietDashboard();
    renderWithProviders(
      <RequireAdmin>
        <AdminAreaPage />
      </RequireAdmin>,
      { route: '/admin', path: '/admin' },
    );
    expect(await screen.findByText('Access denied. Please log in as an admin.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('turns a shopper away to / with the spec text', async () => {
    quietDashboard();
    renderWithProviders(
      <RequireAdmin>
        <AdminHomePage />
      </RequireAdmin>,
      {
        route: '/admin-home',
        path: '/admin-home',
        preloadedState: signedIn(makeUser({ role: 'user' })),
      },
    );
    expect(await screen.findByText('Access denied. Admins only.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('waits for a running session check before deciding', async () => {
    quietDashboard();
    renderWithProviders(
      <RequireAdmin>
        <AdminAreaPage />
      </RequireAdmin>,
      {
        route: '/admin',
        path: '/admin',
        preloadedState: { auth: { ...authInitialState, isLoading: true } },
      },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText(/Access denied/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('lets an admin in, inside the shop frame and on its own', async () => {
    quietDashboard();
    const admin = makeUser({ role: 'admin', username: 'Admin' });
    renderWithProviders(
      <RequireAdmin>
        <AdminAreaPage />
      </RequireAdmin>,
      { route: '/admin', path: '/admin', preloadedState: signedIn(admin) },
    );
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(/Access denied/)).not.toBeInTheDocument();
  });
});
