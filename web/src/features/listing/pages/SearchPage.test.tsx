import { apiPaths, firstPageCalls, type Product, type ProductSearchData } from '@voltcart/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, ok, type RecordedCall } from '../../../test/api-mock';
import { makeProduct } from '../../../test/fixtures';
import { removePageAnswers, writeAnswerIntoPage } from '../../../test/page-answers';
import { renderWithProviders } from '../../../test/render';
import { drawnFilters } from '../../../test/listing';
import { SearchPage } from './SearchPage';

const search = `GET ${apiPaths.catalog.search}`;
const answer = (items: Product[], total = items.length): ProductSearchData => ({
  items,
  total,
  facets: { brands: [{ brand: 'Samsung', count: total }], price: items.length ? { min: 999, max: 99999 } : null },
});
const asked = (calls: RecordedCall[]) =>
  calls.map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams));
const renderSearch = (route: string) =>
  renderWithProviders(<SearchPage cardActions={(product) => <button type="button">Buy {product.productName}</button>} />, {
    route,
    path: '/search',
  });

describe('SearchPage', () => {
  afterEach(removePageAnswers);

  it('asks for the words ranked by relevance and shows the matches in the listing grid', async () => {
    const phone = makeProduct({ productName: 'Samsung Galaxy S24', productBrand: 'Samsung' });
    const api = mockApi({ [search]: ok(answer([phone], 31)) });
    renderSearch('/search?q=sams');
    expect(screen.getByRole('heading', { level: 1, name: 'Results for "sams"' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 31 products')).toBeInTheDocument();
    expect(asked(api.calls)).toEqual([{ q: 'sams', sort: 'relevance', limit: '24', offset: '0' }]);
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'Samsung Galaxy S24' })).toHaveAttribute(
      'href',
      `/product/${phone._id}`,
    );
    expect(screen.getByRole('button', { name: 'Buy Samsung Galaxy S24' })).toBeInTheDocument();
    expect(
      within(await screen.findByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('href', '/search?q=sams&page=2');
  });

  it("shows the results written into the page's HTML at its first render, asking nothing", () => {
    const phone = makeProduct({ productName: 'Written Galaxy' });
    writeAnswerIntoPage(firstPageCalls.search('galaxy'), ok(answer([phone])).body);
    const api = mockApi({});
    renderSearch('/search?q=%20galaxy%20');
    expect(screen.getByText('Showing 1 products')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'Written Galaxy' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('keeps the words in the address when the shopper sorts and filters', async () => {
    const api = mockApi({ [search]: ok(answer([makeProduct()], 3)) });
    const { user, router } = renderSearch('/search?q=sams');
    await screen.findByText('Showing 3 products');
    expect(
      within(screen.getByLabelText('Sort products'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Relevance', 'Price: Low to High', 'Price: High to Low', 'Newest first', 'Biggest discount', 'Customer rating']);
    await user.selectOptions(screen.getByLabelText('Sort products'), 'Newest first');
    await user.click(within(await drawnFilters()).getByRole('checkbox', { name: 'Samsung (3)' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=sams&sort=newest&brand=Samsung');
    await waitFor(() =>
      expect(asked(api.calls).at(-1)).toEqual({ q: 'sams', sort: 'newest', brand: 'Samsung', limit: '24', offset: '0' }),
    );
  });

  it('says what a corrected search showed, and links to the words as typed, searched without correction', async () => {
    const phone = makeProduct({ productName: 'Samsung Galaxy S24', productBrand: 'Samsung' });
    const api = mockApi({ [search]: ok({ ...answer([phone]), correctedQuery: 'Samsung' }) });
    const { user, router } = renderSearch('/search?q=samsng');
    expect(await screen.findByText('Samsung', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/Showing results for/)).toHaveTextContent('Showing results for Samsung');
    const instead = screen.getByRole('link', { name: 'Search instead for samsng' });
    expect(instead).toHaveAttribute('href', '/search?q=samsng&exact=1');

    await user.click(instead);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=samsng&exact=1');
    await waitFor(() =>
      expect(asked(api.calls).at(-1)).toEqual({ q: 'samsng', exact: '1', sort: 'relevance', limit: '24', offset: '0' }),
    );
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
  });

  it('shows no correction for words that matched as typed', async () => {
    mockApi({ [search]: ok(answer([makeProduct()], 3)) });
    renderSearch('/search?q=samsung');
    await screen.findByText('Showing 3 products');
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Search instead for/ })).not.toBeInTheDocument();
  });

  it('says that nothing matches, with tips and a way to the categories', async () => {
    mockApi({ [search]: ok(answer([])) });
    renderSearch('/search?q=qwertyuiop');
    expect(await screen.findByRole('heading', { name: 'No products match "qwertyuiop"' })).toBeInTheDocument();
    expect(screen.getByText('Check the spelling.')).toBeInTheDocument();
    expect(screen.getByText(/Use fewer or more general words/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'browse the categories' })).toHaveAttribute('href', '/categories');
    expect(screen.queryByRole('link', { name: 'Clear the filters' })).not.toBeInTheDocument();
  });

  it('offers to clear the filters when they hide every match', async () => {
    mockApi({ [search]: ok(answer([])) });
    renderSearch('/search?q=galaxy&brand=Apple&inStock=true');
    expect(await screen.findByRole('heading', { name: 'No products match "galaxy"' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute('href', '/search?q=galaxy');
  });

  it('clearing the filters of a search of the words as typed keeps it as typed', async () => {
    mockApi({ [search]: ok(answer([])) });
    renderSearch('/search?q=galxy&exact=1&brand=Apple');
    expect(await screen.findByRole('heading', { name: 'No products match "galxy"' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute('href', '/search?q=galxy&exact=1');
  });

  it('without words, asks the shopper to type some and calls nothing', () => {
    const api = mockApi({});
    renderSearch('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Type a product, brand or category in the search box to find it.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
