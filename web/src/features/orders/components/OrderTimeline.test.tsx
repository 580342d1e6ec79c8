import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { OrderCard } from './OrderCard';

const shipped = makeOrder({
  status: 'Delivered',
  shipment: {
    courier: 'bluedart',
    courierName: 'Blue Dart',
    awb: '12345678901',
    trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=12345678901',
    shippedAt: '2026-12-02T09:00:00.000Z',
  },
  timeline: [
    { kind: 'placed', at: '2026-12-01T09:00:00.000Z' },
    { kind: 'paid', at: '2026-12-01T09:01:00.000Z' },
    { kind: 'shipped', at: '2026-12-02T09:00:00.000Z', detail: 'Blue Dart, AWB 12345678901' },
    { kind: 'out_for_delivery', at: '2026-12-03T08:00:00.000Z' },
    { kind: 'delivered', at: '2026-12-03T12:00:00.000Z' },
  ],
});

describe("the order's timeline", () => {
  it('lists each step in order, the shipped one with its courier, AWB and tracking link in a new tab', () => {
    renderWithProviders(<OrderCard order={shipped} />);
    const timeline = screen.getByRole('region', { name: 'Order timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Order placed',
      'Payment received',
      'Shipped: Blue Dart, AWB 12345678901',
      'Out for delivery',
      'Delivered',
    ]);
    const link = within(timeline).getByRole('link', { name: /Track with Blue Dart/ });
    expect(link).toHaveAttribute('href', 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=12345678901');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Track with Blue Dart (AWB 12345678901, opens in a new tab)');
  });

  it('shows a refund step with its words, and no tracking link for an order shipped without one', () => {
    renderWithProviders(
      <OrderCard
        order={makeOrder({
          status: 'Refunded',
          timeline: [
            { kind: 'placed', at: '2026-12-01T09:00:00.000Z' },
            { kind: 'cancelled', at: '2026-12-01T10:00:00.000Z' },
            { kind: 'refund', at: '2026-12-01T11:00:00.000Z', detail: 'Refunded ₹1,299.00' },
          ],
        })}
      />,
    );
    const timeline = screen.getByRole('region', { name: 'Order timeline' });
    expect(timeline).toHaveTextContent('Refund: Refunded ₹1,299.00');
    expect(within(timeline).queryByRole('link')).toBeNull();
  });
});
