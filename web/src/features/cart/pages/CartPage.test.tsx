import { apiPaths } from '@voltcart/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../../shared/browser';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { makeAddress, makeCartItem, makeProduct, makeUser } from '../../../test/fixtures';
import { renderBehindSignIn, signedIn } from '../../../test/render';
import { CartPage } from './CartPage';

const mouse = makeProduct({ productName: 'Wireless Mouse', productBrand: 'Logitech', salesPrice: 1299.5 });
const tv = makeProduct({ productName: '55" OLED TV', productBrand: 'LG', salesPrice: 129990 });
const mouseLine = makeCartItem(mouse, 2);
const tvLine = makeCartItem(tv, 1);
const cartRoute = { route: '/cart', path: '/cart', preloadedState: signedIn(makeUser()) };
const view = `GET ${apiPaths.cart.view}`;
const count = `GET ${apiPaths.cart.count}`;
const addresses = `GET ${apiPaths.address.list}`;
const home = makeAddress({ fullName: 'Asha Rao', isDefault: true });
const office = makeAddress({ fullName: 'Ravi Kumar', isDefault: false });

/** Lets pending fetches and their state updates settle under fake timers. */
const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

/** The cart page behind its sign-in guard, as a signed-in shopper opens it (unless `options` say otherwise). */
function openCart(routes: Parameters<typeof mockApi>[0], options: Parameters<typeof renderBehindSignIn>[1] = cartRoute) {
  const api = mockApi(routes);
  return { api, ...renderBehindSignIn(<CartPage />, options) };
}

describe('CartPage', () => {
  it('sends a signed-out visitor to log in', async () => {
    const { api } = openCart({}, { route: '/cart', path: '/cart' });
    expect(await screen.findByText('Please login to continue')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(api.calls).toEqual([]);
  });

  it('shows the empty cart with a way back to shopping', async () => {
    openCart({ [view]: ok([]) });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('lists items and sums them in rupees', async () => {
    openCart({ [view]: ok([mouseLine, tvLine]), [addresses]: ok([home]) });
    const items = within(await screen.findByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Logitech');
    expect(items[0]).toHaveTextContent('Wireless Mouse');
    expect(items[0]).toHaveTextContent('₹2,599.00');
    expect(items[0]).toHaveTextContent('₹1,299.50 each');
    expect(items[0]).toHaveTextContent('In stock');
    expect(within(items[0]!).getByLabelText('Quantity of Wireless Mouse')).toHaveValue('2');
    expect(within(items[0]!).getAllByRole('option')).toHaveLength(10);
    expect(screen.getByText('Subtotal (3 items)')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹1,32,589.00');
    expect(screen.getByRole('button', { name: 'Pay ₹1,32,589.00' })).toBeEnabled();
  });

  it('keeps Pay disabled with the reason until the shopper has a delivery address', async () => {
    const { api } = openCart({ [view]: ok([mouseLine]), [addresses]: ok([]) });
    const pay = await screen.findByRole('button', { name: /^Pay / });
    expect(await screen.findByText('Add a delivery address to pay.')).toBeInTheDocument();
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription('Add a delivery address to pay.');
    expect(api.callsTo('POST', apiPaths.payment.initiate)).toEqual([]);
  });

  it('changes a quantity and removes an item', async () => {
    const { api, user } = openCart({
      [view]: ok([mouseLine, tvLine]),
      [count]: ok(2),
      [`PUT ${apiPaths.cart.update}`]: ok({ ...mouseLine, quantity: 5 }),
      [`DELETE ${apiPaths.cart.remove}`]: ok(null),
    });
    await user.selectOptions(await screen.findByLabelText('Quantity of Wireless Mouse'), '5');
    expect(await screen.findByText('Cart updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Subtotal (6 items)')).toBeInTheDocument();
    expect(api.callsTo('PUT', apiPaths.cart.update)[0]?.json).toEqual({ _id: mouseLine._id, quantity: 5 });

    await user.click(screen.getByRole('button', { name: 'Remove 55" OLED TV from cart' }));
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
    expect(screen.queryByText('55" OLED TV')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', apiPaths.cart.remove)[0]?.json).toEqual({ _id: tvLine._id });
  });

  it('says when a change fails', async () => {
    const { user } = openCart({
      [view]: ok([mouseLine]),
      [`PUT ${apiPaths.cart.update}`]: fail(500, ''),
      [`DELETE ${apiPaths.cart.remove}`]: fail(500, ''),
    });
    await user.selectOptions(await screen.findByLabelText('Quantity of Wireless Mouse'), '3');
    expect(await screen.findByText('Failed to update cart')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Wireless Mouse from cart' }));
    expect(await screen.findByText('Failed to delete item')).toBeInTheDocument();
  });

  it('pays: initiate with the cart, "Redirecting to PhonePe..." for a second, then the provider page', async () => {
    // The page leaves after a timed second: fake timers make "a second" exact, however busy the machine is.
    vi.useFakeTimers();
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    const { api } = openCart({
      [view]: ok([mouseLine, tvLine]),
      [addresses]: ok([home, office]),
      [`POST ${apiPaths.payment.initiate}`]: {
        status: 200,
        body: {
          ...(ok({ merchantTransactionId: 'MT1', orderId: 'VC-1', redirectUrl: '/sandbox/pay/MT1' }).body as object),
          redirectUrl: '/sandbox/pay/MT1',
        },
      },
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await settle();
    expect(screen.getByText('Redirecting to PhonePe...')).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.payment.initiate)[0]?.json).toEqual({
      amount: 132589,
      cartItems: [
        { productId: mouse._id, quantity: 2 },
        { productId: tv._id, quantity: 1 },
      ],
      addressId: home._id,
    });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(go).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(go).toHaveBeenCalledWith('/sandbox/pay/MT1');
  });

  it.each([
    ['with its reason', fail(409, 'Prices changed since you opened the cart'), 'Prices changed since you opened the cart'],
    [
      'as "Payment initiation failed" when the server gives no reason',
      { status: 200, body: { success: false, error: true, message: '', data: null } },
      'Payment initiation failed',
    ],
  ])('explains a refused payment %s, and stays on the cart', async (_refusal, answer, reason) => {
    const { user } = openCart({
      [view]: ok([mouseLine]),
      [addresses]: ok([home]),
      [`POST ${apiPaths.payment.initiate}`]: answer,
    });
    await user.click(await screen.findByRole('button', { name: /^Pay / }));
    expect(
      await screen.findByText(`Failed to initiate payment: ${reason}. Please ensure you're logged in and try again.`),
    ).toBeInTheDocument();
    expect(screen.queryByText('Redirecting to PhonePe...')).not.toBeInTheDocument();
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    openCart({ [view]: fail(503, 'Database unavailable') });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows each line's stock, offers quantities only up to it, and shows the server's 409 message", async () => {
    const fewLeft = makeCartItem({ ...mouse, productStock: 3 }, 1);
    const { user } = openCart({
      [view]: ok([fewLeft]),
      [count]: ok(1),
      [`PUT ${apiPaths.cart.update}`]: fail(409, 'Only 2 left in stock'),
    });
    const select = await screen.findByLabelText('Quantity of Wireless Mouse');
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3']);
    // Sold meanwhile: the server refuses and says how many are left.
    await user.selectOptions(select, '3');
    expect(await screen.findByText('Only 2 left in stock')).toBeInTheDocument();
  });
});
