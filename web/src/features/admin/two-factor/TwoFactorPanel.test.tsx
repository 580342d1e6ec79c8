import { apiPaths } from '@voltcart/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, refused } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { authInitialState } from '../../auth/slice';
import { TwoFactorPanel } from './TwoFactorPanel';
import { fillIn } from '../../../test/fill-in';

const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `code-${index}xyz-abcd`);
const SETUP = {
  otpauthUri: 'otpauth://totp/Voltcart:a%40b.c?secret=ABCDEFGHIJKLMNOP',
  qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  secret: 'ABCDEFGHIJKLMNOP',
};

describe('two-factor sign-in panel', () => {
  /** A panel whose server turns two-factor on for the code 654321; answers the open enrolment's code field. */
  async function startEnrolling() {
    let enabled = false;
    const api = mockApi({
      [`GET ${apiPaths.auth.twoFactorStatus}`]: () => ok({ enabled, recoveryCodesLeft: enabled ? 10 : 0, required: false }),
      [`POST ${apiPaths.auth.twoFactorSetup}`]: ok(SETUP),
      [`POST ${apiPaths.auth.twoFactorConfirm}`]: (call) => {
        const { password, code } = call.json as { password: string; code: string };
        if (password !== 'right passphrase') return refused({ password: 'The password is incorrect' });
        if (code !== '654321') return fail(400, 'That code is not right.');
        enabled = true;
        return ok({ recoveryCodes: RECOVERY_CODES });
      },
    });
    const { user } = renderWithProviders(<TwoFactorPanel />);
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    const codeField = await screen.findByLabelText('6-digit code from the app');
    await fillIn(user, screen.getByLabelText('Your password'), 'right passphrase');
    return { user, api, codeField };
  }

  it('shows the QR code and the key to type in, and says why a code is refused', async () => {
    const { user, codeField } = await startEnrolling();
    expect(screen.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', SETUP.qrDataUrl);
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('ABCD EFGH IJKL MNOP');
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(codeField);
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    expect(codeField).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the password with the code, saying under it when it is wrong', async () => {
    const { user, api, codeField } = await startEnrolling();
    const passwordField = screen.getByLabelText('Your password');
    expect(passwordField).toHaveAttribute('autocomplete', 'current-password');
    await user.clear(passwordField);
    await user.click(codeField);
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(passwordField).toHaveAccessibleDescription('Enter your password.');
    expect(api.callsTo('POST', apiPaths.auth.twoFactorConfirm)).toHaveLength(0);

    await fillIn(user, passwordField, 'wrong passphrase');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText('The password is incorrect')).toBeInTheDocument();
    expect(passwordField).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', apiPaths.auth.twoFactorConfirm).at(-1)!.json).toEqual({
      password: 'wrong passphrase',
      code: '654321',
    });
  });

  it('turns on with a right code, shows the ten recovery codes once, then On', async () => {
    const { user, api, codeField } = await startEnrolling();
    await user.click(codeField);
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('alert')).toHaveTextContent('shown only this once');
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.getByText('10 of 10 recovery codes left.')).toBeInTheDocument();
    expect(screen.queryByText(RECOVERY_CODES[0]!)).not.toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.auth.twoFactorConfirm)).toHaveLength(1);
  });

  it('turns off with the password and a code, saying under the field what was wrong', async () => {
    let enabled = true;
    const api = mockApi({
      [`GET ${apiPaths.auth.twoFactorStatus}`]: () => ok({ enabled, recoveryCodesLeft: enabled ? 7 : 0, required: false }),
      [`POST ${apiPaths.auth.twoFactorDisable}`]: (call) => {
        const { password, code } = call.json as { password: string; code: string };
        if (password !== 'right passphrase') return refused({ password: 'The password is incorrect' });
        if (code !== '654321') return fail(400, 'code: The sign-in code is not right, or was already used.');
        enabled = false;
        return ok(null);
      },
    });
    const { user } = renderWithProviders(<TwoFactorPanel />);
    expect(await screen.findByText('7 of 10 recovery codes left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const form = screen.getByRole('form', { name: 'Turn off two-factor sign-in' });
    const submit = within(form).getByRole('button', { name: 'Turn off two-factor sign-in' });

    await user.click(submit);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(api.callsTo('POST', apiPaths.auth.twoFactorDisable)).toHaveLength(0);

    await fillIn(user, screen.getByLabelText('Password'), 'wrong passphrase');
    await fillIn(user, screen.getByLabelText('Code from the app, or a recovery code'), '111111');
    await user.click(submit);
    expect(await screen.findByText('The password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Password'));
    await fillIn(user, screen.getByLabelText('Password'), 'right passphrase');
    await user.click(submit);
    expect(await screen.findByText('The sign-in code is not right, or was already used.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code from the app, or a recovery code')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Code from the app, or a recovery code'));
    await fillIn(user, screen.getByLabelText('Code from the app, or a recovery code'), '654321');
    await user.click(submit);
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.auth.twoFactorDisable).at(-1)!.json).toEqual({
      password: 'right passphrase',
      code: '654321',
    });
  });

  it('where the shop requires it, says the admin area shuts once it is off, and shuts it', async () => {
    let enabled = true;
    mockApi({
      [`GET ${apiPaths.auth.twoFactorStatus}`]: () => ok({ enabled, recoveryCodesLeft: enabled ? 10 : 0, required: true }),
      [`POST ${apiPaths.auth.twoFactorDisable}`]: () => {
        enabled = false;
        return ok(null);
      },
    });
    const admin = makeUser({ role: 'admin' });
    const { user, store } = renderWithProviders(<TwoFactorPanel />, {
      preloadedState: { auth: { ...authInitialState, user: admin, isAuthenticated: true, isLoading: false } },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(screen.getByText(/the admin area stays shut until you set it up again/)).toBeInTheDocument();
    await fillIn(user, screen.getByLabelText('Password'), 'right passphrase');
    await fillIn(user, screen.getByLabelText('Code from the app, or a recovery code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(store.getState().auth.user?.twoFactorEnrolmentRequired).toBe(true);
  });

  it('offers to try again when the settings do not load', async () => {
    mockApi({ [`GET ${apiPaths.auth.twoFactorStatus}`]: fail(500, 'Something went wrong') });
    renderWithProviders(<TwoFactorPanel />);
    expect(await screen.findByText('Could not load your two-factor settings.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
