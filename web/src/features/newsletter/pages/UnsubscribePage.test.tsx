import { apiPaths } from '@voltcart/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import UnsubscribePage from './UnsubscribePage';

const link = '/unsubscribe#email=asha%40example.com&token=signed-token';

describe('the unsubscribe page', () => {
  it('asks first, then unsubscribes the address of the link and says so', async () => {
    const api = mockApi({
      [`POST ${apiPaths.cartReminders.unsubscribe}`]: ok(
        { email: 'asha@example.com', unsubscribed: true },
        'You are unsubscribed: no more reminders or newsletters to this address',
      ),
    });
    const { user } = renderWithProviders(<UnsubscribePage />, { route: link, path: '/unsubscribe' });
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from Voltcart emails?' })).toBeInTheDocument();
    expect(screen.getByText(/asha@example.com will get no more cart reminders or newsletters/)).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.cartReminders.unsubscribe)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.cartReminders.unsubscribe)[0]!.url).toBe(
      `${apiPaths.cartReminders.unsubscribe}?email=asha%40example.com&token=signed-token`,
    );
  });

  it('says a link that is not the shop’s cannot be used', async () => {
    mockApi({ [`POST ${apiPaths.cartReminders.unsubscribe}`]: fail(404, 'Unsubscribe link not found') });
    const { user } = renderWithProviders(<UnsubscribePage />, { route: link, path: '/unsubscribe' });
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: "This link can't be used" })).toBeInTheDocument();
    expect(screen.getByText('Unsubscribe link not found')).toBeInTheDocument();
  });

  it('says an incomplete link cannot be used', () => {
    renderWithProviders(<UnsubscribePage />, { route: '/unsubscribe', path: '/unsubscribe' });
    expect(screen.getByRole('heading', { level: 1, name: "This link can't be used" })).toBeInTheDocument();
  });
});
