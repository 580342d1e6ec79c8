import { apiPaths } from '@voltcart/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { signedIn } from '../../test/render';
import { cartInitialState } from '../../features/cart/slice';
import { routes } from '../router';
import { makeStore, type RootState } from '../store';
import { fillIn } from '../../test/fill-in';

function renderApp(route: string, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, user: userEvent.setup() };
}

describe('the shop frame', () => {
  it('header: logo home, cart badge, Login when signed out', async () => {
    mockApi({ [`GET ${apiPaths.catalog.byCategory('Mouse')}`]: ok([]) });
    renderApp('/categories');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Voltcart home' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    expect(within(header).getByTestId('cart-count')).toHaveTextContent('0');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(await screen.findByRole('heading', { name: 'All categories' })).toBeInTheDocument();
  });

  it('header: avatar linking to the profile and the count when signed in', () => {
    mockApi({});
    const shopper = makeUser();
    renderApp('/help', { ...signedIn(shopper), cart: { ...cartInitialState, count: 4 } });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: shopper.username })).toHaveAttribute('href', '/profile');
    expect(within(header).getByAltText(shopper.username)).toHaveAttribute('src', shopper.imageUrl);
    expect(within(header).getByTestId('cart-count')).toHaveTextContent('4');
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('footer: the support and company pages all exist', async () => {
    mockApi({});
    const { user } = renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Voltcart' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    const titles: Record<string, string> = {
      'Help Center': 'Help Center',
      'Returns & Refunds': 'Returns & Refunds',
      'Shipping Information': 'Shipping Information',
      'Contact Us': 'Contact Us',
      'About Us': 'About Voltcart',
      Careers: 'Careers',
      Blog: 'Blog',
      'Terms of Service': 'Terms of Service',
    };
    for (const [link, title] of Object.entries(titles)) {
      await user.click(within(footer).getByRole('link', { name: link }));
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    }
  });

  it('footer: the newsletter sends the address and asks to confirm it from the inbox', async () => {
    const api = mockApi({ [`POST ${apiPaths.newsletter.subscribe}`]: ok({ email: 'asha@example.com' }, 'Subscribed') });
    const { user } = renderApp('/help');
    // The footer draws in a task after the page.
    await fillIn(user, await screen.findByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('Almost there! Check your inbox at asha@example.com and click the link to confirm.'),
    ).toBeInTheDocument();
    expect(api.calls[0]?.json).toEqual({ email: 'asha@example.com' });
  });

  it('footer: the newsletter refuses a malformed address and reports a server refusal', async () => {
    const api = mockApi({ [`POST ${apiPaths.newsletter.subscribe}`]: fail(429, 'Too many requests, try again in a minute') });
    const { user } = renderApp('/help');
    await fillIn(user, await screen.findByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    await user.clear(screen.getByLabelText('Email address'));
    await fillIn(user, screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Too many requests, try again in a minute')).toBeInTheDocument();
  });

  it('an unknown address shows the 404 page with Go Back Home', async () => {
    mockApi({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: /Page not found/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('/admin-login and /admin-home show neither header nor footer, but the notification area', async () => {
    mockApi({ [`GET ${apiPaths.auth.checkAuth}`]: fail(401, 'Please sign in') });
    const admin = signedIn(makeUser({ role: 'admin' }));
    for (const route of ['/admin-login', '/admin-home']) {
      const { unmount } = render(
        <Provider store={makeStore(admin)}>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: [route] })} />
        </Provider>,
      );
      await screen.findByRole('region', { name: 'Notifications' });
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      unmount();
    }
  });
});
