import { apiPaths, type DeliveryEstimate } from '@voltcart/contract';
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import ProductDetailsPage from '../../../app/pages/ProductDetailsPage';
import { fail, mockApi, ok, type RecordedCall } from '../../../test/api-mock';
import { fillIn } from '../../../test/fill-in';
import { makeAddress, makeProduct } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { DeliveryCheck } from './DeliveryCheck';

const KEY = 'voltcart.delivery-pincode';
afterEach(() => sessionStorage.clear());

/** The estimate the shop answers for each pincode. */
const ESTIMATES: Record<string, DeliveryEstimate> = {
  '560034': { pincode: '560034', serviceable: true, codAvailable: true, days: 2, minDays: 1, deliverBy: '2026-12-10' },
  '781001': { pincode: '781001', serviceable: true, codAvailable: false, days: 10, minDays: 7, deliverBy: '2026-12-19' },
  '744301': {
    pincode: '744301',
    serviceable: false,
    codAvailable: false,
    days: null,
    minDays: null,
    deliverBy: null,
    reason: "We don't deliver to 744301 yet.",
  },
};
const estimate = (call: RecordedCall) => {
  const pincode = new URL(call.url, 'http://localhost').searchParams.get('pincode') ?? '';
  return ESTIMATES[pincode] ? ok(ESTIMATES[pincode]) : fail(400, 'PIN code is 6 digits and does not start with 0');
};
const estimateCalls = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('GET', apiPaths.delivery.estimate).map((call) => new URL(call.url, 'http://localhost').searchParams.get('pincode'));

async function check(user: ReturnType<typeof renderWithProviders>['user'], pincode: string) {
  const field = screen.getByLabelText('Deliver to');
  await user.clear(field);
  await fillIn(user, field, pincode);
  await user.click(screen.getByRole('button', { name: 'Check' }));
}

describe('Deliver to [pincode] Check', () => {
  it('answers the promised day and that cash on delivery is taken, and keeps the pincode for the visit', async () => {
    const api = mockApi({ [`GET ${apiPaths.delivery.estimate}`]: estimate });
    const { user } = renderWithProviders(<DeliveryCheck signedIn={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Enter a PIN code to see when it arrives.');
    await check(user, '560034');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Delivery by Thu, 10 Dec · Cash on delivery available'),
    );
    expect(estimateCalls(api)).toEqual(['560034']);
    expect(sessionStorage.getItem(KEY)).toBe('560034');
  });

  it('says when cash on delivery is not taken there, and when the shop does not deliver there', async () => {
    mockApi({ [`GET ${apiPaths.delivery.estimate}`]: estimate });
    const { user } = renderWithProviders(<DeliveryCheck signedIn={false} />);
    await check(user, '781001');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Delivery by Sat, 19 Dec · Cash on delivery not available'),
    );
    await check(user, '744301');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent("We don't deliver to 744301 yet"));
    expect(screen.getByRole('status')).not.toHaveTextContent('Cash on delivery');
  });

  it('catches a pincode that is not 6 digits before asking, under the field', async () => {
    const api = mockApi({ [`GET ${apiPaths.delivery.estimate}`]: estimate });
    const { user } = renderWithProviders(<DeliveryCheck signedIn={false} />);
    await check(user, '5600');
    const field = screen.getByLabelText('Deliver to');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('PIN code is 6 digits and does not start with 0');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(field).toHaveAccessibleDescription('Enter the PIN code');
    expect(estimateCalls(api)).toEqual([]);
  });

  it("shows the shop's words when the check fails", async () => {
    mockApi({ [`GET ${apiPaths.delivery.estimate}`]: fail(503, 'The shop is busy. Please try again in a moment.') });
    const { user } = renderWithProviders(<DeliveryCheck signedIn={false} />);
    await check(user, '560034');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The shop is busy. Please try again in a moment.'));
  });

  it('checks the pincode kept for the visit once mounted, the server-rendered first render having none', async () => {
    sessionStorage.setItem(KEY, '781001');
    const html = renderToString(<DeliveryCheck signedIn={false} />);
    expect(html).toContain('value=""');
    expect(html).not.toContain('781001');

    const api = mockApi({ [`GET ${apiPaths.delivery.estimate}`]: estimate });
    renderWithProviders(<DeliveryCheck signedIn />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Delivery by Sat, 19 Dec'));
    expect(screen.getByLabelText('Deliver to')).toHaveValue('781001');
    // The kept pincode comes first: the address book is not asked.
    expect(api.callsTo('GET', apiPaths.address.list)).toEqual([]);
    expect(estimateCalls(api)).toEqual(['781001']);
  });

  it("starts a signed-in shopper from their default address's pincode", async () => {
    const api = mockApi({
      [`GET ${apiPaths.delivery.estimate}`]: estimate,
      [`GET ${apiPaths.address.list}`]: ok([
        makeAddress({ pincode: '560034', isDefault: true }),
        makeAddress({ pincode: '781001', isDefault: false }),
      ]),
    });
    renderWithProviders(<DeliveryCheck signedIn />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Delivery by Thu, 10 Dec'));
    expect(screen.getByLabelText('Deliver to')).toHaveValue('560034');
    expect(estimateCalls(api)).toEqual(['560034']);
  });

  it('sits in the product page, under the buy buttons', async () => {
    const product = makeProduct({ productName: 'Pocket speaker', productStock: 5 });
    mockApi({
      [`GET ${apiPaths.catalog.productById(product._id)}`]: ok(product),
      [`GET ${apiPaths.comments.list(product._id)}`]: ok([]),
      [`GET ${apiPaths.reviews.list(product._id)}`]: ok({
        average: 0,
        count: 0,
        perStar: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
        reviews: [],
        page: 1,
        pages: 0,
        myReview: null,
      }),
      [`GET ${apiPaths.delivery.estimate}`]: estimate,
    });
    const { user } = renderWithProviders(<ProductDetailsPage />, { route: `/product/${product._id}`, path: '/product/:id' });
    expect(await screen.findByRole('heading', { name: 'Pocket speaker' })).toBeInTheDocument();
    await check(user, '560034');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Delivery by Thu, 10 Dec'));
  });
});
