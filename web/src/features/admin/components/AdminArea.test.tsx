import { apiPaths } from '@voltcart/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { adminTabPath, tabOfLocation } from '../admin-tabs';
import { AdminArea } from './AdminArea';

describe('admin tabs', () => {
  it('name every tab in the address, in the shop frame and on its own', () => {
    expect(adminTabPath('shop', 'dashboard')).toBe('/admin');
    expect(adminTabPath('shop', 'product')).toBe('/admin/product');
    expect(adminTabPath('shop', 'orders')).toBe('/admin?tab=orders');
    expect(adminTabPath('standalone', 'users')).toBe('/admin-home?tab=users');
    expect(tabOfLocation('/admin/product', '')).toBe('product');
    expect(tabOfLocation('/admin-home', '?tab=orders')).toBe('orders');
    expect(tabOfLocation('/admin', '?tab=nonsense')).toBe('dashboard');
  });

  it('move with the arrow keys, opening the tab they land on', async () => {
    mockApi({
      [`GET ${apiPaths.auth.totalUsers}`]: ok(1),
      [`GET ${apiPaths.catalog.totalProducts}`]: ok(1),
      [`GET ${apiPaths.orders.overallTotal}`]: ok(0),
      [`GET ${apiPaths.orders.totalAmount}`]: ok(0),
      [`GET ${apiPaths.orders.topSelling}`]: ok([]),
      [`GET ${apiPaths.auth.allUsers}`]: ok([]),
      [`POST ${apiPaths.catalog.products}`]: ok([]),
      [`GET ${apiPaths.auth.twoFactorStatus}`]: ok({ enabled: false, recoveryCodesLeft: 0 }),
    });
    const { user, router } = renderWithProviders(<AdminArea frame="standalone" />, { route: '/admin-home', path: '/admin-home' });
    const dashboard = screen.getByRole('tab', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('tabindex', '-1');
    dashboard.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=users');
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
