import { apiPaths } from '@voltcart/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
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
    ).toEqual(['No', 'User Image', 'Username', 'Email', 'Role']);
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
});
