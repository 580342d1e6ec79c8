import { apiPaths } from '@voltcart/contract';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { STATUS_POLL } from '../use-payment-status';
import { PaymentStatusPage, STATUS_REDIRECT_DELAY_MS } from './PaymentStatusPage';

const status = (state: 'PENDING' | 'COMPLETED' | 'FAILED') => ({
  status: 200,
  body: {
    ...(ok({ merchantTransactionId: 'MT1', orderId: 'VC-1', state, amount: 999 }).body as object),
    success: state === 'COMPLETED',
  },
});

const renderStatus = (route = '/status/MT1') =>
  renderWithProviders(<PaymentStatusPage />, {
    route,
    path: route.startsWith('/status/') ? '/status/:merchantTransactionId' : '/status',
  });

/** Lets pending fetches and their state updates settle under fake timers. */
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

describe('PaymentStatusPage', () => {
  it('checks, shows success, then goes to the success page after 2 s', async () => {
    vi.useFakeTimers();
    mockApi({ [`GET ${apiPaths.payment.status('MT1')}`]: status('COMPLETED'), [`GET ${apiPaths.cart.count}`]: ok(0) });
    const { router } = renderStatus();
    expect(screen.getByRole('heading', { name: 'Checking payment status...' })).toBeInTheDocument();
    await flush();
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(STATUS_REDIRECT_DELAY_MS - 100));
    expect(router.state.location.pathname).toBe('/status/MT1');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/payment-success');
  });

  it('shows a failure, then goes to the failure page', async () => {
    vi.useFakeTimers();
    mockApi({ [`GET ${apiPaths.payment.status('MT1')}`]: status('FAILED') });
    const { router } = renderStatus();
    await flush();
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't process your payment. Please try again.")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(STATUS_REDIRECT_DELAY_MS));
    expect(router.state.location.pathname).toBe('/payment-failed');
  });

  it('asks again while the payment is pending, and reads ?transactionId=', async () => {
    vi.useFakeTimers();
    let asked = 0;
    const api = mockApi({
      [`GET ${apiPaths.payment.status('MT1')}`]: () => (++asked < 3 ? status('PENDING') : status('COMPLETED')),
    });
    renderStatus('/status?transactionId=MT1');
    await flush();
    expect(screen.getByRole('heading', { name: 'Checking payment status...' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL.intervalMs * 2));
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(api.callsTo('GET', apiPaths.payment.status('MT1'))).toHaveLength(3);
  });

  it('stops asking after a while and offers to check again', async () => {
    vi.useFakeTimers();
    mockApi({ [`GET ${apiPaths.payment.status('MT1')}`]: status('PENDING') });
    renderStatus();
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL.intervalMs * STATUS_POLL.attempts));
    expect(screen.getByRole('heading', { name: 'Payment is still processing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it('shows the error state without a transaction id', () => {
    const api = mockApi({});
    renderStatus('/status');
    expect(screen.getByRole('heading', { name: 'Error Checking Payment' })).toBeInTheDocument();
    expect(screen.getByText('Invalid or missing transaction ID')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Cart' })).toHaveAttribute('href', '/cart');
    expect(api.calls).toEqual([]);
  });

  it('shows the error state for an unknown transaction', async () => {
    mockApi({ [`GET ${apiPaths.payment.status('NOPE')}`]: fail(404, 'Payment not found') });
    renderStatus('/status/NOPE');
    expect(await screen.findByRole('heading', { name: 'Error Checking Payment' })).toBeInTheDocument();
    expect(screen.getByText('Invalid or missing transaction ID')).toBeInTheDocument();
  });
});
