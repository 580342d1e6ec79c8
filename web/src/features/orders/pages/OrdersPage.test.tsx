import { apiPaths } from '@voltcart/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { makeAddress, makeOrder, makeUser } from '../../../test/fixtures';
import { renderBehindSignIn, signedIn } from '../../../test/render';
import { OrdersPage } from './OrdersPage';

const ordersRoute = { route: '/order', path: '/order', preloadedState: signedIn(makeUser()) };
const mine = `GET ${apiPaths.orders.mine}`;

/** The orders page behind its sign-in guard, as a signed-in shopper opens it (unless `options` say otherwise). */
function openOrders(routes: Parameters<typeof mockApi>[0], options: Parameters<typeof renderBehindSignIn>[1] = ordersRoute) {
  const api = mockApi(routes);
  return { api, ...renderBehindSignIn(<OrdersPage />, options) };
}

describe('OrdersPage', () => {
  it('shows each order with its status, items, total and payment', async () => {
    const delivered = makeOrder({ orderId: 'VC-0002', status: 'Delivered', paymentMethod: 'Card', transactionId: 'T-CARD-1' });
    const failed = makeOrder({
      orderId: 'VC-0001',
      status: 'Payment failed',
      transactionId: null,
      merchantTransactionId: 'MT-F',
    });
    const { user } = openOrders({ [mine]: ok([delivered, failed]) });
    expect(await screen.findByRole('heading', { name: 'Your Orders' })).toBeInTheDocument();
    // A checkout whose payment failed is an attempt, not an order: hidden until asked for.
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'Show unpaid attempts (1)' }));
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('heading')).toHaveTextContent('Order #VC-0002');
    expect(within(first!).getByText('Delivered')).toHaveClass('bg-green-100');
    const row = within(first!).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: delivered.items[0]!.productId.productName })).toBeInTheDocument();
    expect(row).toHaveTextContent('2');
    expect(row).toHaveTextContent('₹8,995.00');
    expect(row).toHaveTextContent('₹17,990.00');
    expect(first).toHaveTextContent('Total amount ₹17,990.00');
    expect(first).toHaveTextContent('Payment method:Card');
    expect(first).toHaveTextContent('Transaction ID:T-CARD-1');
    expect(first).toHaveTextContent(/Placed on \d{1,2} Feb 2026/);
    expect(within(second!).getByText('Payment failed')).toHaveClass('bg-red-100');
    expect(second).toHaveTextContent('Transaction ID:MT-F');
  });

  it('says there are no orders when every checkout ended unpaid, and offers to show them', async () => {
    const superseded = makeOrder({ orderId: 'VC-0004', status: 'Superseded' });
    const cancelled = makeOrder({ orderId: 'VC-0005', status: 'Cancelled', paymentState: 'FAILED' });
    const { user } = openOrders({ [mine]: ok([superseded, cancelled]) });
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show unpaid attempts (2)' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('No orders found.')).not.toBeInTheDocument();
  });

  it('asks where to deliver a paid order bought without an address, and sends the saved address chosen', async () => {
    const awaiting = makeOrder({ orderId: 'VC-0006', status: 'Awaiting address', deliveryAddress: null });
    const home = makeAddress({ _id: '0190a000-0000-7000-8000-0000000000b1', fullName: 'Meera Iyer', isDefault: true });
    const office = makeAddress({ _id: '0190a000-0000-7000-8000-0000000000b2', fullName: 'Meera at work', isDefault: false });
    const given = { ...awaiting, status: 'Pending' as const, deliveryAddress: office };
    const { api, user } = openOrders({
      [mine]: ok([awaiting]),
      [`GET ${apiPaths.address.list}`]: ok([office, home]),
      [`PUT ${apiPaths.orders.deliveryAddress(awaiting._id)}`]: ok(given),
    });
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('Paid — tell us where to deliver it, and we will ship it.');
    const asked = within(card).getByRole('region', { name: 'Where should we deliver this order?' });
    // The default address is chosen first.
    expect(await within(asked).findByRole('radio', { name: /Meera Iyer/ })).toBeChecked();
    await user.click(within(asked).getByRole('radio', { name: /Meera at work/ }));
    await user.click(within(asked).getByRole('button', { name: 'Deliver here' }));
    expect(await screen.findByText('Order VC-0006 will be delivered there')).toBeInTheDocument();
    expect(api.callsTo('PUT', apiPaths.orders.deliveryAddress(awaiting._id))[0]?.json).toEqual({ addressId: office._id });
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: 'Where should we deliver this order?' })).not.toBeInTheDocument();
    expect(within(card).getByRole('group', { name: 'Delivery address' })).toHaveTextContent('Meera at work');
  });

  it('points a shopper with no saved address to the profile to add one', async () => {
    const awaiting = makeOrder({ orderId: 'VC-0007', status: 'Awaiting address', deliveryAddress: null });
    openOrders({ [mine]: ok([awaiting]), [`GET ${apiPaths.address.list}`]: ok([]) });
    expect(await screen.findByRole('link', { name: 'Add one in your profile' })).toHaveAttribute('href', '/profile');
  });

  it('shows where the order goes, and nothing for an order from before addresses', async () => {
    const withAddress = makeOrder({ orderId: 'VC-0003' });
    const older = makeOrder({ orderId: 'VC-0000', deliveryAddress: null });
    openOrders({ [mine]: ok([withAddress, older]) });
    const [first, second] = await screen.findAllByRole('article');
    const delivery = within(first!).getByRole('group', { name: 'Delivery address' });
    expect(delivery).toHaveTextContent('Meera Iyer');
    expect(delivery).toHaveTextContent('12, 4th Cross, Indiranagar');
    expect(delivery).toHaveTextContent('Bengaluru, Karnataka 560038');
    expect(delivery).toHaveTextContent('Phone: 9876543210');
    expect(within(second!).queryByRole('group', { name: 'Delivery address' })).not.toBeInTheDocument();
  });

  it('says under each status what happens next', async () => {
    const refunding = makeOrder({
      orderId: 'VC-0003',
      status: 'Refund pending',
      refund: { state: 'PENDING', amount: 17990, updatedAt: '2026-02-02T09:30:00.000Z' },
    });
    const refunded = makeOrder({
      orderId: 'VC-0004',
      status: 'Refunded',
      refund: { state: 'COMPLETED', amount: 17990, updatedAt: '2026-02-03T09:30:00.000Z' },
    });
    const shipped = makeOrder({ orderId: 'VC-0005', status: 'Shipped' });
    openOrders({ [mine]: ok([refunding, refunded, shipped]) });
    const [first, second, third] = await screen.findAllByRole('article');
    expect(first).toHaveTextContent('Refund of ₹17,990.00 is on its way to your original payment method');
    expect(second).toHaveTextContent('₹17,990.00 refunded to your original payment method.');
    expect(third).toHaveTextContent('On its way to you.');
    for (const article of [first!, second!, third!])
      expect(within(article).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('cancels a paid order after asking, and shows it refunding; Keep order and Escape change nothing', async () => {
    const paid = makeOrder({ orderId: 'VC-0006', status: 'Pending' });
    const { api, user } = openOrders({
      [mine]: ok([paid]),
      [`POST ${apiPaths.orders.cancel(paid._id)}`]: ok(
        { ...paid, status: 'Refund pending', refund: { state: 'PENDING', amount: 17990, updatedAt: '2026-02-02T09:30:00.000Z' } },
        'Order cancelled',
      ),
    });
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('Paid — we are packing it; you can cancel until it ships');

    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const dialog = within(card).getByRole('alertdialog', { name: /Cancel order #VC-0006\?/ });
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(card).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel order' })).toHaveFocus();
    expect(api.callsTo('POST', apiPaths.orders.cancel(paid._id))).toHaveLength(0);

    await user.keyboard('{Enter}');
    await user.click(within(card).getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('Order VC-0006 cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.orders.cancel(paid._id))).toHaveLength(1);
    expect(within(card).getByText('Refund pending')).toBeInTheDocument();
    expect(card).toHaveTextContent('Refund of ₹17,990.00 is on its way');
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the order can no longer be cancelled", async () => {
    const paid = makeOrder({ orderId: 'VC-0007', status: 'Pending' });
    const { user } = openOrders({
      [mine]: ok([paid]),
      [`POST ${apiPaths.orders.cancel(paid._id)}`]: fail(
        422,
        'This order has already shipped, so it can no longer be cancelled.',
      ),
    });
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, cancel order' }));
    expect(
      await screen.findByText('Error: This order has already shipped, so it can no longer be cancelled.'),
    ).toBeInTheDocument();
  });

  it('offers the tax invoice of a paid order as a download link, and none before payment', async () => {
    const paid = makeOrder({ orderId: 'VC-0003', status: 'Pending', invoiceNumber: 'VC/2026-27/000042' });
    const unpaid = makeOrder({ orderId: 'VC-0004', status: 'Payment pending', paymentState: 'PENDING' });
    openOrders({ [mine]: ok([paid, unpaid]) });
    const [first, second] = await screen.findAllByRole('article');
    const link = within(first!).getByRole('link', { name: 'Download invoice VC/2026-27/000042 for order VC-0003' });
    expect(link).toHaveAttribute('href', apiPaths.orders.invoice(paid._id));
    expect(link).toHaveAttribute('download');
    expect(within(second!).queryByRole('link', { name: /Download invoice/ })).not.toBeInTheDocument();
  });

  it('links each credit note of a refunded order beside its invoice', async () => {
    const refunded = makeOrder({
      orderId: 'VC-0005',
      status: 'Refunded',
      invoiceNumber: 'VC/2026-27/000043',
      creditNotes: [{ _id: 'cn-1', number: 'VC/CN/2026-27/000007', amount: 1299 }],
    });
    openOrders({ [mine]: ok([refunded]) });
    const card = await screen.findByRole('article');
    const link = within(card).getByRole('link', {
      name: 'Download credit note VC/CN/2026-27/000007 (₹1,299.00 refunded) for order VC-0005',
    });
    expect(link).toHaveAttribute('href', apiPaths.orders.creditNote('cn-1'));
    expect(link).toHaveAttribute('download');
  });

  it('shows the empty state with Shop Now', async () => {
    openOrders({ [mine]: ok([]) });
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/categories');
  });

  it('shows the error', async () => {
    openOrders({ [mine]: fail(503, 'Database unavailable') });
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to log in', async () => {
    openOrders({}, { route: '/order', path: '/order' });
    expect(await screen.findByText('Please login to continue')).toBeInTheDocument();
  });
});
