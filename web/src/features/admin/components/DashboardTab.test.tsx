import { apiPaths } from '@voltcart/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type MockReply } from '../../../test/api-mock';
import { makeProduct, makeUser } from '../../../test/fixtures';
import { renderWithProviders, signedIn } from '../../../test/render';
import { DashboardTab } from './DashboardTab';

const admin = signedIn(makeUser({ role: 'admin' }));

function never(): Promise<MockReply> {
  return new Promise(() => {});
}

describe('admin dashboard', () => {
  it('shows Loading... in every card and three placeholder rows while the figures load', () => {
    mockApi({
      [`GET ${apiPaths.auth.totalUsers}`]: never,
      [`GET ${apiPaths.catalog.totalProducts}`]: never,
      [`GET ${apiPaths.orders.overallTotal}`]: never,
      [`GET ${apiPaths.orders.totalAmount}`]: never,
      [`GET ${apiPaths.orders.topSelling}`]: never,
    });
    renderWithProviders(<DashboardTab />, { preloadedState: admin });
    // The four totals and the abandoned carts' two counts.
    expect(screen.getAllByText('Loading...')).toHaveLength(6);
    expect(screen.getAllByTestId('top-selling-skeleton')).toHaveLength(3);
  });

  it('shows the totals and the top sellers once they arrive', async () => {
    const product = makeProduct({ productName: 'Sony WH-1000XM5', productBrand: 'Sony', productCategory: 'Earphones' });
    mockApi({
      [`GET ${apiPaths.auth.totalUsers}`]: ok(1234),
      [`GET ${apiPaths.catalog.totalProducts}`]: ok(108),
      [`GET ${apiPaths.orders.overallTotal}`]: ok(57),
      [`GET ${apiPaths.orders.totalAmount}`]: ok(149999.5),
      [`GET ${apiPaths.orders.topSelling}`]: ok([{ _id: product._id, totalQuantity: 9, productDetails: [product] }]),
    });
    renderWithProviders(<DashboardTab />, { preloadedState: admin });
    const card = (label: string) => screen.getByText(label).closest('div')!;
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(within(card('Total Users')).getByText('1,234')).toBeInTheDocument();
    expect(within(card('Total Products')).getByText('108')).toBeInTheDocument();
    expect(within(card('Total Orders')).getByText('57')).toBeInTheDocument();
    expect(within(card('Total Revenue')).getByText('₹1,49,999.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sony WH-1000XM5' })).toBeInTheDocument();
    expect(screen.getByText('9 sold')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('says so when no product has sold yet', async () => {
    mockApi({
      [`GET ${apiPaths.auth.totalUsers}`]: ok(1),
      [`GET ${apiPaths.catalog.totalProducts}`]: ok(0),
      [`GET ${apiPaths.orders.overallTotal}`]: ok(0),
      [`GET ${apiPaths.orders.totalAmount}`]: ok(0),
      [`GET ${apiPaths.orders.topSelling}`]: ok([]),
    });
    renderWithProviders(<DashboardTab />, { preloadedState: admin });
    expect(await screen.findByText('No top selling products available.')).toBeInTheDocument();
    expect(screen.getByText('₹0.00')).toBeInTheDocument();
  });

  it('shows N/A and the spec message when a figure cannot be fetched, and recovers on Try again', async () => {
    let attempts = 0;
    mockApi({
      [`GET ${apiPaths.auth.totalUsers}`]: ok(5),
      [`GET ${apiPaths.catalog.totalProducts}`]: ok(108),
      [`GET ${apiPaths.orders.overallTotal}`]: () => (++attempts === 1 ? fail(500, 'Database unavailable') : ok(2)),
      [`GET ${apiPaths.orders.totalAmount}`]: ok(10),
      [`GET ${apiPaths.orders.topSelling}`]: ok([]),
    });
    const { user } = renderWithProviders(<DashboardTab />, { preloadedState: admin });
    expect(await screen.findByText('Failed to fetch dashboard data. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByText('N/A')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('108')).toBeInTheDocument();
    expect(screen.queryByText('N/A')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch dashboard data. Please try again.')).not.toBeInTheDocument();
  });

  it('lists the products low on stock, fewest first, to restock', async () => {
    mockApi({
      [`GET ${apiPaths.auth.totalUsers}`]: ok(1),
      [`GET ${apiPaths.catalog.totalProducts}`]: ok(3),
      [`GET ${apiPaths.orders.overallTotal}`]: ok(0),
      [`GET ${apiPaths.orders.totalAmount}`]: ok(0),
      [`GET ${apiPaths.orders.topSelling}`]: ok([]),
      [`POST ${apiPaths.catalog.products}`]: ok([
        makeProduct({ productName: 'Plenty Printer', productStock: 30 }),
        makeProduct({ productName: 'Three Printer', productStock: 3 }),
        makeProduct({ productName: 'Sold-out Printer', productStock: 0 }),
      ]),
    });
    renderWithProviders(<DashboardTab />, { preloadedState: admin });
    const list = await screen.findByRole('list', { name: 'Low-stock products' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Sold-out Printer', 'Three Printer']);
    expect(within(rows[0]!).getByText('Out of stock')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Only 3 left')).toBeInTheDocument();
  });
});
