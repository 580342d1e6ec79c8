import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, StaticRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPageAt } from './router';
import { pageState, ShopRoot } from './shop-root';
import { makeStore } from './store';

afterEach(() => vi.restoreAllMocks());

describe('the shop tree on the server and in the browser', () => {
  it('hydrates the server’s HTML without a mismatch (the header’s search box ids too) and then says it is interactive', async () => {
    window.history.replaceState(null, '', '/help');
    await preloadPageAt('/help');
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ShopRoot store={makeStore(pageState({}))} router={(routes) => <StaticRouter location="/help">{routes}</StaticRouter>} />,
    );
    document.body.append(container);
    const serverIds = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(serverIds.length).toBeGreaterThan(0);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const interactive = vi.fn();
    const store = makeStore(pageState({}));
    await act(async () => {
      hydrateRoot(
        container,
        <ShopRoot
          store={store}
          serverState={store.getState()}
          router={(routes) => <BrowserRouter>{routes}</BrowserRouter>}
          onInteractive={interactive}
        />,
        { onRecoverableError: recoverable },
      );
    });

    expect(interactive).toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(expect.stringMatching(/match/i));
    // A label's `for` and the control it names: the browser's useId agrees with the server's.
    const searchLabel = container.querySelector('label[for]');
    expect(searchLabel && document.getElementById(searchLabel.getAttribute('for')!)).toBeInstanceOf(HTMLElement);
    container.remove();
  });
});
