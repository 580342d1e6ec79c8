import { apiPaths, type Product, type ProductSearchData } from '@voltcart/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type RecordedCall } from '../../../test/api-mock';
import { makeProduct } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { drawnFilters } from '../../../test/listing';
import { CategoryPage } from './CategoryPage';
import { fillIn } from '../../../test/fill-in';

const renderCategory = (route = '/category/Mouse') =>
  renderWithProviders(<CategoryPage cardActions={(product) => <button type="button">Buy {product.productName}</button>} />, {
    route,
    path: '/category/:categoryName',
  });
const names = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const search = `GET ${apiPaths.catalog.search}`;

const mid = makeProduct({ productName: 'Mid mouse', productBrand: 'Logitech', salesPrice: 1500, productPrice: 2000 });
const cheap = makeProduct({ productName: 'Cheap mouse', productBrand: 'Zebronics', salesPrice: 499, productPrice: 799 });
const dear = makeProduct({
  productName: 'Dear mouse',
  productBrand: 'Razer',
  salesPrice: 8995,
  productPrice: 10995,
  productImage: [],
});

function page(items: Product[], total = items.length): ProductSearchData {
  return {
    items,
    total,
    facets: {
      brands: [
        { brand: 'Logitech', count: 12 },
        { brand: 'Razer', count: 5 },
        { brand: 'Zebronics', count: 3 },
      ],
      price: { min: 499, max: 8995 },
    },
  };
}

/** The query of each search call, as an object, in the order they were made. */
const asked = (calls: RecordedCall[]) =>
  calls.map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams));
