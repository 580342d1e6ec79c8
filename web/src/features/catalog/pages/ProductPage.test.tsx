import { apiPaths } from '@voltcart/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { makeCartItem, makeComment, makeProduct, makeUser } from '../../../test/fixtures';
import { removePageAnswers, writeAnswerIntoPage } from '../../../test/page-answers';
import { renderWithProviders, signedIn } from '../../../test/render';
import ProductDetailsPage from '../../../app/pages/ProductDetailsPage';

const product = makeProduct({
  productName: 'Sony WH-1000XM5',
  productBrand: 'Sony',
  productPrice: 34990,
  salesPrice: 26990,
  productImage: ['/uploads/products/a.webp', '/uploads/products/b.webp', '/uploads/products/c.webp'],
});
const productRoute = { route: `/product/${product._id}`, path: '/product/:id' };
const byId = `GET ${apiPaths.catalog.productById(product._id)}`;
const comments = `GET ${apiPaths.comments.list(product._id)}`;
// The reviews call marks the caller's own votes, so no page carries it: the page always asks for it.
const reviewsPath = apiPaths.reviews.list(product._id);
const notReviews = (calls: { url: string }[]) => calls.filter((call) => !call.url.startsWith(reviewsPath));

describe('ProductPage', () => {
  it('shows the gallery, prices and details', async () => {
    mockApi({ [byId]: ok(product), [comments]: ok([]) });
    const { user } = renderWithProviders(<ProductDetailsPage />, productRoute);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sony WH-1000XM5' })).toBeInTheDocument();
    expect(screen.getByText('₹26,990.00')).toBeInTheDocument();
    expect(screen.getByText('₹34,990.00').tagName).toBe('S');
    expect(screen.getByText('-23%')).toBeInTheDocument();
    const main = screen.getByRole('img', { name: 'Sony WH-1000XM5, image 1 of 3' });
    expect(main).toHaveAttribute('srcset', expect.stringContaining('/uploads/products/a.webp 1200w'));
    await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(screen.getByRole('img', { name: 'Sony WH-1000XM5, image 3 of 3' })).toHaveAttribute('src', '/uploads/products/c.webp');
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Discussion (0)' })).toBeInTheDocument();
  });

  describe('opened with its product written into the page', () => {
    afterEach(removePageAnswers);

    it('shows the product at its first render, asking only for the discussion; a later visit asks for the product', async () => {
      writeAnswerIntoPage(apiPaths.catalog.productById(product._id), ok({ ...product, productName: 'Written headphones' }).body);
      const api = mockApi({ [byId]: ok(product), [comments]: ok([]) });
      const first = renderWithProviders(<ProductDetailsPage />, productRoute);
      // The first render: the product, no skeleton.
      expect(screen.getByRole('heading', { level: 1, name: 'Written headphones' })).toBeInTheDocument();
      expect(screen.getByText('₹26,990.00')).toBeInTheDocument();
      await waitFor(() => expect(notReviews(api.calls).map((call) => call.url)).toEqual([apiPaths.comments.list(product._id)]));
      // The store holds it as fetched (the cart and the tab title read it there).
      expect(first.store.getState().product).toMatchObject({
        status: 'succeeded',
        product: { productName: 'Written headphones' },
      });
      expect(document.title).toBe('Written headphones · Voltcart');
      first.unmount();

      renderWithProviders(<ProductDetailsPage />, productRoute);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sony WH-1000XM5' })).toBeInTheDocument();
      expect(api.calls.map((call) => call.url)).toContain(apiPaths.catalog.productById(product._id));
    });

    it('with its discussion written too, shows both at its first render and asks for neither (only for its reviews)', async () => {
      writeAnswerIntoPage(apiPaths.catalog.productById(product._id), ok(product).body);
      writeAnswerIntoPage(apiPaths.comments.list(product._id), ok([makeComment({ comment: 'Written comment' })]).body);
      const api = mockApi({});
      const { store } = renderWithProviders(<ProductDetailsPage />, productRoute);
      expect(screen.getByRole('heading', { level: 1, name: 'Sony WH-1000XM5' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Discussion (1)' })).toBeInTheDocument();
      expect(screen.getByText('Written comment')).toBeInTheDocument();
      await waitFor(() => expect(store.getState().comment).toMatchObject({ productId: product._id, status: 'succeeded' }));
      expect(store.getState().pageAnswers).toEqual({});
      expect(notReviews(api.calls)).toEqual([]);
    });

    it("opened with the API's 404 answer, shows the 404 page at its first render and asks for nothing", async () => {
      writeAnswerIntoPage(apiPaths.catalog.productById(product._id), fail(404, 'Product not found').body);
      const api = mockApi({});
      renderWithProviders(<ProductDetailsPage />, productRoute);
      expect(screen.getByRole('heading', { name: '404 — Page not found' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Page not found · Voltcart'));
      expect(api.calls).toEqual([]);
    });

    it("another product's written answer is not shown; the page asks for its own", async () => {
      const other = makeProduct({ productName: 'Other product' });
      writeAnswerIntoPage(apiPaths.catalog.productById(other._id), ok(other).body);
      mockApi({ [byId]: ok(product), [comments]: ok([]) });
      renderWithProviders(<ProductDetailsPage />, productRoute);
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'Sony WH-1000XM5' })).toBeInTheDocument();
      expect(screen.queryByText('Other product')).not.toBeInTheDocument();
    });
  });

  it('gives no comment count until the comments have loaded', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => {};
    const held = new Promise<ReturnType<typeof ok>>((resolve) => (answer = resolve));
    mockApi({ [byId]: ok(product), [comments]: () => held });
    renderWithProviders(<ProductDetailsPage />, productRoute);
    expect(await screen.findByText('Loading comments...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Discussion/ })).toHaveTextContent(/^Discussion$/);
    answer(ok([makeComment({ comment: 'Great sound' })]));
    expect(await screen.findByRole('heading', { name: 'Discussion (1)' })).toBeInTheDocument();
  });

  it('names the product in the tab title, as the server writes it', async () => {
    mockApi({ [byId]: ok(product), [comments]: ok([]) });
    renderWithProviders(<ProductDetailsPage />, productRoute);
    await screen.findByRole('heading', { level: 1, name: 'Sony WH-1000XM5' });
    expect(document.title).toBe('Sony WH-1000XM5 · Voltcart');
  });

  it('shows the 404 page for a product that does not exist', async () => {
    mockApi({ [byId]: fail(404, 'Product not found'), [comments]: ok([]) });
    renderWithProviders(<ProductDetailsPage />, productRoute);
    expect(await screen.findByRole('heading', { name: '404 — Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Voltcart');
  });

  it('says when the product cannot be loaded', async () => {
    mockApi({ [byId]: fail(503, 'The shop is busy, try again'), [comments]: ok([]) });
    renderWithProviders(<ProductDetailsPage />, productRoute);
    expect(await screen.findByText('No product details available.')).toBeInTheDocument();
    expect(screen.getByText('Error: The shop is busy, try again')).toBeInTheDocument();
  });

  it('Add to Cart adds and confirms; Buy Now adds and opens the cart', async () => {
    const api = mockApi({
      [byId]: ok(product),
      [comments]: ok([]),
      [`POST ${apiPaths.cart.add}`]: ok(makeCartItem(product), 'Product added to cart'),
      [`GET ${apiPaths.cart.count}`]: ok(1),
      [`GET ${apiPaths.cart.view}`]: ok([makeCartItem(product)]),
    });
    const { user, router } = renderWithProviders(<ProductDetailsPage />, {
      ...productRoute,
      preloadedState: signedIn(makeUser()),
    });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Product added to cart')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/product/${product._id}`);
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart');
    expect(api.callsTo('POST', apiPaths.cart.add).map((call) => call.json)).toEqual([
      { productId: product._id },
      { productId: product._id },
    ]);
  });

  it('asks a signed-out shopper to log in before adding', async () => {
    const api = mockApi({ [byId]: ok(product), [comments]: ok([]) });
    const { user } = renderWithProviders(<ProductDetailsPage />, productRoute);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Please login to continue')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(api.callsTo('POST', apiPaths.cart.add)).toEqual([]);
  });

  it('shows the server message when adding fails', async () => {
    mockApi({
      [byId]: ok(product),
      [comments]: ok([]),
      [`POST ${apiPaths.cart.add}`]: fail(422, 'You already have 10 of this product'),
    });
    const { user } = renderWithProviders(<ProductDetailsPage />, { ...productRoute, preloadedState: signedIn(makeUser()) });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('You already have 10 of this product')).toBeInTheDocument();
  });
});

describe('Discussion', () => {
  it('lists comments newest first with the author', async () => {
    const newest = makeComment({
      comment: 'Best ANC I have tried.',
      userId: { _id: product._id, username: 'Meera', imageUrl: '' },
    });
    const older = makeComment({ comment: 'Comfortable for long flights.' });
    mockApi({ [byId]: ok(product), [comments]: ok([newest, older]) });
    renderWithProviders(<ProductDetailsPage />, productRoute);
    expect(await screen.findByRole('heading', { name: 'Discussion (2)' })).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'Discussion (2)' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Meera');
    expect(items[0]).toHaveTextContent('Best ANC I have tried.');
    expect(items[1]).toHaveTextContent('Comfortable for long flights.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('refuses an empty comment, then posts, clears the box and shows the posted comment', async () => {
    const posted = makeComment({ comment: 'Worth every rupee.' });
    let listed = [] as ReturnType<typeof makeComment>[];
    const api = mockApi({
      [byId]: ok(product),
      [comments]: () => ok(listed),
      [`POST ${apiPaths.comments.add}`]: () => {
        listed = [posted];
        return { status: 201, body: ok(posted, 'Comment added successfully!').body };
      },
    });
    const { user } = renderWithProviders(<ProductDetailsPage />, { ...productRoute, preloadedState: signedIn(makeUser()) });
    const box = await screen.findByLabelText('Share your thoughts');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByText('Please enter a comment before submitting.')).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.comments.add)).toEqual([]);

    await user.clear(box);
    await user.type(box, 'Worth every rupee.');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Comment added successfully!')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(await screen.findByRole('heading', { name: 'Discussion (1)' })).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.comments.add)[0]?.json).toEqual({
      productId: product._id,
      comment: 'Worth every rupee.',
    });
  });

  it('says when posting fails', async () => {
    mockApi({ [byId]: ok(product), [comments]: ok([]), [`POST ${apiPaths.comments.add}`]: { status: 500, body: null } });
    const { user } = renderWithProviders(<ProductDetailsPage />, { ...productRoute, preloadedState: signedIn(makeUser()) });
    await user.type(await screen.findByLabelText('Share your thoughts'), 'Nice');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Failed to add comment. Please try again.')).toBeInTheDocument();
  });

  it('says how many are left, and disables Add to Cart and Buy Now with the reason when out of stock', async () => {
    mockApi({ [byId]: ok({ ...product, productStock: 3 }), [comments]: ok([]) });
    const first = renderWithProviders(<ProductDetailsPage />, { ...productRoute, preloadedState: signedIn(makeUser()) });
    expect(await screen.findByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    first.unmount();

    const api = mockApi({ [byId]: ok({ ...product, productStock: 0 }), [comments]: ok([]) });
    renderWithProviders(<ProductDetailsPage />, { ...productRoute, preloadedState: signedIn(makeUser()) });
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    for (const name of ['Add to Cart', 'Buy Now']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Out of stock');
    }
    expect(api.callsTo('POST', apiPaths.cart.add)).toHaveLength(0);
  });
});
