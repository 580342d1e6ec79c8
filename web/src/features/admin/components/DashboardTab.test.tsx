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
      'GET /api/auth/total-users': never,
      'GET /api/product/total-products': never,
      'GET /api/order/overAllOrders': never,
      'GET /api/order/total-amount': never,
      'GET /api/order/top-selling-products': never,
    });
    renderWithProviders(<DashboardTab />, { preloadedState: admin });
    expect(screen.getAllByText('Loading...')).toHaveLength(4);
    expect(screen.getAllByTestId('top-selling-skeleton')).toHaveLength(3);
  });

  it('shows the totals and the top sellers once they arrive', async () => {
    const product = makeProduct({ productName: 'Sony WH-1000XM5', productBrand: 'Sony', productCategory: 'Earphones' });
    mockApi({
      'GET /api/auth/total-users': ok(1234),
      'GET /api/product/total-products': ok(108),
      'GET /api/order/overAllOrders': ok(57),
      'GET /api/order/total-amount': ok(149999.5),
      'GET /api/order/top-selling-products': ok([{ _id: product._id, totalQuantity: 9, productDetails: [product] }]),
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
      'GET /api/auth/total-users': ok(1),
      'GET /api/product/total-products': ok(0),
      'GET /api/order/overAllOrders': ok(0),
      'GET /api/order/total-amount': ok(0),
      'GET /api/order/top-selling-products': ok([]),
    });
    renderWithProviders(<DashboardTab />, { preloadedState: admin });
    expect(await screen.findByText('No top selling products available.')).toBeInTheDocument();
    expect(screen.getByText('₹0.00')).toBeInTheDocument();
  });

  it('shows N/A and the spec message when a figure cannot be fetched, and recovers on Try again', async () => {
    let attempts = 0;
    mockApi({
      'GET /api/auth/total-users': ok(5),
      'GET /api/product/total-products': ok(108),
      'GET /api/order/overAllOrders': () => (++attempts === 1 ? fail(500, 'Database unavailable') : ok(2)),
      'GET /api/order/total-amount': ok(10),
      'GET /api/order/top-selling-products': ok([]),
    });
    const { user } = renderWithProviders(<DashboardTab />, { preloadedState: admin });
    expect(await screen.findByText('Failed to fetch dashboard data. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByText('N/A')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('108')).toBeInTheDocument();
    expect(screen.queryByText('N/A')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch dashboard data. Please try again.')).not.toBeInTheDocument();
  });
});