const location = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${decodeURIComponent(router.state.location.search)}`;

describe('CategoryPage', () => {
  it('asks for the first page of the category and shows the total and the cards', async () => {
    const api = mockApi({ [search]: ok(page([mid, cheap, dear], 50)) });
    renderCategory();
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    expect(await screen.findByText('Showing 50 products')).toBeInTheDocument();
    expect(asked(api.calls)).toEqual([{ category: 'Mouse', sort: 'newest', limit: '24', offset: '0' }]);
    expect(names()).toEqual(['Mid mouse', 'Cheap mouse', 'Dear mouse']);
    expect(screen.getByRole('link', { name: 'Cheap mouse' })).toHaveAttribute('href', `/product/${cheap._id}`);
    expect(screen.getAllByRole('button', { name: /^Buy / })).toHaveLength(3);
  });

  it('reads sort, filters and page from the address, asks for exactly that, and shows it', async () => {
    const api = mockApi({ [search]: ok(page([mid], 30)) });
    renderCategory(
      '/category/tvs,Mouse?sort=price-asc&brand=Logitech,Razer&minPrice=400&maxPrice=9000&inStock=true&minDiscount=25&page=2',
    );
    await screen.findByText('Showing 30 products');
    expect(asked(api.calls)).toEqual([
      {
        category: 'Mouse,TV',
        sort: 'price-asc',
        brand: 'Logitech,Razer',
        minPrice: '400',
        maxPrice: '9000',
        inStock: 'true',
        minDiscount: '25',
        limit: '24',
        offset: '24',
      },
    ]);
    const sidebar = await drawnFilters();
    expect(screen.getByLabelText('Sort products')).toHaveValue('price-asc');
    expect(within(sidebar).getByRole('checkbox', { name: 'Logitech (12)' })).toBeChecked();
    expect(within(sidebar).getByRole('checkbox', { name: 'Razer (5)' })).toBeChecked();
    expect(within(sidebar).getByRole('checkbox', { name: 'Zebronics (3)' })).not.toBeChecked();
    expect(within(sidebar).getByLabelText('Min price')).toHaveValue(400);
    expect(within(sidebar).getByLabelText('Max price')).toHaveValue(9000);
    expect(within(sidebar).getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    expect(within(sidebar).getByRole('radio', { name: '25% or more' })).toBeChecked();
    expect(
      within(await screen.findByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('ticking a brand puts it in the address, goes back to page 1 and asks again', async () => {
    const api = mockApi({ [search]: ok(page([mid, cheap], 60)) });
    const { user, router } = renderCategory('/category/Mouse?brand=Logitech&page=2');
    await screen.findByText('Showing 60 products');
    await user.click(within(await drawnFilters()).getByRole('checkbox', { name: 'Razer (5)' }));
    expect(location(router)).toBe('/category/Mouse?brand=Logitech,Razer');
    await waitFor(() => expect(asked(api.calls)).toHaveLength(2));
    expect(asked(api.calls)[1]).toMatchObject({ brand: 'Logitech,Razer', offset: '0' });
  });

  it('applies the price range when the shopper leaves the box or presses Enter, and rejects a reversed range', async () => {
    mockApi({ [search]: ok(page([mid])) });
    const { user, router } = renderCategory();
    await screen.findByText('Showing 1 products');
    const sidebar = await drawnFilters();
    await fillIn(user, within(sidebar).getByLabelText('Min price'), '1000');
    await user.tab();
    expect(location(router)).toBe('/category/Mouse?minPrice=1000');
    // The shopper goes on to the max box undisturbed.
    expect(within(sidebar).getByLabelText('Max price')).toHaveFocus();
    await fillIn(user, within(sidebar).getByLabelText('Max price'), '500');
    await user.keyboard('{Enter}');
    expect(within(sidebar).getByRole('alert')).toHaveTextContent('The minimum price is above the maximum.');
    expect(location(router)).toBe('/category/Mouse?minPrice=1000');
    await user.type(within(sidebar).getByLabelText('Max price'), '0{Enter}');
    expect(location(router)).toBe('/category/Mouse?minPrice=1000&maxPrice=5000');
    await user.click(within(sidebar).getByRole('button', { name: 'Clear filters' }));
    expect(location(router)).toBe('/category/Mouse');
    expect(within(sidebar).getByLabelText('Min price')).toHaveValue(null);
    expect(within(sidebar).getByLabelText('Max price')).toHaveValue(null);
  });

  it('sorts through the server and filters by stock and discount', async () => {
    const api = mockApi({ [search]: ok(page([mid])) });
    const { user, router } = renderCategory();
    await screen.findByText('Showing 1 products');
    await user.selectOptions(screen.getByLabelText('Sort products'), 'Price: High to Low');
    expect(location(router)).toBe('/category/Mouse?sort=price-desc');
    const sidebar = await drawnFilters();
    await user.click(within(sidebar).getByRole('checkbox', { name: 'In stock only' }));
    await user.click(within(sidebar).getByRole('radio', { name: '50% or more' }));
    expect(location(router)).toBe('/category/Mouse?sort=price-desc&inStock=true&minDiscount=50');
    await waitFor(() =>
      expect(asked(api.calls).at(-1)).toMatchObject({ sort: 'price-desc', inStock: 'true', minDiscount: '50' }),
    );
    await user.click(within(sidebar).getByRole('button', { name: 'Clear filters' }));
    expect(location(router)).toBe('/category/Mouse?sort=price-desc');
  });

  it('numbers the pages, moves between them, and Back returns to page 1 with the filters kept', async () => {
    const api = mockApi({ [search]: ok(page([mid, cheap, dear], 100)) });
    const { user, router } = renderCategory('/category/Mouse?brand=Razer');
    await screen.findByText('Showing 100 products');
    // The pagination draws a task after the first cards.
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager)
        .getAllByRole('link', { name: /^Page / })
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/category/Mouse?brand=Razer&page=3');
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/category/Mouse?brand=Razer&page=2');
    expect(within(pager).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

    await user.click(within(pager).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(asked(api.calls).at(-1)).toMatchObject({ brand: 'Razer', offset: '24' }));
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await act(() => router.navigate(-1));
    expect(location(router)).toBe('/category/Mouse?brand=Razer');
    await waitFor(() => expect(asked(api.calls).at(-1)).toMatchObject({ brand: 'Razer', offset: '0' }));
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(await drawnFilters()).getByRole('checkbox', { name: 'Razer (5)' })).toBeChecked();
  });

  it('ticking a category rewrites the address to the comma-joined list, keeping the filters but not the page', async () => {
    mockApi({ [search]: ok(page([cheap], 40)) });
    const { user, router } = renderCategory('/category/Mouse?brand=Razer&page=2');
    await screen.findByText('Showing 40 products');
    const sidebar = await drawnFilters();
    expect(within(sidebar).getByRole('checkbox', { name: 'Mouse' })).toBeChecked();
    await user.click(within(sidebar).getByRole('checkbox', { name: 'TV' }));
    expect(location(router)).toBe('/category/Mouse,TV?brand=Razer');
  });

  it('opens and closes the filter panel', async () => {
    mockApi({ [search]: ok(page([cheap])) });
    const { user } = renderCategory();
    await screen.findByText('Showing 1 products');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(within(panel).getByRole('group', { name: 'Categories' })).getAllByRole('checkbox')).toHaveLength(12);
    expect(within(panel).getByRole('checkbox', { name: 'Logitech (12)' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Close filters' })).toHaveFocus();
    // Tab stays inside the open panel.
    await user.tab({ shift: true });
    expect(within(panel).getByRole('button', { name: 'Show products' })).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Close filters' })).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    mockApi({ [search]: ok(page([])) });
    renderCategory('/category/Mouse?brand=Razer');
    expect(await screen.findByText('No products found. Try adjusting your filters!')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 products')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows the server’s error', async () => {
    mockApi({ [search]: fail(400, 'maxPrice must not be negative') });
    renderCategory();
    expect(await screen.findByText('Oops! maxPrice must not be negative')).toBeInTheDocument();
  });

  it('names an unknown category without asking the server', async () => {
    const api = mockApi({});
    renderCategory('/category/Nope');
    expect(await screen.findByText('Oops! Unknown category "Nope"')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('labels each card with its stock and puts the given card actions on each', async () => {
    mockApi({
      [search]: ok(
        page([
          { ...mid, productStock: 40 },
          { ...cheap, productStock: 2 },
          { ...dear, productStock: 0 },
        ]),
      ),
    });
    renderCategory();
    const card = async (name: string) => (await screen.findByRole('link', { name })).closest('article')!;
    expect(within(await card('Mid mouse')).getByText('In stock')).toBeInTheDocument();
    expect(within(await card('Cheap mouse')).getByText('Only 2 left')).toBeInTheDocument();
    expect(within(await card('Dear mouse')).getByText('Out of stock', { selector: 'p' })).toBeInTheDocument();
    expect(within(await card('Dear mouse')).getByRole('button', { name: 'Buy Dear mouse' })).toBeInTheDocument();
  });

  it('cuts descriptions at 100 characters and uses the placeholder for a product without images', async () => {
    const long = makeProduct({ productName: 'Wordy mouse', productDescription: 'x'.repeat(180), productImage: [] });
    mockApi({ [search]: ok(page([long])) });
    renderCategory();
    await screen.findByText('Showing 1 products');
    const card = screen.getByRole('article');
    expect(within(card).getByText(`${'x'.repeat(100)}…`)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Wordy mouse' })).toHaveAttribute('src', '/product-placeholder.svg');
  });
});
