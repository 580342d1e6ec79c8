import { apiPaths } from '@voltcart/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { RequireUser } from '../../../app/guards';
import { renderWithProviders, signedIn } from '../../../test/render';
import { ProfilePage } from './ProfilePage';

const counts = { [`GET ${apiPaths.cart.count}`]: ok(3), [`GET ${apiPaths.orders.myTotal}`]: ok(2) };
const renderProfile = (user = makeUser()) =>
  renderWithProviders(
    <RequireUser>
      <ProfilePage />
    </RequireUser>,
    { route: '/profile', path: '/profile', preloadedState: signedIn(user) },
  );

describe('ProfilePage', () => {
  it("shows the shopper's details with cart and order counts", async () => {
    mockApi(counts);
    const shopper = makeUser();
    renderProfile(shopper);
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText('Manage your account, orders, and cart')).toBeInTheDocument();
    expect(screen.getByAltText(shopper.username)).toBeInTheDocument();
    expect(screen.getByText(shopper.email)).toBeInTheDocument();
    expect(screen.getByText(shopper.phone)).toBeInTheDocument();
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(await screen.findByText('2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/order');
    expect(screen.queryByRole('link', { name: /Admin Dashboard/ })).not.toBeInTheDocument();
  });

  it('falls back to the first letter and placeholder texts', () => {
    mockApi(counts);
    renderProfile(makeUser({ username: 'zoya', imageUrl: '', email: '', phone: '' }));
    expect(screen.getByRole('img', { name: 'zoya' })).toHaveTextContent('Z');
    expect(screen.getByText('No email provided')).toBeInTheDocument();
    expect(screen.getByText('No phone number')).toBeInTheDocument();
  });

  it('offers the Admin Dashboard to admins only', () => {
    mockApi(counts);
    renderProfile(makeUser({ role: 'admin' }));
    expect(screen.getByRole('link', { name: /Admin Dashboard/ })).toHaveAttribute('href', '/admin');
  });

  it('logs out: "Logging out..." while working, then home', async () => {
    let release: (value: ReturnType<typeof ok>) => void = () => {};
    mockApi({ ...counts, [`GET ${apiPaths.auth.logout}`]: () => new Promise((resolve) => (release = resolve)) });
    const { user, store } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('button', { name: 'Logging out...' })).toBeDisabled();
    release(ok(null, 'Logged out'));
    expect(await screen.findByText('Logout successful')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(screen.queryByText('Please login to continue')).not.toBeInTheDocument();
  });

  it('says when logout fails and stays', async () => {
    mockApi({ ...counts, [`GET ${apiPaths.auth.logout}`]: fail(503, 'Database unavailable') });
    const { user } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });

  it('sends a signed-out visitor to log in', async () => {
    mockApi({});
    renderWithProviders(
      <RequireUser>
        <ProfilePage />
      </RequireUser>,
      { route: '/profile', path: '/profile' },
    );
    expect(await screen.findByText('Please login to continue')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });
});
