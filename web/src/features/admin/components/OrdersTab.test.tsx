import { apiPaths } from '@voltcart/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminToken } from '../../../shared/admin-token';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { makeOrder } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { OrdersTab } from './OrdersTab';

const customer = { _id: '0190a000-0000-7000-8000-00000000abcd', username: 'Asha Rao', email: 'asha@example.com' };

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
    const control = within(row).getByLabelText('Change status of order VC-1');
    expect([...(control as HTMLSelectElement).options].map((option) => option.value)).toEqual(['', 'Shipped', 'Cancelled']);
    // An unpaid checkout can only be cancelled (it then can no longer be paid).
    const unpaidControl = within(screen.getByRole('listitem', { name: 'Order VC-2' })).getByRole('combobox');
    expect([...(unpaidControl as HTMLSelectElement).options].map((option) => option.value)).toEqual(['', 'Cancelled']);

    await user.selectOptions(control, 'Shipped');
    await user.click(within(row).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Order VC-1 marked Shipped')).toBeInTheDocument();
    expect(api.callsTo('PUT', apiPaths.orders.updateStatus(paid._id))[0]?.json).toEqual({ status: 'Shipped' });
    expect(within(row).getByText('Shipped')).toBeInTheDocument();
    expect([...(within(row).getByRole('combobox') as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      '',
      'Delivered',
      'Cancelled',
    ]);
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
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Retry refund of order VC-8' }));
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
    await user.selectOptions(within(row).getByRole('combobox'), 'Shipped');
    await user.click(within(row).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Error: status: an order that is Delivered cannot become Shipped')).toBeInTheDocument();
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
