import { apiPaths } from '@voltcart/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { makeProduct } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import CategoryListingPage from './CategoryListingPage';

const renderAt = (route: string) => renderWithProviders(<CategoryListingPage />, { route, path: '/category/:categoryName' });

describe('CategoryListingPage', () => {
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

  it('shows the 404 page for an address that names no category, and asks the server nothing', async () => {
    const api = mockApi({});
    renderAt('/category/Spaceships');
    expect(await screen.findByRole('heading', { name: '404 — Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Voltcart');
    expect(api.callsTo('GET', apiPaths.catalog.search)).toEqual([]);
  });
});
