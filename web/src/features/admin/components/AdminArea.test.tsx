import { apiPaths } from '@voltcart/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { authInitialState } from '../../auth/slice';
import { renderWithProviders } from '../../../test/render';
import { adminTabPath, tabOfLocation } from '../admin-tabs';
import { AdminArea } from './AdminArea';
import { fillIn } from '../../../test/fill-in';

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
      [`GET ${apiPaths.auth.twoFactorStatus}`]: ok({ enabled: false, recoveryCodesLeft: 0, required: true }),
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

  it('keep an admin who must turn on two-factor sign-in on the Security tab, and open the rest once it is on', async () => {
    let enabled = false;
    const api = mockApi({
      [`GET ${apiPaths.auth.twoFactorStatus}`]: () => ok({ enabled, recoveryCodesLeft: enabled ? 10 : 0, required: true }),
      [`POST ${apiPaths.auth.twoFactorSetup}`]: ok({
        otpauthUri: 'otpauth://totp/Voltcart:a',
        qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
        secret: 'ABCDEFGHIJKLMNOP',
      }),
      [`POST ${apiPaths.auth.twoFactorConfirm}`]: () => {
        enabled = true;
        return ok({ recoveryCodes: Array.from({ length: 10 }, (_, index) => `code-${index}`) });
      },
      [`GET ${apiPaths.auth.allUsers}`]: ok([]),
    });
    const admin = { ...makeUser({ role: 'admin' }), twoFactorEnrolmentRequired: true as const };
    const { user, router } = renderWithProviders(<AdminArea frame="standalone" />, {
      route: '/admin-home',
      path: '/admin-home',
      preloadedState: { auth: { ...authInitialState, isAuthenticated: true, user: admin } },
    });
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    const notice = /Until it is on, this sign-in can only set it up or sign out/;
    expect(within(screen.getByRole('tabpanel')).getByText(notice)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=security');
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('GET', apiPaths.auth.allUsers)).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.click(await screen.findByLabelText('6-digit code from the app'));
    await user.paste('654321');
    await fillIn(user, screen.getByLabelText('Your password'), 'an admin passphrase');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    // The recovery codes stay on screen while the rest of the area opens.
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });
});
