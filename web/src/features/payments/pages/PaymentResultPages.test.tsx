import { apiPaths } from '@voltcart/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
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

  it('failure explains and links back to the cart and the orders', () => {
    renderWithProviders(<PaymentFailedPage />);
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText(/We couldn't process your payment. Please try again./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/order');
  });
});
