import { apiPaths } from '@voltcart/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, type MockReply } from '../../../test/api-mock';
import { makeCartItem, makeProduct, makeUser } from '../../../test/fixtures';
import { renderWithProviders, signedIn } from '../../../test/render';
import ProductDetailsPage from '../../../app/pages/ProductDetailsPage';
import { AddToCartButton } from './AddToCartButton';

const product = makeProduct({ productName: 'Quiet mouse', productStock: 40 });

/** The cart's answer to an add, held until the test lets it go. */
function heldAdd() {
  let answer: (reply: MockReply) => void = () => {};
  const api = mockApi({
    [`GET ${apiPaths.catalog.productById(product._id)}`]: ok(product),
    [`GET ${apiPaths.comments.list(product._id)}`]: ok([]),
    [`POST ${apiPaths.cart.add}`]: () => new Promise<MockReply>((resolve) => (answer = resolve)),
    [`GET ${apiPaths.cart.count}`]: ok(1),
  });
  return { api, answer: (reply: MockReply) => act(async () => answer(reply)) };
}

/** The notification area, which reads what it shows out politely. */
function politeToasts() {
  const area = screen.getByRole('region', { name: 'Notifications' });
  expect(area).toHaveAttribute('aria-live', 'polite');
  return area;
}

describe('focus on Add to cart', () => {
  it('stays on the card’s button while it adds (unavailable, not disabled), and the result is read out politely', async () => {
    const { api, answer } = heldAdd();
    const { user } = renderWithProviders(<AddToCartButton product={product} />, { preloadedState: signedIn(makeUser()) });
    const button = screen.getByRole('button', { name: 'Add Quiet mouse to cart' });
    await user.click(button);
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // A second press while it works adds nothing more.
    await user.click(button);
    expect(api.callsTo('POST', apiPaths.cart.add)).toHaveLength(1);

    await answer(ok(makeCartItem(product), 'Product added to cart!'));
    const confirmation = await within(politeToasts()).findByRole('status');
    expect(confirmation).toHaveTextContent('Product added to cart!');
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('stays on the product page’s Add to Cart while it adds, and the result is read out politely', async () => {
    const { answer } = heldAdd();
    const { user } = renderWithProviders(<ProductDetailsPage />, {
      route: `/product/${product._id}`,
      path: '/product/:id',
      preloadedState: signedIn(makeUser()),
    });
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    await user.click(button);
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Buy Now' })).toHaveAttribute('aria-disabled', 'true');

    await answer(ok(makeCartItem(product), 'Product added to cart!'));
    expect(await within(politeToasts()).findByRole('status')).toHaveTextContent('Product added to cart!');
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
