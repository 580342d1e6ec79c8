import { apiPaths } from '@voltcart/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminToken } from '../../../shared/admin-token';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { makeOrder } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { OrdersTab } from './OrdersTab';

const customer = { _id: '0190a000-0000-7000-8000-00000000abcd', username: 'Asha Rao', email: 'asha@example.com' };

type User = ReturnType<typeof renderWithProviders>['user'];

/** Answers the ship dialog: the courier and the AWB, then Ship order. */
async function shipWith(user: User, courier: string, awb: string) {
  const dialog = screen.getByRole('dialog', { name: /^Ship order/ });
  await user.selectOptions(within(dialog).getByLabelText('Courier'), courier);
  await user.type(within(dialog).getByLabelText('AWB number'), awb);
  await user.click(within(dialog).getByRole('button', { name: 'Ship order' }));
}

describe('the ship dialog', () => {
  it('asks the courier and AWB, refuses a wrong AWB in words with the focus on it, and sends both', async () => {
    const paid = makeOrder({ orderId: 'VC-21', status: 'Pending', customer });
    const api = mockApi({
      [`GET ${apiPaths.orders.adminList}`]: ok([paid]),
      [`PUT ${apiPaths.orders.updateStatus(paid._id)}`]: ok(
        {
          ...paid,
          status: 'Shipped',
          shipment: {
            courier: 'indiapost',
            courierName: 'India Post',
            awb: 'EE123456785IN',
            trackingUrl: 'https://www.indiapost.gov.in/x?consignment=EE123456785IN',
            shippedAt: '2026-12-07T10:00:00.000Z',
          },
        },
        'Order status updated',
      ),
    });
    const { user } = renderWithProviders(<OrdersTab />);
    const row = await screen.findByRole('listitem', { name: 'Order VC-21' });
    await user.click(within(row).getByRole('button', { name: 'Ship order VC-21' }));
    const dialog = screen.getByRole('dialog', { name: 'Ship order #VC-21' });
    expect(within(dialog).getByLabelText('Courier')).toHaveFocus();
    await user.selectOptions(within(dialog).getByLabelText('Courier'), 'India Post');
    const awb = within(dialog).getByLabelText('AWB number');
    await user.type(awb, 'EE123456784IN');
    await user.click(within(dialog).getByRole('button', { name: 'Ship order' }));
    expect(awb).toHaveAccessibleDescription('That India Post article number has a wrong check digit');
    expect(awb).toHaveFocus();
    expect(api.callsTo('PUT', apiPaths.orders.updateStatus(paid._id))).toHaveLength(0);

    await user.clear(awb);
    await user.type(awb, 'EE123456785IN');
    await user.click(within(dialog).getByRole('button', { name: 'Ship order' }));
    expect(await screen.findByText('Order VC-21 marked Shipped')).toBeInTheDocument();
    expect(api.callsTo('PUT', apiPaths.orders.updateStatus(paid._id))[0]?.json).toEqual({
      status: 'Shipped',
      courier: 'indiapost',
      awb: 'EE123456785IN',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(row).toHaveTextContent('India Post, AWB EE123456785IN');
  });

  it("asks another courier's tracking URL, https only", async () => {
    const paid = makeOrder({ orderId: 'VC-22', status: 'Pending', customer });
    const api = mockApi({ [`GET ${apiPaths.orders.adminList}`]: ok([paid]) });
    const { user } = renderWithProviders(<OrdersTab />);
    const row = await screen.findByRole('listitem', { name: 'Order VC-22' });
    await user.click(within(row).getByRole('button', { name: 'Ship order VC-22' }));
    const dialog = screen.getByRole('dialog', { name: 'Ship order #VC-22' });
    await user.selectOptions(within(dialog).getByLabelText('Courier'), 'Other courier');
    await user.type(within(dialog).getByLabelText('AWB number'), 'LOCAL-55501');
    const url = within(dialog).getByLabelText('Tracking URL');
    await user.type(url, 'http://track.example.in/LOCAL-55501');
    await user.click(within(dialog).getByRole('button', { name: 'Ship order' }));
    expect(url).toHaveAccessibleDescription('The tracking URL must start with https://');
    expect(url).toHaveFocus();
    expect(api.callsTo('PUT', apiPaths.orders.updateStatus(paid._id))).toHaveLength(0);
  });
});

describe('admin orders', () => {
  it('lists every order with its customer, total and payment, and moves a paid order on', async () => {
    const paid = makeOrder({ orderId: 'VC-1', status: 'Pending', customer });
    const unpaid = makeOrder({ orderId: 'VC-2', status: 'Payment pending', paymentState: 'PENDING', customer });
    const api = mockApi({
      [`GET ${apiPaths.orders.adminList}`]: ok([paid, unpaid]),
      [`PUT ${apiPaths.orders.updateStatus(paid._id)}`]: ok({ ...paid, status: 'Shipped' }, 'Order status updated'),
    });
    const { user } = renderWithProviders(<OrdersTab />);
    const row = await screen.findByRole('listitem', { name: 'Order VC-1' });
    expect(within(row).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(row).getByText('₹17,990.00')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    const moves = (name: string) =>
      within(screen.getByRole('group', { name: `Moves of o${name.slice(1)}` }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(moves('Order VC-1')).toEqual(['Ship order VC-1', 'Cancel and refund order VC-1']);
    // An unpaid checkout can only be cancelled (it then can no longer be paid).
    expect(moves('Order VC-2')).toEqual(['Cancel checkout order VC-2']);

    await user.click(within(row).getByRole('button', { name: 'Ship order VC-1' }));
    await shipWith(user, 'Blue Dart', '12345678901');
    expect(await screen.findByText('Order VC-1 marked Shipped')).toBeInTheDocument();
    expect(api.callsTo('PUT', apiPaths.orders.updateStatus(paid._id))[0]?.json).toEqual({
      status: 'Shipped',
      courier: 'bluedart',
      awb: '12345678901',
    });
    expect(within(row).getByText('Shipped')).toBeInTheDocument();
    expect(moves('Order VC-1')).toEqual(['Mark delivered order VC-1', 'Cancel and refund order VC-1']);
  });

  it('asks before cancelling a paid order, naming the amount and the shopper, and sends the reason', async () => {
    const paid = makeOrder({ orderId: 'VC-4', status: 'Pending', customer, totalAmount: 72990 });
    const api = mockApi({
      [`GET ${apiPaths.orders.adminList}`]: ok([paid]),
      [`PUT ${apiPaths.orders.updateStatus(paid._id)}`]: ok(
        { ...paid, status: 'Refund pending', cancelReason: 'Out of stock at the supplier' },
        'Order cancelled',
      ),
    });
    const { user } = renderWithProviders(<OrdersTab />);
    const row = await screen.findByRole('listitem', { name: 'Order VC-4' });
    await user.click(within(row).getByRole('button', { name: 'Cancel and refund order VC-4' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund ₹72,990.00 to Asha Rao?' });
    // Keeping the order is where the focus is: Enter alone refunds nothing.
    expect(within(dialog).getByRole('button', { name: 'Keep the order' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PUT', apiPaths.orders.updateStatus(paid._id))).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Cancel and refund order VC-4' }));
    const asked = screen.getByRole('dialog', { name: 'Refund ₹72,990.00 to Asha Rao?' });
    await user.click(within(asked).getByRole('button', { name: 'Cancel and refund' }));
    const reason = within(asked).getByLabelText('Reason for cancelling');
    expect(reason).toHaveAccessibleDescription('Say why the order is cancelled');
    expect(reason).toHaveFocus();
    expect(api.callsTo('PUT', apiPaths.orders.updateStatus(paid._id))).toHaveLength(0);

    await user.type(reason, 'Out of stock at the supplier');
    await user.click(within(asked).getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText('Order VC-4 cancelled: Refund pending')).toBeInTheDocument();
    expect(api.callsTo('PUT', apiPaths.orders.updateStatus(paid._id))[0]?.json).toEqual({
      status: 'Cancelled',
      reason: 'Out of stock at the supplier',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(row).toHaveTextContent('Cancelled because: Out of stock at the supplier');
  });

  it('shows the refund of a cancelled order and retries a failed one', async () => {
    const failed = makeOrder({
      orderId: 'VC-8',
      status: 'Refund failed',
      customer,
      refund: { state: 'FAILED', amount: 17990, updatedAt: '2026-02-02T09:30:00.000Z' },
    });
    const api = mockApi({
      [`GET ${apiPaths.orders.adminList}`]: ok([failed]),
      [`POST ${apiPaths.orders.retryRefund(failed._id)}`]: ok(
        {
          ...failed,
          status: 'Refund pending',
          refund: { state: 'PENDING', amount: 17990, updatedAt: '2026-02-03T09:30:00.000Z' },
        },
        'Refund retried',
      ),
    });
    const { user } = renderWithProviders(<OrdersTab />);
    const row = await screen.findByRole('listitem', { name: 'Order VC-8' });
    expect(row).toHaveTextContent('Refund ₹17,990.00: failed');
    expect(within(row).queryByRole('group', { name: 'Moves of order VC-8' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Retry refund of order VC-8' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund ₹17,990.00 to Asha Rao?' });
    expect(api.callsTo('POST', apiPaths.orders.retryRefund(failed._id))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Retry refund' }));
    expect(await screen.findByText('Refund of order VC-8 retried')).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.orders.retryRefund(failed._id))).toHaveLength(1);
    expect(within(row).getByText('Refund pending')).toBeInTheDocument();
    expect(row).toHaveTextContent('Refund ₹17,990.00: on its way');
    expect(within(row).queryByRole('button', { name: /Retry refund/ })).not.toBeInTheDocument();
  });

  it('marks the goods of a cancelled order that had shipped received back, which puts their stock back', async () => {
    const cancelled = makeOrder({
      orderId: 'VC-9',
      status: 'Refunded',
      customer,
      goodsBack: { awaitedSince: '2026-02-02T09:30:00.000Z', receivedBackAt: null },
    });
    const api = mockApi({
      [`GET ${apiPaths.orders.adminList}`]: ok([cancelled]),
      [`POST ${apiPaths.orders.receivedBack(cancelled._id)}`]: ok(
        { ...cancelled, goodsBack: { awaitedSince: '2026-02-02T09:30:00.000Z', receivedBackAt: '2026-02-04T11:00:00.000Z' } },
        'Goods received back',
      ),
    });
    const { user } = renderWithProviders(<OrdersTab />);
    const row = await screen.findByRole('listitem', { name: 'Order VC-9' });
    expect(row).toHaveTextContent('its stock stays off the shelf until the goods are back');
    await user.click(within(row).getByRole('button', { name: 'Mark received back for order VC-9' }));
    expect(await screen.findByText('Goods of order VC-9 received back: their stock is on the shelf again')).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.orders.receivedBack(cancelled._id))).toHaveLength(1);
    expect(row).toHaveTextContent('Goods received back');
    expect(within(row).queryByRole('button', { name: /Mark received back/ })).not.toBeInTheDocument();
  });

  it("shows the server's reason when a move is not allowed", async () => {
    const order = makeOrder({ orderId: 'VC-3', status: 'Pending', customer });
    mockApi({
      [`GET ${apiPaths.orders.adminList}`]: ok([order]),
      [`PUT ${apiPaths.orders.updateStatus(order._id)}`]: fail(422, 'status: an order that is Delivered cannot become Shipped'),
    });
    const { user } = renderWithProviders(<OrdersTab />);
    const row = await screen.findByRole('listitem', { name: 'Order VC-3' });
    await user.click(within(row).getByRole('button', { name: 'Ship order VC-3' }));
    await shipWith(user, 'Delhivery', '1234567890123');
    expect(await screen.findByText('Error: status: an order that is Delivered cannot become Shipped')).toBeInTheDocument();
  });

  it('never reads "Paid" for a refunded order, and hides checkouts that ended unpaid until asked', async () => {
    const refunded = makeOrder({
      orderId: 'VC-11',
      status: 'Refunded',
      customer,
      refund: { state: 'COMPLETED', amount: 17990, updatedAt: '2026-02-02T09:30:00.000Z' },
    });
    const superseded = makeOrder({ orderId: 'VC-12', status: 'Superseded', paymentState: 'FAILED', customer });
    mockApi({ [`GET ${apiPaths.orders.adminList}`]: ok([refunded, superseded]) });
    const { user } = renderWithProviders(<OrdersTab />);
    const row = await screen.findByRole('listitem', { name: 'Order VC-11' });
    // The status badge and the payment's badge both say so.
    expect(within(row).getAllByText('Refunded')).toHaveLength(2);
    expect(within(row).queryByText('Paid')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Order VC-12' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show unpaid attempts (1)' }));
    expect(screen.getByRole('listitem', { name: 'Order VC-12' })).toBeInTheDocument();
  });

  it('says so when there are no orders', async () => {
    mockApi({ [`GET ${apiPaths.orders.adminList}`]: ok([]) });
    renderWithProviders(<OrdersTab />);
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  it("downloads a paid order's invoice with the admin token and saves it under the invoice number", async () => {
    const paid = makeOrder({ orderId: 'VC-5', status: 'Shipped', customer, invoiceNumber: 'VC/2026-27/000007' });
    const unpaid = makeOrder({ orderId: 'VC-6', status: 'Payment pending', paymentState: 'PENDING', customer });
    const api = mockApi({
      [`GET ${apiPaths.orders.adminList}`]: ok([paid, unpaid]),
      [`GET ${apiPaths.orders.invoice(paid._id)}`]: ok('pdf'),
    });
    adminToken.save('admin-token-1');
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderWithProviders(<OrdersTab />);
    const row = await screen.findByRole('listitem', { name: 'Order VC-5' });
    expect(
      within(screen.getByRole('listitem', { name: 'Order VC-6' })).queryByRole('button', { name: /Download invoice/ }),
    ).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Download invoice VC/2026-27/000007 for order VC-5' }));
    await vi.waitFor(() => expect(saved).toEqual(['VC-2026-27-000007.pdf']));
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(api.callsTo('GET', apiPaths.orders.invoice(paid._id))).toHaveLength(1);
    const [, init] = api.fetchMock.mock.calls.find(([input]) => String(input).includes('/invoice/'))!;
    expect(init?.headers).toEqual({ Authorization: 'Bearer admin-token-1' });
    click.mockRestore();
    adminToken.clear();
  });

  it('says why an invoice could not be downloaded', async () => {
    const paid = makeOrder({ orderId: 'VC-7', status: 'Pending', customer, invoiceNumber: 'VC/2026-27/000008' });
    mockApi({
      [`GET ${apiPaths.orders.adminList}`]: ok([paid]),
      [`GET ${apiPaths.orders.invoice(paid._id)}`]: fail(404, 'Invoice not found'),
    });
    const { user } = renderWithProviders(<OrdersTab />);
    const row = await screen.findByRole('listitem', { name: 'Order VC-7' });
    await user.click(within(row).getByRole('button', { name: /Download invoice/ }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Invoice not found');
  });
});
