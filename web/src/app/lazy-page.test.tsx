import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/api-mock';
import { lazyPage } from './lazy-page';
import { preloadPageAt, routes } from './router';
import { makeStore } from './store';

/** A page module whose load the test settles, counting how often it was asked for. */
function controlledModule() {
  const asks: { resolve: () => void; reject: (error: Error) => void }[] = [];
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
  }
  const load = () =>
    new Promise<{ default: typeof Counter }>((resolve, reject) => {
      asks.push({ resolve: () => resolve({ default: Counter }), reject });
    });
  return { asks, load };
}

function Shell({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<p>Loading page</p>}>{children}</Suspense>;
}

describe('lazyPage', () => {
  it('a preloaded page draws at its first render, without its fallback', async () => {
    const { asks, load } = controlledModule();
    const Page = lazyPage(load);
    const preloaded = Page.preload();
    await act(async () => asks[0]!.resolve());
    await preloaded;
    render(
      <Shell>
        <Page label="Counted" />
      </Shell>,
    );
    expect(screen.getByRole('button', { name: 'Counted 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
    expect(asks).toHaveLength(1);
  });

  it('a page not loaded yet shows the fallback, then the page, which keeps its state when its parent draws again', async () => {
    const { asks, load } = controlledModule();
    const Page = lazyPage(load);
    const view = render(
      <Shell>
        <Page label="Counted" />
      </Shell>,
    );
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    await act(async () => asks[0]!.resolve());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Counted 0' }));
    expect(screen.getByRole('button', { name: 'Counted 1' })).toBeInTheDocument();
    // Now loaded: a new render of the same mount must not swap it for the loaded page (which would reset it).
    view.rerender(
      <Shell>
        <Page label="Counted" />
      </Shell>,
    );
    expect(screen.getByRole('button', { name: 'Counted 1' })).toBeInTheDocument();
    expect(asks).toHaveLength(1);
  });

  it('a failed load is asked for again by the next preload', async () => {
    const { asks, load } = controlledModule();
    const Page = lazyPage(load);
    const first = Page.preload();
    asks[0]!.reject(new Error('chunk missing'));
    await expect(first).rejects.toThrow('chunk missing');
    const second = Page.preload();
    expect(asks).toHaveLength(2);
    asks[1]!.resolve();
    await second;
    render(
      <Shell>
        <Page label="Retried" />
      </Shell>,
    );
    expect(screen.getByRole('button', { name: 'Retried 0' })).toBeInTheDocument();
  });
});

function renderShopAt(route: string) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('preloadPageAt', () => {
  it('loads the chunk of the page at an address, so the shop’s first render draws that page', async () => {
    mockApi({});
    await preloadPageAt('/help');
    renderShopAt('/help');
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('without it, a page in its own chunk first draws the spinner', async () => {
    mockApi({});
    renderShopAt('/login');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in to your account' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it('answers for an address with no page of its own chunk, or none at all', async () => {
    await expect(preloadPageAt('/')).resolves.toBeUndefined();
    await expect(preloadPageAt('/no/such/page')).resolves.toBeUndefined();
  });
});
