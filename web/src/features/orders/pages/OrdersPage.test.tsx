import { apiPaths } from '@voltcart/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { makeOrder, makeUser } from '../../../test/fixtures';
import { RequireUser } from '../../../app/guards';
import { renderWithProviders, signedIn } from '../../../test/render';
import { OrdersPage } from './OrdersPage';

const ordersRoute = { route: '/order', path: '/order', preloadedState: signedIn(makeUser()) };

describe('OrdersPage', () => {
  it('shows each order with its status, items, total and payment', async () => {
    const delivered = makeOrder({ orderId: 'VC-0002', status: 'Delivered', paymentMethod: 'Card', transactionId: 'T-CARD-1' });
    const failed = makeOrder({ orderId: 'VC-0001', status: 'Payment failed', transactionId: null, merchantTransactionId: 'MT-F' });
    mockApi({ [`GET ${apiPaths.orders.mine}`]: ok([delivered, failed]) });
    renderWithProviders(<RequireUser>
        <OrdersPage />
      </RequireUser>, ordersRoute);
    expect(await screen.findByRole('heading', { name: 'Your Orders' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('heading')).toHaveTextContent('Order #VC-0002');
    expect(within(first!).getByText('Delivered')).toHaveClass('bg-green-100');
    const row = within(first!).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: delivered.items[0]!.productId.productName })).toBeInTheDocument();
    expect(row).toHaveTextContent('2');
    expect(row).toHaveTextContent('₹8,995.00');
    expect(row).toHaveTextContent('₹17,990.00');
    expect(first).toHaveTextContent('Total amount ₹17,990.00');
    expect(first).toHaveTextContent('Payment method:Card');
    expect(first).toHaveTextContent('Transaction ID:T-CARD-1');
    expect(first).toHaveTextContent(/Placed on \d{1,2} Feb 2026/);
    expect(within(second!).getByText('Payment failed')).toHaveClass('bg-red-100');
    expect(second).toHaveTextContent('Transaction ID:MT-F');
  });

  it('offers the tax invoice of a paid order as a download link, and none before payment', async () => {
    const paid = makeOrder({ orderId: 'VC-0003', status: 'Pending', invoiceNumber: 'VC/2026-27/000042' });
    const unpaid = makeOrder({ orderId: 'VC-0004', status: 'Payment pending', paymentState: 'PENDING' });
    mockApi({ [`GET ${apiPaths.orders.mine}`]: ok([paid, unpaid]) });
    renderWithProviders(<RequireUser>
        <OrdersPage />
      </RequireUser>, ordersRoute);
    const [first, second] = await screen.findAllByRole('article');
    const link = within(first!).getByRole('link', { name: 'Download invoice VC/2026-27/000042 for order VC-0003' });
    expect(link).toHaveAttribute('href', apiPaths.orders.invoice(paid._id));
    expect(link).toHaveAttribute('download');
    expect(within(second!).queryByRole('link', { name: /Download invoice/ })).not.toBeInTheDocument();
  });

  it('shows the empty state with Shop Now', async () => {
    mockApi({ [`GET ${apiPaths.orders.mine}`]: ok([]) });
    renderWithProviders(<RequireUser>
        <OrdersPage />
      </RequireUser>, ordersRoute);
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/categories');
  });

  it('shows the error', async () => {
    mockApi({ [`GET ${apiPaths.orders.mine}`]: fail(503, 'Database unavailable') });
    renderWithProviders(<RequireUser>
        <OrdersPage />
      </RequireUser>, ordersRoute);
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to log in', async () => {
    mockApi({});
    renderWithProviders(<RequireUser>
        <OrdersPage />
      </RequireUser>, { route: '/order', path: '/order' });
    expect(await screen.findByText('Please login to continue')).toBeInTheDocument();
  });
});
