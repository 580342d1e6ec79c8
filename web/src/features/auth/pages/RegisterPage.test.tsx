import { apiPaths } from '@voltcart/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, refused } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { AVATAR_NOT_IMAGE } from '../components/AvatarPicker';
import { RegisterPage } from './RegisterPage';
import { fillIn } from '../../../test/fill-in';

const renderRegister = () => renderWithProviders(<RegisterPage />, { route: '/register', path: '/register' });

describe('RegisterPage', () => {
  it('names every missing field under it, focuses the first and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderRegister();
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Enter your phone number');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter a password');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('checks the email, a numeric phone and the password length', async () => {
    mockApi({});
    const { user } = renderRegister();
    await fillIn(user, screen.getByLabelText('Name'), 'Asha');
    await fillIn(user, screen.getByLabelText('Email'), 'asha@');
    await user.type(screen.getByLabelText('Phone'), '98ab76');
    await fillIn(user, screen.getByLabelText('Password'), 'short');
    // Letters never reach the phone field.
    expect(screen.getByLabelText('Phone')).toHaveValue('9876');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone number is 7 to 15 digits (a + may start it)');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    // The first field with a problem, in the form's order, has the focus.
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it("shows the server's refusal of a common password under the password, and focuses it", async () => {
    const common = 'This password is one of the most common and easy to guess: choose another';
    mockApi({ [`POST ${apiPaths.auth.register}`]: refused({ password: common }) });
    const { user } = renderRegister();
    await fillIn(user, screen.getByLabelText('Name'), 'Asha');
    await fillIn(user, screen.getByLabelText('Email'), 'asha@example.com');
    await fillIn(user, screen.getByLabelText('Phone'), '9876543210');
    await fillIn(user, screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(common)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(common);
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('accepts only images as the avatar, with a preview', async () => {
    mockApi({});
    const { user } = renderWithProviders(<RegisterPage />, { route: '/register', path: '/register' });
    const picker = screen.getByLabelText('Choose an avatar image');
    await user.upload(picker, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(screen.getByAltText('Your avatar preview')).toBeInTheDocument();
    expect(screen.getByText('me.png')).toBeInTheDocument();
    // A file chooser can still hand over a non-image ("All files"); the picker must refuse it.
    fireEvent.change(picker, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText(AVATAR_NOT_IMAGE)).toBeInTheDocument();
    expect(screen.queryByAltText('Your avatar preview')).not.toBeInTheDocument();
  });

  it('sends the multipart form with the avatar as "file", then goes home signed in', async () => {
    const shopper = makeUser();
    const api = mockApi({
      [`POST ${apiPaths.auth.register}`]: { status: 201, body: ok(shopper).body },
      [`GET ${apiPaths.cart.count}`]: ok(0),
    });
    const { user, store } = renderRegister();
    const avatar = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose an avatar image'), avatar);
    await fillIn(user, screen.getByLabelText('Name'), shopper.username);
    await fillIn(user, screen.getByLabelText('Email'), shopper.email);
    await fillIn(user, screen.getByLabelText('Phone'), shopper.phone);
    await fillIn(user, screen.getByLabelText('Password'), 'volt-cart-2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    const form = api.callsTo('POST', apiPaths.auth.register)[0]?.form;
    expect(form?.get('file')).toBeInstanceOf(File);
    expect(Object.fromEntries([...form!.entries()].filter(([key]) => key !== 'file'))).toEqual({
      username: shopper.username,
      email: shopper.email,
      phone: shopper.phone,
      password: 'volt-cart-2026',
    });
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it("shows the server's reason when registration is refused", async () => {
    mockApi({ [`POST ${apiPaths.auth.register}`]: fail(409, 'An account with this email already exists') });
    const { user } = renderRegister();
    await fillIn(user, screen.getByLabelText('Name'), 'Asha');
    await fillIn(user, screen.getByLabelText('Email'), 'asha@example.com');
    await fillIn(user, screen.getByLabelText('Phone'), '9876543210');
    await fillIn(user, screen.getByLabelText('Password'), 'volt-cart-2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
  });
});
