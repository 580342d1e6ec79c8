import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusOnNavigation } from './use-focus-on-navigation';

function Frame() {
  useFocusOnNavigation();
  return (
    <>
      <header>
        <Link to="/category/Mouse">Mouse</Link>
        <Link to="/help">Help</Link>
      </header>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p>Loading the page...</p>}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}

function Home() {
  return (
    <>
      <h1>Voltcart</h1>
      <Link to="/category/Keyboard">Keyboard</Link>
      <Link to="/no-heading">A page without a title</Link>
      <Link to="/later">A page that loads</Link>
    </>
  );
}

function Listing() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>Mouse</h1>
      <label>
        Sort products
        <select value={params.get('sort') ?? 'newest'} onChange={(event) => setParams({ sort: event.target.value })}>
          <option value="newest">Newest</option>
          <option value="price-asc">Price: Low to High</option>
        </select>
      </label>
      <label>
        <input type="checkbox" onChange={() => void navigate('/category/Mouse,Keyboard')} />
        Keyboard
      </label>
    </>
  );
}

// A page that waits for its data (a product page's skeleton): `release` lets it show.
let release: () => void = () => {};
function Later() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    release = () => setLoaded(true);
  }, []);
  return loaded ? <h1>Loaded at last</h1> : <p>Loading...</p>;
}

function renderShop(start = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: '/', element: <Home /> },
          { path: '/category/:name', element: <Listing /> },
          { path: '/help', element: <h1>Help Center</h1> },
          { path: '/no-heading', element: <p>Nothing to title</p> },
          { path: '/later', element: <Later /> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('focus after a move inside the shop', () => {
  it('stays with the browser on the first page', () => {
    renderShop();
    expect(screen.getByRole('heading', { level: 1, name: 'Voltcart' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('goes to the new page’s h1, focusable by script but not in the tab order', async () => {
    const { user } = renderShop();
    await user.click(screen.getByRole('link', { name: 'Keyboard' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Mouse' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves a header link for the new page’s h1', async () => {
    const { user } = renderShop('/category/Mouse');
    await user.click(screen.getByRole('link', { name: 'Help' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toHaveFocus();
  });

  it('stays on the sort control when only the query changes', async () => {
    const { user, router } = renderShop('/category/Mouse');
    const sort = screen.getByLabelText('Sort products');
    await user.selectOptions(sort, 'price-asc');
    expect(router.state.location.search).toBe('?sort=price-asc');
    expect(sort).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });

  it('stays on a filter box that changes the path of the same listing', async () => {
    const { user, router } = renderShop('/category/Mouse');
    const box = screen.getByRole('checkbox', { name: 'Keyboard' });
    await user.click(box);
    expect(router.state.location.pathname).toBe('/category/Mouse,Keyboard');
    expect(box).toHaveFocus();
  });

  it('falls back to the main landmark on a page without an h1', async () => {
    const { user } = renderShop();
    await user.click(screen.getByRole('link', { name: 'A page without a title' }));
    expect(screen.getByText('Nothing to title')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('gives a page that is still loading its h1 once it shows', async () => {
    const { user } = renderShop();
    await user.click(screen.getByRole('link', { name: 'A page that loads' }));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    act(() => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Loaded at last' })).toHaveFocus();
  });

  it('does not take focus back from a control the shopper chose while the page loaded', async () => {
    function Wait() {
      const [shown, setShown] = useState(false);
      return shown ? (
        <h1>Shown</h1>
      ) : (
        <button type="button" onClick={() => setShown(true)}>
          Show
        </button>
      );
    }
    const router = createMemoryRouter(
      [
        {
          element: <Frame />,
          children: [
            { path: '/', element: <Home /> },
            { path: '/wait', element: <Wait /> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await act(() => router.navigate('/wait'));
    expect(screen.getByRole('main')).toHaveFocus();
    const show = screen.getByRole('button', { name: 'Show' });
    show.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Shown' })).not.toHaveFocus();
  });
});
