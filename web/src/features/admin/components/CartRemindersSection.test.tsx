import { apiPaths } from '@voltcart/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { fillIn } from '../../../test/fill-in';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders, signedIn } from '../../../test/render';
import { CartRemindersSection } from './CartRemindersSection';

const admin = signedIn(makeUser({ role: 'admin' }));

describe("the dashboard's abandoned carts", () => {
  it('shows the reminders sent and carts recovered, and saves the hours', async () => {
    const api = mockApi({
      [`GET ${apiPaths.cartReminders.settings}`]: ok({ hours: 24, remindersSent: 1234, cartsRecovered: 56 }),
      [`PUT ${apiPaths.cartReminders.settings}`]: ok({ hours: 12, remindersSent: 1234, cartsRecovered: 56 }),
    });
    const { user } = renderWithProviders(<CartRemindersSection />, { preloadedState: admin });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('56')).toBeInTheDocument();
    const field = screen.getByLabelText('Remind after (hours)');
    expect(field).toHaveValue(24);
    await user.clear(field);
    await fillIn(user, field, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(api.callsTo('PUT', apiPaths.cartReminders.settings).map((call) => call.json)).toEqual([{ hours: 12 }]);
    expect(field).toHaveValue(12);
  });

  it('says under the field what the hours must be, checked before anything is sent', async () => {
    const api = mockApi({
      [`GET ${apiPaths.cartReminders.settings}`]: ok({ hours: 24, remindersSent: 0, cartsRecovered: 0 }),
    });
    const { user } = renderWithProviders(<CartRemindersSection />, { preloadedState: admin });
    const field = await screen.findByLabelText('Remind after (hours)');
    await waitFor(() => expect(field).toBeEnabled());
    await user.clear(field);
    await fillIn(user, field, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription('Enter a whole number of hours from 1 to 720');
    expect(api.callsTo('PUT', apiPaths.cartReminders.settings)).toHaveLength(0);
    await user.clear(field);
    await fillIn(user, field, '900');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Enter a whole number of hours from 1 to 720'));
  });
});
