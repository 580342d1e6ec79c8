import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../shared/paths';
import { AppRoutes, matchesAt } from './router';
import { makeStore } from './store';

describe('the shop routes', () => {
  it('match a pathname once: the preload and the first render share the match, a new pathname is matched anew', () => {
    const product = matchesAt('/product/p-1');
    expect(matchesAt('/product/p-1')).toBe(product);
    expect(product?.at(-1)?.params).toEqual({ id: 'p-1' });
    expect(product?.at(-1)?.route.path).toBe('/product/:id');

    const unknown = matchesAt('/no-such-page');
    expect(unknown).not.toBe(product);
    expect(unknown?.at(-1)?.route.path).toBe('*');
    expect(matchesAt('/product/p-2')?.at(-1)?.params).toEqual({ id: 'p-2' });
  });

  it('draw the page of the address, and the next page when the shopper moves on', async () => {
    render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={['/no-such-page']}>
          <Link to={paths.login}>Go to sign in</Link>
          <AppRoutes />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: '404 — Page not found' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404 — Page not found' })).not.toBeInTheDocument();
  });
});
