import {
  apiPaths,
  CONFIRM_EMAIL_OTHER_ACCOUNT,
  RESET_LINK_INVALID,
  RESET_LINK_USED,
  SIGN_IN_TO_CONFIRM_EMAIL,
  UNDO_LINK_INVALID,
} from '@voltcart/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders, signedIn } from '../../../test/render';
import { VerifyEmailBanner } from '../components/VerifyEmailBanner';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { PASSWORD_CHANGED, ResetPasswordPage } from './ResetPasswordPage';
import { UndoEmailChangePage } from './UndoEmailChangePage';
import { VerifyEmailPage } from './VerifyEmailPage';
import { fillIn } from '../../../test/fill-in';

describe('ForgotPasswordPage', () => {
  it('checks the address, sends it, and confirms without saying whether an account exists', async () => {
    const api = mockApi({ [`POST ${apiPaths.auth.forgotPassword}`]: ok(null) });
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
    await fillIn(user, screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await user.clear(screen.getByLabelText('Email'));
    await fillIn(user, screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('If an account exists for asha@example.com');
    expect(api.callsTo('POST', apiPaths.auth.forgotPassword)[0]?.json).toEqual({ email: 'asha@example.com' });
  });
});

describe('ResetPasswordPage', () => {
  const route = '/reset-password#token=abc123';

  it('takes the token from the link and clears it from the address at once', async () => {
    mockApi({ [`POST ${apiPaths.auth.checkResetLink}`]: ok(null) });
    const { router } = renderWithProviders(<ResetPasswordPage />, { route, path: '/reset-password' });
    expect(await screen.findByRole('button', { name: 'Set new password' })).toBeInTheDocument();
    await expect.poll(() => router.state.location.hash).toBe('');
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('still takes a link mailed before (?token=…), clears it, and sends that token', async () => {
    const api = mockApi({
      [`POST ${apiPaths.auth.checkResetLink}`]: ok(null),
      [`POST ${apiPaths.auth.resetPassword}`]: ok(null),
    });
    const { user, router } = renderWithProviders(<ResetPasswordPage />, {
      route: '/reset-password?token=old-link',
      path: '/reset-password',
    });
    await expect.poll(() => router.state.location.search).toBe('');
    await fillIn(user, await screen.findByLabelText('New password'), 'a fine passphrase');
    await fillIn(user, screen.getByLabelText('Confirm new password'), 'a fine passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await expect
      .poll(() => api.callsTo('POST', apiPaths.auth.resetPassword)[0]?.json)
      .toEqual({ token: 'old-link', password: 'a fine passphrase' });
  });

  it('asks for matching passwords of 8 characters, then sends the token and goes to sign-in with a notice', async () => {
    const api = mockApi({
      [`POST ${apiPaths.auth.checkResetLink}`]: ok(null),
      [`POST ${apiPaths.auth.resetPassword}`]: ok(null),
    });
    const { user, router } = renderWithProviders(<ResetPasswordPage />, { route, path: '/reset-password' });
    await fillIn(user, await screen.findByLabelText('New password'), 'short');
    await fillIn(user, screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.auth.resetPassword)).toEqual([]);

    await user.clear(screen.getByLabelText('New password'));
    await fillIn(user, screen.getByLabelText('New password'), 'a fine passphrase');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await fillIn(user, screen.getByLabelText('Confirm new password'), 'a fine passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(router.state.location.state).toEqual({ notice: PASSWORD_CHANGED });
    expect(api.callsTo('POST', apiPaths.auth.resetPassword)[0]?.json).toEqual({ token: 'abc123', password: 'a fine passphrase' });
  });

  it('shows the server’s refusal of a used or expired link', async () => {
    mockApi({
      [`POST ${apiPaths.auth.checkResetLink}`]: ok(null),
      [`POST ${apiPaths.auth.resetPassword}`]: fail(400, RESET_LINK_INVALID),
    });
    const { user } = renderWithProviders(<ResetPasswordPage />, { route, path: '/reset-password' });
    await fillIn(user, await screen.findByLabelText('New password'), 'a fine passphrase');
    await fillIn(user, screen.getByLabelText('Confirm new password'), 'a fine passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Get a new one' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says as it opens that a used link no longer works, and offers a new one', async () => {
    const api = mockApi({ [`POST ${apiPaths.auth.checkResetLink}`]: fail(400, RESET_LINK_USED) });
    renderWithProviders(<ResetPasswordPage />, { route, path: '/reset-password' });
    expect(await screen.findByRole('heading', { name: 'This reset link no longer works' })).toBeInTheDocument();
    expect(screen.getByText(RESET_LINK_USED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.auth.checkResetLink)[0]?.json).toEqual({ token: 'abc123' });
  });

  it('shows the form when the check could not be made (the shop is unreachable)', async () => {
    mockApi({ [`POST ${apiPaths.auth.checkResetLink}`]: fail(503, 'The shop is busy') });
    renderWithProviders(<ResetPasswordPage />, { route, path: '/reset-password' });
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });

  it('says so when the link has no token', () => {
    mockApi({});
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password', path: '/reset-password' });
    expect(screen.getByRole('heading', { name: 'This reset link is incomplete' })).toBeInTheDocument();
  });
});

describe('VerifyEmailPage', () => {
  it('verifies the token once and fetches the signed-in user again', async () => {
    const shopper = makeUser({ emailVerified: false });
    const api = mockApi({
      [`POST ${apiPaths.auth.verifyEmail}`]: ok({ email: shopper.email }),
      [`GET ${apiPaths.auth.checkAuth}`]: ok({ ...shopper, emailVerified: true }),
    });
    const { store, router } = renderWithProviders(<VerifyEmailPage />, {
      route: '/verify-email#token=tok-1',
      path: '/verify-email',
      preloadedState: signedIn(shopper),
    });
    expect(screen.getByRole('heading', { name: 'Verifying your email...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your email is verified' })).toBeInTheDocument();
    await expect.poll(() => store.getState().auth.user?.emailVerified).toBe(true);
    expect(api.callsTo('POST', apiPaths.auth.verifyEmail).map((call) => call.json)).toEqual([{ token: 'tok-1' }]);
    expect(router.state.location.hash).toBe('');
  });

  it('sends a shopper who is not signed in to sign in, and to come back with the token', async () => {
    mockApi({ [`POST ${apiPaths.auth.verifyEmail}`]: fail(401, SIGN_IN_TO_CONFIRM_EMAIL) });
    const { router } = renderWithProviders(<VerifyEmailPage />, { route: '/verify-email#token=change-1', path: '/verify-email' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(router.state.location.state).toEqual({
      notice: SIGN_IN_TO_CONFIRM_EMAIL,
      returnTo: { pathname: '/verify-email', state: { emailedToken: 'change-1' } },
    });
    expect(router.state.location.hash).toBe('');
  });

  it('confirms the token handed back after signing in (router state, no address)', async () => {
    const shopper = makeUser();
    const api = mockApi({
      [`POST ${apiPaths.auth.verifyEmail}`]: ok({ email: 'new@example.com' }),
      [`GET ${apiPaths.auth.checkAuth}`]: ok({ ...shopper, email: 'new@example.com' }),
    });
    renderWithProviders(<VerifyEmailPage />, {
      route: { pathname: '/verify-email', state: { emailedToken: 'change-2' } },
      path: '/verify-email',
      preloadedState: signedIn(shopper),
    });
    expect(await screen.findByRole('heading', { name: 'Your email is verified' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('new@example.com is confirmed');
    expect(api.callsTo('POST', apiPaths.auth.verifyEmail).map((call) => call.json)).toEqual([{ token: 'change-2' }]);
  });

  it("says so when the link is another account's", async () => {
    mockApi({ [`POST ${apiPaths.auth.verifyEmail}`]: fail(403, CONFIRM_EMAIL_OTHER_ACCOUNT) });
    renderWithProviders(<VerifyEmailPage />, {
      route: '/verify-email#token=change-3',
      path: '/verify-email',
      preloadedState: signedIn(makeUser()),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(CONFIRM_EMAIL_OTHER_ACCOUNT);
  });

  it('shows an invalid or expired link', async () => {
    mockApi({ [`POST ${apiPaths.auth.verifyEmail}`]: fail(400, 'This verification link is invalid or has expired.') });
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email#token=tok-2', path: '/verify-email' });
    expect(await screen.findByRole('heading', { name: 'This link is invalid or has expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('UndoEmailChangePage', () => {
  it('moves the account back once, clears the token from the address and offers a new password', async () => {
    const api = mockApi({ [`POST ${apiPaths.auth.undoEmailChange}`]: ok({ email: 'mine@example.com' }) });
    const { router } = renderWithProviders(<UndoEmailChangePage />, {
      route: '/undo-email-change#token=undo-1',
      path: '/undo-email-change',
    });
    expect(screen.getByRole('heading', { name: 'Moving your account back...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your email is back' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your account uses mine@example.com again, and every device is signed out.',
    );
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', '/forgot-password');
    expect(api.callsTo('POST', apiPaths.auth.undoEmailChange).map((call) => call.json)).toEqual([{ token: 'undo-1' }]);
    expect(router.state.location.hash).toBe('');
    expect(document.title).toBe('Undo the change of email · Voltcart');
  });

  it("shows the server's refusal of a used or old link", async () => {
    mockApi({ [`POST ${apiPaths.auth.undoEmailChange}`]: fail(400, UNDO_LINK_INVALID) });
    renderWithProviders(<UndoEmailChangePage />, { route: '/undo-email-change#token=undo-2', path: '/undo-email-change' });
    expect(await screen.findByRole('alert')).toHaveTextContent(UNDO_LINK_INVALID);
  });

  it('says a link without a token is incomplete, without asking the server', () => {
    const api = mockApi({});
    renderWithProviders(<UndoEmailChangePage />, { route: '/undo-email-change', path: '/undo-email-change' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(api.calls).toEqual([]);
  });
});

describe('VerifyEmailBanner', () => {
  it('asks an unverified shopper to verify and resends the link', async () => {
    const shopper = makeUser({ emailVerified: false });
    const api = mockApi({ [`POST ${apiPaths.auth.resendVerification}`]: ok(null) });
    const { user } = renderWithProviders(<VerifyEmailBanner />, { preloadedState: signedIn(shopper) });
    expect(screen.getByRole('region', { name: 'Verify your email' })).toHaveTextContent('We sent a link to your email address.');
    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText('We sent you a new link. Please check your inbox.')).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.auth.resendVerification)).toHaveLength(1);
  });

  it('shows the server’s reason when resending is refused', async () => {
    mockApi({ [`POST ${apiPaths.auth.resendVerification}`]: fail(429, 'We have sent several links already.') });
    const { user } = renderWithProviders(<VerifyEmailBanner />, { preloadedState: signedIn(makeUser({ emailVerified: false })) });
    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText('We have sent several links already.')).toBeInTheDocument();
  });

  it('is not shown to a verified shopper, an admin or a visitor', () => {
    mockApi({});
    const { unmount } = renderWithProviders(<VerifyEmailBanner />, { preloadedState: signedIn(makeUser()) });
    expect(screen.queryByRole('region', { name: 'Verify your email' })).not.toBeInTheDocument();
    unmount();
    const admin = renderWithProviders(<VerifyEmailBanner />, {
      preloadedState: signedIn(makeUser({ role: 'admin', emailVerified: false })),
    });
    expect(screen.queryByRole('region', { name: 'Verify your email' })).not.toBeInTheDocument();
    admin.unmount();
    renderWithProviders(<VerifyEmailBanner />);
    expect(screen.queryByRole('region', { name: 'Verify your email' })).not.toBeInTheDocument();
  });
});
