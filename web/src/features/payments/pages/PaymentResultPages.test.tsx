import { apiPaths } from '@voltcart/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { makeOrder, makeUser } from '../../../test/fixtures';
import { renderWithProviders, signedIn } from '../../../test/render';
import { cartInitialState } from '../../cart/slice';
import { PaymentFailedPage, PaymentSuccessPage } from './PaymentResultPages';

describe('payment result pages', () => {
  it("success links to the orders and refreshes a signed-in shopper's cart badge", async () => {
    mockApi({ [`GET ${apiPaths.cart.count}`]: ok(0) });
    const { store } = renderWithProviders(<PaymentSuccessPage />, {
      preloadedState: { ...signedIn(makeUser()), cart: { ...cartInitialState, count: 3 } },
    });
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/order');
    await screen.findByRole('heading', { name: 'Payment Successful' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().cart.count).toBe(0);
  });

  it('names the order the status page saw paid, and says what happens next', async () => {
    const older = makeOrder({ _id: '0190a000-0000-7000-8000-0000000000a1', orderId: 'VC-0007', status: 'Pending' });
    const paid = makeOrder({ _id: '0190a000-0000-7000-8000-0000000000a2', orderId: 'VC-0008', status: 'Pending' });
    mockApi({ [`GET ${apiPaths.cart.count}`]: ok(0), [`GET ${apiPaths.orders.mine}`]: ok([older, paid]) });
    renderWithProviders(<PaymentSuccessPage />, {
      preloadedState: signedIn(makeUser()),
      route: { pathname: '/payment-success', state: { paidOrderId: paid._id } },
      path: '/payment-success',
    });
    expect(await screen.findByTestId('paid-order')).toHaveTextContent(
      'Order #VC-0008 is paid. We email you when it ships, and you can cancel it from Your Orders until then.',
    );
  });

  it('landing straight from the provider, names the newest paid order; signed out, asks for no orders', async () => {
    const cancelled = makeOrder({ orderId: 'VC-0010', status: 'Refunded' });
    const paid = makeOrder({ orderId: 'VC-0009', status: 'Pending' });
    mockApi({ [`GET ${apiPaths.cart.count}`]: ok(0), [`GET ${apiPaths.orders.mine}`]: ok([cancelled, paid]) });
    const { unmount } = renderWithProviders(<PaymentSuccessPage />, { preloadedState: signedIn(makeUser()) });
    expect(await screen.findByTestId('paid-order')).toHaveTextContent('Order #VC-0009 is paid.');
    unmount();

    const api = mockApi({});
    renderWithProviders(<PaymentSuccessPage />);
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.queryByTestId('paid-order')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('failure explains and links back to the cart and the orders', () => {
    renderWithProviders(<PaymentFailedPage />);
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText(/We couldn't process your payment. Please try again./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/order');
  });
});
