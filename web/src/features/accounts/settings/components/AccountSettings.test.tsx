import { apiPaths } from '@voltcart/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, refused } from '../../../../test/api-mock';
import { makeUser } from '../../../../test/fixtures';
import { renderWithProviders, signedIn } from '../../../../test/render';
import { AccountSettings } from './AccountSettings';

/** Types a value in one go (pasting): many key presses are slow on a busy machine and prove nothing more here. */
async function fill(user: ReturnType<typeof renderWithProviders>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const renderSettings = () =>
  renderWithProviders(<AccountSettings />, {
    route: '/profile',
    path: '/profile',
    preloadedState: signedIn(makeUser({ email: 'asha@example.com' })),
  });

describe('account settings', () => {
  it('changes the password with the sign-out choice, and clears the form', async () => {
    const api = mockApi({
      [`POST ${apiPaths.auth.changePassword}`]: ok(null, 'Password changed. Other devices are signed out.'),
    });
    const { user } = renderSettings();
    const form = screen.getByRole('form', { name: 'Change password' });
    await fill(user, within(form).getByLabelText('Current password'), 'old passphrase');
    await fill(user, within(form).getByLabelText('New password'), 'new passphrase');
    await fill(user, within(form).getByLabelText('Confirm new password'), 'new passphrase');
    await user.click(within(form).getByRole('checkbox', { name: 'Sign out other devices' }));
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Password changed. Other devices are signed out.');
    expect(api.callsTo('POST', apiPaths.auth.changePassword)[0]?.json).toEqual({
      currentPassword: 'old passphrase',
      newPassword: 'new passphrase',
      signOutOtherDevices: true,
    });
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it('says when the two new passwords differ, without asking the server', async () => {
    const api = mockApi({});
    const { user } = renderSettings();
    const form = screen.getByRole('form', { name: 'Change password' });
    await fill(user, within(form).getByLabelText('Current password'), 'old passphrase');
    await fill(user, within(form).getByLabelText('New password'), 'new passphrase');
    await fill(user, within(form).getByLabelText('Confirm new password'), 'other passphrase');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByLabelText('Confirm new password')).toHaveAccessibleDescription('The two new passwords do not match');
    expect(api.calls).toHaveLength(0);
  });

  it('says under each field what it needs, focuses the first and asks the server nothing', async () => {
    const api = mockApi({});
    const { user } = renderSettings();
    const passwordForm = screen.getByRole('form', { name: 'Change password' });
    await fill(user, within(passwordForm).getByLabelText('New password'), 'short');
    await user.click(within(passwordForm).getByRole('button', { name: 'Change password' }));
    expect(within(passwordForm).getByLabelText('Current password')).toHaveAccessibleDescription('Enter your current password');
    expect(within(passwordForm).getByLabelText('New password')).toHaveAccessibleDescription(
      'New password must be at least 8 characters',
    );
    expect(within(passwordForm).getByLabelText('Current password')).toHaveFocus();

    const emailForm = screen.getByRole('form', { name: 'Change email' });
    await fill(user, within(emailForm).getByLabelText('New email'), 'asha@');
    await fill(user, within(emailForm).getByLabelText('Password'), 'my passphrase');
    await user.click(within(emailForm).getByRole('button', { name: 'Change email' }));
    expect(within(emailForm).getByLabelText('New email')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com',
    );
    expect(within(emailForm).getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(within(emailForm).getByLabelText('New email')).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's refusal of a common new password under it, and focuses it", async () => {
    const common = 'This password is one of the most common and easy to guess: choose another';
    mockApi({ [`POST ${apiPaths.auth.changePassword}`]: refused({ newPassword: common }) });
    const { user } = renderSettings();
    const form = screen.getByRole('form', { name: 'Change password' });
    await fill(user, within(form).getByLabelText('Current password'), 'old passphrase');
    await fill(user, within(form).getByLabelText('New password'), 'password123');
    await fill(user, within(form).getByLabelText('Confirm new password'), 'password123');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(common)).toBeInTheDocument();
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(common);
    expect(within(form).getByLabelText('New password')).toHaveFocus();
  });

  it('puts a wrong current password under its field', async () => {
    mockApi({ [`POST ${apiPaths.auth.changePassword}`]: refused({ currentPassword: 'The current password is incorrect' }) });
    const { user } = renderSettings();
    const form = screen.getByRole('form', { name: 'Change password' });
    await fill(user, within(form).getByLabelText('Current password'), 'wrong passphrase');
    await fill(user, within(form).getByLabelText('New password'), 'new passphrase');
    await fill(user, within(form).getByLabelText('Confirm new password'), 'new passphrase');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The current password is incorrect')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription('The current password is incorrect');
    expect(within(form).getByLabelText('Current password')).toHaveFocus();
  });

  it('tells the shopper to check the new address, and shows a taken email above the form', async () => {
    let taken = false;
    mockApi({
      [`POST ${apiPaths.auth.changeEmail}`]: () =>
        taken
          ? fail(409, 'An account with this email already exists')
          : ok({ newEmail: 'new@example.com' }, 'Check new@example.com for a confirmation link'),
    });
    const { user } = renderSettings();
    const form = screen.getByRole('form', { name: 'Change email' });
    await fill(user, within(form).getByLabelText('New email'), 'New@Example.com');
    await fill(user, within(form).getByLabelText('Password'), 'my passphrase');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Check new@example.com for a confirmation link');

    taken = true;
    await fill(user, within(form).getByLabelText('New email'), 'taken@example.com');
    await fill(user, within(form).getByLabelText('Password'), 'my passphrase');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('An account with this email already exists');
  });

  it('signs out everywhere only after the confirm step, then leaves for the sign-in page', async () => {
    const api = mockApi({
      [`POST ${apiPaths.auth.signOutEverywhere}`]: ok(null, 'Signed out everywhere'),
      [`GET ${apiPaths.auth.logout}`]: ok(null, 'Logout successful'),
    });
    const { user, store } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(api.calls).toHaveLength(0);
    const question = screen.getByRole('group', { name: /Sign out on every device\?/ });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(api.callsTo('POST', apiPaths.auth.signOutEverywhere)).toHaveLength(1);
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('keeps the shopper signed in when they cancel', async () => {
    const api = mockApi({});
    const { user, store } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });
});
