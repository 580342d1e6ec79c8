import { apiPaths } from '@voltcart/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders, signedIn } from '../../../test/render';
import { UsersTab } from './UsersTab';

describe('admin users', () => {
  it('lists users with number, image, name, email and a role coloured by kind', async () => {
    mockApi({
      [`GET ${apiPaths.auth.allUsers}`]: ok([
        makeUser({ username: 'Admin', email: 'admin@voltcart.local', role: 'admin', imageUrl: '' }),
        makeUser({ username: 'Asha Rao', email: 'asha@example.com', role: 'user' }),
      ]),
    });
    renderWithProviders(<UsersTab />);
    const table = await screen.findByRole('table', { name: 'All users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No', 'User Image', 'Username', 'Email', 'Role', 'Account']);
    const [, adminRow, shopperRow] = within(table).getAllByRole('row');
    expect(within(adminRow!).getByText('1')).toBeInTheDocument();
    expect(within(shopperRow!).getByRole('img', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(within(adminRow!).getByText('admin')).toHaveClass('text-brand-800');
    expect(within(shopperRow!).getByText('user')).toHaveClass('text-green-800');
  });

  it('says so when there are no users', async () => {
    mockApi({ [`GET ${apiPaths.auth.allUsers}`]: ok([]) });
    renderWithProviders(<UsersTab />);
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it("disables a shopper after the confirm step and shows the Disabled badge; never offers it on the admin's own row", async () => {
    const admin = makeUser({ username: 'Admin', role: 'admin' });
    const shopper = makeUser({ username: 'Asha Rao', email: 'asha@example.com' });
    let disabled = false;
    const api = mockApi({
      [`GET ${apiPaths.auth.allUsers}`]: () => ok([admin, { ...shopper, disabled }]),
      [`PUT ${apiPaths.auth.setUserDisabled(shopper._id)}`]: (call) => {
        disabled = (call.json as { disabled: boolean }).disabled;
        return ok({ ...shopper, disabled }, 'Account disabled');
      },
    });
    const { user } = renderWithProviders(<UsersTab />, { preloadedState: signedIn(admin) });
    const table = await screen.findByRole('table', { name: 'All users' });
    const [, adminRow, shopperRow] = within(table).getAllByRole('row');
    expect(within(adminRow!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(adminRow!).getByText('You')).toBeInTheDocument();

    await user.click(within(shopperRow!).getByRole('button', { name: 'Disable Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable account?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(api.callsTo('PUT', apiPaths.auth.setUserDisabled(shopper._id))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));

    expect(await within(table).findByText('Disabled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PUT', apiPaths.auth.setUserDisabled(shopper._id))[0]?.json).toEqual({ disabled: true });
    expect(within(table).getByRole('button', { name: 'Enable Asha Rao' })).toBeInTheDocument();
  });

  it("shows the server's refusal inside the dialog", async () => {
    const shopper = makeUser({ username: 'Asha Rao' });
    mockApi({
      [`GET ${apiPaths.auth.allUsers}`]: ok([shopper]),
      [`PUT ${apiPaths.auth.setUserDisabled(shopper._id)}`]: fail(403, 'Access denied. Admins only.'),
    });
    const { user } = renderWithProviders(<UsersTab />);
    await user.click(await screen.findByRole('button', { name: 'Disable Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Access denied. Admins only.');
  });
});
