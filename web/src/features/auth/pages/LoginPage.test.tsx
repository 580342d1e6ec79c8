import { apiPaths } from '@voltcart/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { LoginPage } from './LoginPage';
import { fillIn } from '../../../test/fill-in';

const renderLogin = () => renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });

describe('LoginPage', () => {
  it('warns about empty fields, sends nothing and leaves the button usable', async () => {
    const api = mockApi({});
    const { user } = renderLogin();
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please fill in all fields.')).toBeInTheDocument();
    await fillIn(user, screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(api.calls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('signs in, says so and goes home', async () => {
    const shopper = makeUser();
    const api = mockApi({ [`POST ${apiPaths.auth.login}`]: ok(shopper), [`GET ${apiPaths.cart.count}`]: ok(2) });
    const { user, store } = renderLogin();
    await fillIn(user, screen.getByLabelText('Email'), shopper.email);
    await fillIn(user, screen.getByLabelText('Password'), 'volt-cart-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(api.callsTo('POST', apiPaths.auth.login)[0]?.json).toEqual({ email: shopper.email, password: 'volt-cart-2026' });
    expect(store.getState().auth.user).toEqual(shopper);
  });

  it('goes back to the page that sent the shopper to sign in, with the state it asked for', async () => {
    const shopper = makeUser();
    mockApi({ [`POST ${apiPaths.auth.login}`]: ok(shopper), [`GET ${apiPaths.cart.count}`]: ok(0) });
    const notice = {
      notice: 'Please sign in to confirm your new email address.',
      returnTo: { pathname: '/verify-email', state: { emailedToken: 'tok' } },
    };
    const { user, router } = renderWithProviders(<LoginPage />, { route: { pathname: '/login', state: notice }, path: '/login' });
    expect(screen.getByRole('status')).toHaveTextContent('Please sign in to confirm your new email address.');
    await fillIn(user, screen.getByLabelText('Email'), shopper.email);
    await fillIn(user, screen.getByLabelText('Password'), 'volt-cart-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/verify-email$/);
    expect(router.state.location.state).toEqual({ emailedToken: 'tok' });
  });

  it('never returns to another site after signing in', async () => {
    const shopper = makeUser();
    mockApi({ [`POST ${apiPaths.auth.login}`]: ok(shopper), [`GET ${apiPaths.cart.count}`]: ok(0) });
    const notice = { notice: 'Sign in', returnTo: { pathname: '//evil.example/phish' } };
    const { user } = renderWithProviders(<LoginPage />, { route: { pathname: '/login', state: notice }, path: '/login' });
    await fillIn(user, screen.getByLabelText('Email'), shopper.email);
    await fillIn(user, screen.getByLabelText('Password'), 'volt-cart-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows "Login failed" and the reason when the server refuses', async () => {
    mockApi({ [`POST ${apiPaths.auth.login}`]: fail(401, 'Invalid email or password') });
    const { user } = renderLogin();
    await fillIn(user, screen.getByLabelText('Email'), 'asha@example.com');
    await fillIn(user, screen.getByLabelText('Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says "Error logging in" when the shop cannot be reached', async () => {
    mockApi({ [`POST ${apiPaths.auth.login}`]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderLogin();
    await fillIn(user, screen.getByLabelText('Email'), 'asha@example.com');
    await fillIn(user, screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Error logging in')).toBeInTheDocument();
  });

  it('links to the forgot-password page, and shows the notice a page sent along', () => {
    mockApi({});
    renderWithProviders(<LoginPage />, {
      route: { pathname: '/login', state: { notice: 'Your password has been changed.' } },
      path: '/login',
    });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
  });

  it('links to sign-up', () => {
    mockApi({});
    renderLogin();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });
});
