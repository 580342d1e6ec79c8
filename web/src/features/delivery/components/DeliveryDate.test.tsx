import { apiPaths } from '@voltcart/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { DeliveryDate } from './DeliveryDate';

describe("the cart's delivery date", () => {
  it('shows the promised day for the chosen address, and reads it again for another', async () => {
    mockApi({
      [`GET ${apiPaths.delivery.estimate}?pincode=560034`]: ok({
        pincode: '560034',
        serviceable: true,
        codAvailable: true,
        days: 2,
        deliverBy: '2026-12-10',
      }),
      [`GET ${apiPaths.delivery.estimate}?pincode=744301`]: ok({
        pincode: '744301',
        serviceable: false,
        codAvailable: false,
        days: null,
        deliverBy: null,
        reason: "We don't deliver to 744301 yet.",
      }),
    });
    const { rerender } = renderWithProviders(<DeliveryDate pincode="560034" />);
    expect(screen.getByRole('status')).toHaveTextContent('Working out the delivery date...');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Delivery by Thu, 10 Dec to 560034'));
    rerender(<DeliveryDate pincode="744301" />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent("We don't deliver to 744301 yet. Choose another address."),
    );
  });

  it('shows nothing without an address', () => {
    renderWithProviders(<DeliveryDate pincode={undefined} />);
    expect(screen.queryByTestId('delivery-date')).not.toBeInTheDocument();
  });
});
