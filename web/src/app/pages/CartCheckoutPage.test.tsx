import { apiPaths } from '@voltcart/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../shared/browser';
import { mockApi, ok, refused } from '../../test/api-mock';
import { makeAddress, makeCartItem, makeProduct, makeUser } from '../../test/fixtures';
import { renderWithProviders, signedIn } from '../../test/render';
import CartCheckoutPage from './CartCheckoutPage';
import { fillIn } from '../../test/fill-in';

const mouse = makeProduct({ productName: 'Wireless Mouse', salesPrice: 1299.5 });
const cartRoute = { route: '/cart', path: '/cart', preloadedState: signedIn(makeUser()) };
const view = `GET ${apiPaths.cart.view}`;
const list = `GET ${apiPaths.address.list}`;
const create = `POST ${apiPaths.address.create}`;
const initiate = `POST ${apiPaths.payment.initiate}`;
const paid = ok({ merchantTransactionId: 'MT1', orderId: 'VC-1', redirectUrl: '/sandbox/pay/MT1' });
const home = makeAddress({ fullName: 'Asha Rao', city: 'Bengaluru', isDefault: true });
const office = makeAddress({ fullName: 'Ravi Kumar', city: 'Chennai', state: 'Tamil Nadu', pincode: '600001', isDefault: false });

/** Fills Asha Rao's Bengaluru address into the new-address form, with the PIN code given. */
async function fillAddressForm(user: UserEvent, form: HTMLElement, pincode: string) {
  await fillIn(user, within(form).getByLabelText('Full name'), 'Asha Rao');
  await fillIn(user, within(form).getByLabelText('Mobile number'), '9876543210');
  await fillIn(user, within(form).getByLabelText('Address line 1'), '12, 4th Cross');
  await fillIn(user, within(form).getByLabelText('City'), 'Bengaluru');
  await user.selectOptions(within(form).getByLabelText('State'), 'Karnataka');
  await fillIn(user, within(form).getByLabelText('PIN code'), pincode);
}

describe('the cart’s delivery address', () => {
  it('shows the default address before Pay, and pays to the one picked with Change', async () => {
    vi.spyOn(browser, 'go').mockImplementation(() => {});
    const api = mockApi({ [view]: ok([makeCartItem(mouse, 1)]), [list]: ok([home, office]), [initiate]: paid });
    const { user } = renderWithProviders(<CartCheckoutPage />, cartRoute);
    const deliverTo = await screen.findByRole('region', { name: 'Deliver to' });
    expect(await within(deliverTo).findByText('Asha Rao')).toBeInTheDocument();
    expect(within(deliverTo).getByText('Bengaluru, Karnataka 560038')).toBeInTheDocument();

    await user.click(within(deliverTo).getByRole('button', { name: 'Change' }));
    await user.click(within(deliverTo).getByRole('radio', { name: /Ravi Kumar/ }));
    expect(within(deliverTo).getByText('Ravi Kumar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Redirecting to PhonePe...')).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.payment.initiate)[0]?.json).toMatchObject({ addressId: office._id });
  });

  it('adds an address inline without leaving the cart, checking it first, then pays to it', async () => {
    vi.spyOn(browser, 'go').mockImplementation(() => {});
    const added = makeAddress({ fullName: 'Asha Rao', pincode: '560038' });
    const api = mockApi({
      [view]: ok([makeCartItem(mouse, 1)]),
      [list]: ok([]),
      [create]: { ...ok(added), status: 201 },
      [initiate]: paid,
    });
    const { user } = renderWithProviders(<CartCheckoutPage />, cartRoute);
    expect(await screen.findByText('Add a delivery address to pay.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay / })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await fillAddressForm(user, form, '056003');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(within(form).getByLabelText('PIN code')).toHaveAccessibleDescription('PIN code is 6 digits and does not start with 0');
    expect(api.callsTo('POST', apiPaths.address.create)).toEqual([]);

    await user.clear(within(form).getByLabelText('PIN code'));
    await fillIn(user, within(form).getByLabelText('PIN code'), '560038');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(api.callsTo('POST', apiPaths.address.create)[0]?.json).toMatchObject({
      fullName: 'Asha Rao',
      state: 'Karnataka',
      pincode: '560038',
    });
    expect(await screen.findByTestId('delivery-address')).toHaveTextContent('Asha Rao');

    const pay = screen.getByRole('button', { name: /^Pay / });
    expect(pay).toBeEnabled();
    await user.click(pay);
    expect(await screen.findByText('Redirecting to PhonePe...')).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.payment.initiate)[0]?.json).toMatchObject({ addressId: added._id });
  });

  it('shows the server’s refusal under the field it names', async () => {
    mockApi({
      [view]: ok([makeCartItem(mouse, 1)]),
      [list]: ok([]),
      [create]: refused({ phone: 'Enter a 10-digit mobile number that starts with 6, 7, 8 or 9' }),
    });
    const { user } = renderWithProviders(<CartCheckoutPage />, cartRoute);
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await fillAddressForm(user, form, '560038');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Enter a 10-digit mobile number that starts with 6, 7, 8 or 9')).toBeInTheDocument();
    expect(within(form).getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Enter a 10-digit mobile number that starts with 6, 7, 8 or 9',
    );
    expect(within(form).getByLabelText('Mobile number')).toHaveFocus();
  });
});
