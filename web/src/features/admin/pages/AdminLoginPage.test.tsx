import { apiPaths } from '@voltcart/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import AdminLoginPage from './AdminLoginPage';
import { fillIn } from '../../../test/fill-in';

describe('admin sign-in', () => {
  it('keeps the token under adminToken, knows the admin and lands on /admin-home', async () => {
    const admin = makeUser({ role: 'admin', username: 'Admin' });
    const api = mockApi({
      [`POST ${apiPaths.auth.adminLogin}`]: ok({ token: 'tok-123', user: admin }, 'Admin login successful'),
      [`GET ${apiPaths.auth.checkAuth}`]: ok(admin),
    });
    const { user, store } = renderWithProviders(<AdminLoginPage />, { route: '/admin-login', path: '/admin-login' });
    await fillIn(user, screen.getByLabelText('Email'), 'admin@voltcart.local');
    await fillIn(user, screen.getByLabelText('Password'), 'voltcart-admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin-home');
    expect(localStorage.getItem('adminToken')).toBe('tok-123');
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, user: admin });
    expect(api.calls[0]?.json).toEqual({ email: 'admin@voltcart.local', password: 'voltcart-admin' });
  });

  it('sends an admin who must turn on two-factor sign-in to the Security tab, token kept', async () => {
    const admin = makeUser({ role: 'admin', username: 'Admin' });
    mockApi({
      [`POST ${apiPaths.auth.adminLogin}`]: ok(
        { token: 'tok-enrol', user: admin, twoFactorEnrolmentRequired: true },
        'Turn on two-factor sign-in to use the admin area',
      ),
      [`GET ${apiPaths.auth.checkAuth}`]: ok({ ...admin, twoFactorEnrolmentRequired: true }),
    });
    const { user, store } = renderWithProviders(<AdminLoginPage />, { route: '/admin-login', path: '/admin-login' });
    await fillIn(user, screen.getByLabelText('Email'), 'admin@shop.example.in');
    await fillIn(user, screen.getByLabelText('Password'), 'an admin passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin-home?tab=security');
    expect(localStorage.getItem('adminToken')).toBe('tok-enrol');
    expect(store.getState().auth.user).toMatchObject({ twoFactorEnrolmentRequired: true });
    expect(await screen.findByText('Turn on two-factor sign-in to use the admin area.')).toBeInTheDocument();
  });

  it("refuses a shopper's credentials with the server's message and keeps no token", async () => {
    mockApi({ [`POST ${apiPaths.auth.adminLogin}`]: fail(403, 'Access denied. Admins only.') });
    const { user } = renderWithProviders(<AdminLoginPage />, { route: '/admin-login', path: '/admin-login' });
    await fillIn(user, screen.getByLabelText('Email'), 'asha@example.com');
    await fillIn(user, screen.getByLabelText('Password'), 'volt-cart-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Access denied. Admins only.')).not.toHaveLength(0);
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  /** The admin has two-factor sign-in on: the password alone answers twoFactorRequired; one recovery code works. */
  async function signInWithTwoFactor() {
    const admin = makeUser({ role: 'admin', username: 'Admin' });
    const api = mockApi({
      [`POST ${apiPaths.auth.adminLogin}`]: (call) => {
        const { code } = call.json as { code?: string };
        if (code === undefined) return ok({ twoFactorRequired: true }, 'Enter the 6-digit code from your authenticator app');
        if (code === 'abcd-efgh-jkmn') return ok({ token: 'tok-2fa', user: admin });
        return fail(401, 'The sign-in code is not right, or was already used.');
      },
      [`GET ${apiPaths.auth.checkAuth}`]: ok(admin),
    });
    const rendered = renderWithProviders(<AdminLoginPage />, { route: '/admin-login', path: '/admin-login' });
    // Pasted, not typed key by key: the same change events, without a slow machine running the test out of time.
    await rendered.user.click(screen.getByLabelText('Email'));
    await rendered.user.paste('second@voltcart.local');
    await rendered.user.click(screen.getByLabelText('Password'));
    await rendered.user.paste('voltcart-admin');
    await rendered.user.click(screen.getByRole('button', { name: 'Sign in' }));
    return { ...rendered, api };
  }

  it('asks for the 6-digit code after the password when two-factor sign-in is on, and shows why a code is refused', async () => {
    const { user, api } = await signInWithTwoFactor();
    const codeField = await screen.findByLabelText('6-digit code');
    expect(codeField).toHaveFocus();
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();

    await user.type(codeField, '12a3456');
    expect(codeField).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findAllByText('The sign-in code is not right, or was already used.')).not.toHaveLength(0);
    expect(api.calls.at(-1)?.json).toEqual({ email: 'second@voltcart.local', password: 'voltcart-admin', code: '123456' });
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('takes a recovery code in place of the app code', async () => {
    const { user } = await signInWithTwoFactor();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.click(screen.getByLabelText('Recovery code'));
    await user.paste('abcd-efgh-jkmn');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin-home');
    expect(localStorage.getItem('adminToken')).toBe('tok-2fa');
  });

  it('asks for both fields before calling the server', async () => {
    const api = mockApi({});
    const { user } = renderWithProviders(<AdminLoginPage />, { route: '/admin-login', path: '/admin-login' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please fill in all fields.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
