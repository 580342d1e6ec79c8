import { apiPaths } from '@voltcart/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProductDetailsPage from '../../../app/pages/ProductDetailsPage';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { makeProduct, makeUser } from '../../../test/fixtures';
import { renderWithProviders, signedIn } from '../../../test/render';
import { fillIn } from '../../../test/fill-in';

const soldOut = makeProduct({ productName: 'Sold-out soundbar', productStock: 0 });
const inStock = makeProduct({ productName: 'Stocked soundbar', productStock: 4 });
const pageOf = (id: string) => ({ route: `/product/${id}`, path: '/product/:id' });
const answers = (product: typeof soldOut) => ({
  [`GET ${apiPaths.catalog.productById(product._id)}`]: ok(product),
  [`GET ${apiPaths.comments.list(product._id)}`]: ok([]),
  // The page's reviews, none yet (their section stays out of the alert's way).
  [`GET ${apiPaths.reviews.list(product._id)}`]: ok({
    average: 0,
    count: 0,
    perStar: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    reviews: [],
    page: 1,
    pages: 0,
    myReview: null,
  }),
});
const notifyMe = `POST ${apiPaths.stockAlerts.subscribe}`;

describe("Notify me when it's back", () => {
  it('a guest gives an email; a malformed one is caught before sending, then the request is confirmed in place', async () => {
    const api = mockApi({ ...answers(soldOut), [notifyMe]: ok({ productId: soldOut._id, email: 'guest@example.com' }) });
    const { user } = renderWithProviders(<ProductDetailsPage />, pageOf(soldOut._id));
    expect(await screen.findByRole('heading', { name: "Notify me when it's back" })).toBeInTheDocument();

    const email = screen.getByLabelText('Email for the back-in-stock alert');
    await fillIn(user, email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', apiPaths.stockAlerts.subscribe)).toEqual([]);

    await user.clear(email);
    await fillIn(user, email, 'guest@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(
      await screen.findByText("Done! We'll email guest@example.com once when Sold-out soundbar is back in stock."),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.stockAlerts.subscribe).map((call) => call.json)).toEqual([
      { productId: soldOut._id, email: 'guest@example.com' },
    ]);
    expect(screen.queryByLabelText('Email for the back-in-stock alert')).not.toBeInTheDocument();
  });

  it("a signed-in shopper asks with one click, for their account's address", async () => {
    const shopper = makeUser({ email: 'asha@example.com' });
    const api = mockApi({ ...answers(soldOut), [notifyMe]: ok({ productId: soldOut._id, email: 'asha@example.com' }) });
    const { user } = renderWithProviders(<ProductDetailsPage />, { ...pageOf(soldOut._id), preloadedState: signedIn(shopper) });
    expect(await screen.findByText("We'll send one email to asha@example.com when it's in stock again.")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /email/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Notify me when it's back" }));
    expect(
      await screen.findByText("Done! We'll email asha@example.com once when Sold-out soundbar is back in stock."),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.stockAlerts.subscribe).map((call) => call.json)).toEqual([{ productId: soldOut._id }]);
  });

  it("shows the server's refusal and lets the shopper try again", async () => {
    mockApi({ ...answers(soldOut), [notifyMe]: fail(409, 'Sold-out soundbar is in stock — you can buy it now') });
    const { user } = renderWithProviders(<ProductDetailsPage />, pageOf(soldOut._id));
    await fillIn(user, await screen.findByLabelText('Email for the back-in-stock alert'), 'guest@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sold-out soundbar is in stock — you can buy it now');
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeEnabled();
  });

  it('is not offered on a product in stock', async () => {
    mockApi(answers(inStock));
    renderWithProviders(<ProductDetailsPage />, pageOf(inStock._id));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stocked soundbar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Notify me when it's back" })).not.toBeInTheDocument();
  });

  it("arriving from a card's bell puts the keyboard on the email field", async () => {
    mockApi(answers(soldOut));
    renderWithProviders(<ProductDetailsPage />, { route: `/product/${soldOut._id}#notify-me`, path: '/product/:id' });
    const email = await screen.findByLabelText('Email for the back-in-stock alert');
    expect(email).toHaveFocus();
  });
});
