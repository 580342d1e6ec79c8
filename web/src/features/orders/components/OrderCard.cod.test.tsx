import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { OrderCard } from './OrderCard';

const cod = (overrides: Parameters<typeof makeOrder>[0]) =>
  makeOrder({
    paymentMethod: 'Cash on delivery',
    paymentState: 'PENDING',
    merchantTransactionId: '',
    transactionId: null,
    totalAmount: 18039,
    cod: { fee: 49, cashCollected: false },
    ...overrides,
  });

describe('a cash-on-delivery order on the orders page', () => {
  it('says Cash on delivery, the cash to pay and the fee, with no transaction id', () => {
    renderWithProviders(<OrderCard order={cod({ status: 'Pending' })} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Payment method:Cash on delivery');
    expect(within(card).getByTestId('order-cash')).toHaveTextContent('Cash to pay on delivery:₹18,039.00');
    expect(card).toHaveTextContent('Cash on delivery fee: ₹49.00');
    expect(card).not.toHaveTextContent('Transaction ID');
    expect(card).toHaveTextContent('pay ₹18,039.00 when it arrives');
    expect(within(card).getByRole('button', { name: /Cancel order/ })).toBeInTheDocument();
  });

  it('awaiting confirmation, links to the code form and may be cancelled', () => {
    renderWithProviders(<OrderCard order={cod({ status: 'Awaiting confirmation' })} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Enter your code' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/order\/placed\//),
    );
    expect(within(card).getByRole('button', { name: /Cancel order/ })).toBeInTheDocument();
  });

  it('once delivered, says the cash was collected', () => {
    renderWithProviders(
      <OrderCard order={cod({ status: 'Delivered', paymentState: 'COMPLETED', cod: { fee: 49, cashCollected: true } })} />,
    );
    expect(screen.getByTestId('order-cash')).toHaveTextContent('Cash collected:₹18,039.00');
  });
});
