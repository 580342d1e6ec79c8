import { apiPaths, firstPageCalls } from '@voltcart/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { makeProduct } from '../../test/fixtures';
import { removePageAnswers, writeAnswerIntoPage } from '../../test/page-answers';
import { renderWithProviders } from '../../test/render';
import CategoryListingPage from './CategoryListingPage';

const renderAt = (route: string) => renderWithProviders(<CategoryListingPage />, { route, path: '/category/:categoryName' });

describe('CategoryListingPage', () => {
  afterEach(removePageAnswers);

  it('shows a known category with the title the server writes', async () => {
    const item = makeProduct({ productName: 'Some mouse' });
    mockApi({
      [`GET ${apiPaths.catalog.search}`]: ok({
        items: [item],
        total: 1,
        facets: { brands: [], price: { min: item.salesPrice, max: item.salesPrice } },
      }),
    });
    renderAt('/category/tvs,Mouse');
    expect(await screen.findByText('Showing 1 products')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mouse, TV' })).toBeInTheDocument();
    expect(document.title).toBe('Mouse, TV · Voltcart');
  });

  it("puts the catalogue's Add to cart on each card, disabled on a product that is out of stock", async () => {
    const items = [
      makeProduct({ productName: 'Cheap mouse', productStock: 2 }),
      makeProduct({ productName: 'Dear mouse', productStock: 0 }),
    ];
    mockApi({ [`GET ${apiPaths.catalog.search}`]: ok({ items, total: 2, facets: { brands: [], price: null } }) });
    renderAt('/category/Mouse');
    const soldOut = await screen.findByRole('button', { name: 'Add Dear mouse to cart' });
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveAccessibleDescription('Out of stock');
    expect(screen.getByRole('button', { name: 'Add Cheap mouse to cart' })).toBeEnabled();
  });

  it('shows the 404 page for an address that names no category, and asks the server nothing', async () => {
    const api = mockApi({});
    renderAt('/category/Spaceships');
    expect(await screen.findByRole('heading', { name: '404 — Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Voltcart');
    expect(api.callsTo('GET', apiPaths.catalog.search)).toEqual([]);
  });

  it('shows page 1 from the answer written into the page at its first render, asks nothing, and asks again on the next visit', async () => {
    const written = makeProduct({ productName: 'Written phone' });
    const asked = makeProduct({ productName: 'Asked phone' });
    const answerOf = (item: typeof written) =>
      ok({ items: [item], total: 1, facets: { brands: [], price: { min: item.salesPrice, max: item.salesPrice } } });
    writeAnswerIntoPage(firstPageCalls.category(['Mobiles']), answerOf(written).body);
    const api = mockApi({ [`GET ${apiPaths.catalog.search}`]: answerOf(asked) });

    const first = renderAt('/category/Mobiles');
    expect(screen.getByRole('link', { name: 'Written phone' })).toBeInTheDocument();
    expect(api.callsTo('GET', apiPaths.catalog.search)).toEqual([]);
    first.unmount();

    renderAt('/category/Mobiles');
    expect(await screen.findByRole('link', { name: 'Asked phone' })).toBeInTheDocument();
    expect(api.callsTo('GET', apiPaths.catalog.search)).toHaveLength(1);
  });

  it('draws every card of the written answer with the page', () => {
    const items = Array.from({ length: 5 }, (_, index) => makeProduct({ productName: `Phone ${index + 1}` }));
    writeAnswerIntoPage(firstPageCalls.category(['Mobiles']), ok({ items, total: 5, facets: { brands: [], price: null } }).body);
    mockApi({});
    renderAt('/category/Mobiles');
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('link').textContent)).toEqual(
      items.map((item) => item.productName),
    );
  });

  it('asks the server when the written answer is for another call (filters in the address)', async () => {
    const item = makeProduct({ productName: 'Filtered phone' });
    writeAnswerIntoPage(
      firstPageCalls.category(['Mobiles']),
      ok({ items: [makeProduct({ productName: 'Unfiltered phone' })], total: 1, facets: { brands: [], price: null } }).body,
    );
    const api = mockApi({
      [`GET ${apiPaths.catalog.search}`]: ok({
        items: [item],
        total: 1,
        facets: { brands: ['Testbrand'], price: { min: item.salesPrice, max: item.salesPrice } },
      }),
    });
    renderAt('/category/Mobiles?brand=Testbrand');
    expect(await screen.findByRole('link', { name: 'Filtered phone' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Unfiltered phone' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', apiPaths.catalog.search)).toHaveLength(1);
  });
});
