import { screen, fireEvent } from '@testing-library/react';
import { it } from 'vitest';
import { mockApi } from '../test/api-mock';
import { renderWithProviders } from '../test/render';
import { ResetPasswordPage } from '../features/accounts/pages/ResetPasswordPage';
const route = '/reset-password#token=abc123';
for (let i = 0; i < 3; i++)
it('probe' + i, async () => {
  const t0 = performance.now(); let t = t0; const lap = (s: string) => { const n = performance.now(); console.log(i, s, Math.round(n - t)); t = n; };
  mockApi({});
  const { user } = renderWithProviders(<ResetPasswordPage />, { route, path: '/reset-password' }); lap('render');
  await user.type(screen.getByLabelText('New password'), 'a fine passphrase'); lap('type17');
  await user.clear(screen.getByLabelText('New password')); lap('clear');
  await user.click(screen.getByLabelText('New password')); await user.paste('a fine passphrase'); lap('click+paste');
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'a fine passphrase' } }); lap('change');
  screen.getByRole('button', { name: 'Set new password' }); lap('getByRole button');
  screen.getByText('Set new password'); lap('getByText');
  await user.click(screen.getByRole('button', { name: 'Set new password' })); lap('click submit');
});
