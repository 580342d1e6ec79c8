import { apiPaths } from '@voltcart/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { makeProduct } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CategoryPage } from './CategoryPage';

const renderCategory = (route = '/category/Mouse') => renderWithProviders(<CategoryPage />, { route, path: '/category/:categoryName' });
const names = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('CategoryPage', () => {
  const mid = makeProduct({ productName: 'Mid mouse', salesPrice: 1500, productPrice: 2000 });
  const cheap = makeProduct({ productName: 'Cheap mouse', salesPrice: 499, productPrice: 799 });
  const dear = makeProduct({ productName: 'Dear mouse', salesPrice: 8995, productPrice: 10995, productImage: [] });

  it('loads, then shows the count and the cards', async () => {
    mockApi({ [`GET ${apiPaths.catalog.byCategory('Mouse')}`]: ok([mid, cheap, dear]) });
    renderCategory();
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    expect(await screen.findByText('Showing 3 products')).toBeInTheDocument();
    expect(names()).toEqual(['Mid mouse', 'Cheap mouse', 'Dear mouse']);
    expect(screen.getByRole('link', { name: 'Cheap mouse' })).toHaveAttribute('href', `/product/${cheap._id}`);
    expect(screen.getAllByRole('button', { name: /^Add .* to cart$/ })).toHaveLength(3);
  });

  it('sorts by sales price', async () => {
    mockApi({ [`GET ${apiPaths.catalog.byCategory('Mouse')}`]: ok([mid, cheap, dear]) });
    const { user } = renderCategory();
    await screen.findByText('Showing 3 products');
    await user.selectOptions(screen.getByLabelText('Sort products'), 'Price: Low to High');
    expect(names()).toEqual(['Cheap mouse', 'Mid mouse', 'Dear mouse']);
    await user.selectOptions(screen.getByLabelText('Sort products'), 'Price: High to Low');
    expect(names()).toEqual(['Dear mouse', 'Mid mouse', 'Cheap mouse']);
    await user.selectOptions(screen.getByLabelText('Sort products'), 'Default');
    expect(names()).toEqual(['Mid mouse', 'Cheap mouse', 'Dear mouse']);
  });

  it('cuts descriptions at 100 characters and uses the placeholder for a product without images', async () => {
    const long = makeProduct({ productName: 'Wordy mouse', productDescription: 'x'.repeat(180), productImage: [] });
    mockApi({ [`GET ${apiPaths.catalog.byCategory('Mouse')}`]: ok([long]) });
    renderCategory();
    const card = (await screen.findByText('Showing 1 products')) && screen.getByRole('article');
    expect(within(card).getByText(`${'x'.repeat(100)}…`)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Wordy mouse' })).toHaveAttribute('src', '/product-placeholder.svg');
  });

  it('ticking a category rewrites the address to the comma-joined list', async () => {
    mockApi({ [`GET ${apiPaths.catalog.byCategory('Mouse')}`]: ok([cheap]) });
    const { user, router } = renderCategory();
    await screen.findByText('Showing 1 products');
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(sidebar).getByRole('checkbox', { name: 'Mouse' })).toBeChecked();
    await user.click(within(sidebar).getByRole('checkbox', { name: 'TV' }));
    expect(router.state.location.pathname).toBe('/category/Mouse,TV');
  });

  it('opens and closes the filter panel', async () => {
    mockApi({ [`GET ${apiPaths.catalog.byCategory('Mouse')}`]: ok([cheap]) });
    const { user } = renderCategory();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(12);
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
    mockApi({ [`GET ${apiPaths.catalog.byCategory('Mouse')}`]: ok([]) });
    renderCategory();
    expect(await screen.findByText('No products found. Try adjusting your filters!')).toBeInTheDocument();
  });

  it('shows the error', async () => {
    mockApi({ [`GET ${apiPaths.catalog.byCategory('Nope')}`]: fail(400, 'Unknown category "Nope"') });
    renderCategory('/category/Nope');
    expect(await screen.findByText('Oops! Unknown category "Nope"')).toBeInTheDocument();
  });

  it('labels each card with its stock and disables Add on a product that is out of stock', async () => {
    mockApi({
      [`GET ${apiPaths.catalog.byCategory('Mouse')}`]: ok([
        { ...mid, productStock: 40 },
        { ...cheap, productStock: 2 },
        { ...dear, productStock: 0 },
      ]),
    });
    renderCategory();
    const card = async (name: string) => (await screen.findByRole('link', { name })).closest('article')!;
    expect(within(await card('Mid mouse')).getByText('In stock')).toBeInTheDocument();
    expect(within(await card('Cheap mouse')).getByText('Only 2 left')).toBeInTheDocument();
    expect(within(await card('Dear mouse')).getByText('Out of stock', { selector: 'p' })).toBeInTheDocument();
    const soldOut = screen.getByRole('button', { name: 'Add Dear mouse to cart' });
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveAccessibleDescription('Out of stock');
    expect(screen.getByRole('button', { name: 'Add Cheap mouse to cart' })).toBeEnabled();
  });
});
