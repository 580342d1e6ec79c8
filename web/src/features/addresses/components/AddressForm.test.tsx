import { apiPaths } from '@voltcart/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, refused } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { fillIn } from '../../../test/fill-in';
import { renderWithProviders, signedIn } from '../../../test/render';
import { AddressBook } from './AddressBook';

const list = `GET ${apiPaths.address.list}`;

/** The address book with no address yet, its "New address" form open. */
async function openNewAddress(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [list]: ok([]), ...routes });
  const view = renderWithProviders(<AddressBook />, { preloadedState: signedIn(makeUser()) });
  await view.user.click(await screen.findByRole('button', { name: 'Add address' }));
  return { ...view, api, form: screen.getByRole('form', { name: 'New address' }) };
}

const writes = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.method !== 'GET');

describe('the address form', () => {
  it('says under each field, in words, what it needs, focuses the first and sends nothing', async () => {
    const { user, api } = await openNewAddress();
    await fillIn(user, screen.getByLabelText('Mobile number'), '12345');
    await fillIn(user, screen.getByLabelText('PIN code'), '012345');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Enter the full name');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Enter a 10-digit mobile number that starts with 6, 7, 8 or 9',
    );
    expect(screen.getByLabelText('Address line 1')).toHaveAccessibleDescription('Enter the house and street (address line 1)');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Enter the city');
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription('Choose a state or union territory');
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription('PIN code is 6 digits and does not start with 0');
    expect(screen.getByLabelText('Address line 2 (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(writes(api)).toEqual([]);
  });

  it('focuses the first field still wrong, in the order the fields show', async () => {
    const { user, api } = await openNewAddress();
    await fillIn(user, screen.getByLabelText('Full name'), 'Asha Rao');
    await fillIn(user, screen.getByLabelText('Mobile number'), '98765 43210');
    await fillIn(user, screen.getByLabelText('Address line 1'), '12, 4th Cross');
    await fillIn(user, screen.getByLabelText('City'), 'Bengaluru');
    await user.selectOptions(screen.getByLabelText('State'), 'Karnataka');
    await fillIn(user, screen.getByLabelText('PIN code'), '56003');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByLabelText('PIN code')).toHaveFocus();
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription('PIN code is 6 digits and does not start with 0');
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
    expect(writes(api)).toEqual([]);
  });

  it("shows the server's refusal under the field it names, and focuses it", async () => {
    const { user, api } = await openNewAddress({
      [`POST ${apiPaths.address.create}`]: refused({ city: 'City is too long: at most 100 characters' }),
    });
    await fillIn(user, screen.getByLabelText('Full name'), 'Asha Rao');
    await fillIn(user, screen.getByLabelText('Mobile number'), '9876543210');
    await fillIn(user, screen.getByLabelText('Address line 1'), '12, 4th Cross');
    await fillIn(user, screen.getByLabelText('City'), 'Bengaluru');
    await user.selectOptions(screen.getByLabelText('State'), 'Karnataka');
    await fillIn(user, screen.getByLabelText('PIN code'), '560038');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('City is too long: at most 100 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is too long: at most 100 characters');
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(writes(api)).toHaveLength(1);
  });
});
