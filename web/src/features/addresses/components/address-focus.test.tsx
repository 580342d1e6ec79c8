import { apiPaths, type Address } from '@voltcart/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { fillIn } from '../../../test/fill-in';
import { makeAddress, makeUser } from '../../../test/fixtures';
import { renderWithProviders, signedIn } from '../../../test/render';
import { addressInitialState } from '../slice';
import { AddressBook } from './AddressBook';
import { DeliverTo } from './DeliverTo';

const home = makeAddress({ fullName: 'Asha Rao', isDefault: true });
const office = makeAddress({ fullName: 'Ravi Kumar', isDefault: false, createdAt: '2026-02-02T09:00:00.000Z' });
const saved = makeAddress({
  fullName: 'Kavya Menon',
  phone: '9847012345',
  line1: 'TC 15/1234, Vazhuthacaud',
  city: 'Thiruvananthapuram',
  state: 'Kerala',
  pincode: '695014',
  isDefault: false,
  createdAt: '2026-02-03T09:00:00.000Z',
});

async function fillNewAddress(user: UserEvent, form: HTMLElement) {
  await fillIn(user, within(form).getByLabelText('Full name'), saved.fullName);
  await fillIn(user, within(form).getByLabelText('Mobile number'), saved.phone);
  await fillIn(user, within(form).getByLabelText('Address line 1'), saved.line1);
  await fillIn(user, within(form).getByLabelText('City'), saved.city);
  await user.selectOptions(within(form).getByLabelText('State'), saved.state);
  await fillIn(user, within(form).getByLabelText('PIN code'), saved.pincode);
}

describe('focus when an address form closes', () => {
  it('profile: a new address saved puts the keyboard on its card in the list', async () => {
    mockApi({ [`GET ${apiPaths.address.list}`]: ok([home]), [`POST ${apiPaths.address.create}`]: ok(saved) });
    const { user } = renderWithProviders(<AddressBook />, { preloadedState: signedIn(makeUser()) });
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await fillNewAddress(user, form);
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    const card = await screen.findByRole('listitem', { name: 'Address of Kavya Menon' });
    expect(card).toHaveFocus();
    expect(card).toHaveAttribute('tabindex', '-1');
    expect(form).not.toBeInTheDocument();
  });

  it('profile: an edit saved or cancelled puts the keyboard back on that address; a cancelled new one on Add address', async () => {
    mockApi({
      [`GET ${apiPaths.address.list}`]: ok([home, office]),
      [`PUT ${apiPaths.address.update(office._id)}`]: ok({ ...office, city: 'Mysuru' }),
    });
    const { user } = renderWithProviders(<AddressBook />, { preloadedState: signedIn(makeUser()) });
    await user.click(await screen.findByRole('button', { name: 'Edit address of Ravi Kumar' }));
    await user.clear(screen.getByLabelText('City'));
    await fillIn(user, screen.getByLabelText('City'), 'Mysuru');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(/^Mysuru,/)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Address of Ravi Kumar' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit address of Asha Rao' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('listitem', { name: 'Address of Asha Rao' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add address' })).toHaveFocus();
  });

  it('profile: Make default keeps the keyboard on that address, now marked the default', async () => {
    mockApi({
      [`GET ${apiPaths.address.list}`]: ok([home, office]),
      [`PUT ${apiPaths.address.update(office._id)}`]: ok({ ...office, isDefault: true }),
    });
    const { user } = renderWithProviders(<AddressBook />, { preloadedState: signedIn(makeUser()) });
    await user.click(await screen.findByRole('button', { name: 'Make address of Ravi Kumar the default' }));
    const card = screen.getByRole('listitem', { name: 'Address of Ravi Kumar' });
    expect(await within(card).findByText('Default')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /the default$/ })).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('cart: an address added under "Deliver to" puts the keyboard on the region’s heading', async () => {
    const items: Address[] = [home];
    mockApi({ [`POST ${apiPaths.address.create}`]: ok(saved) });
    const { user } = renderWithProviders(<DeliverTo />, {
      preloadedState: { ...signedIn(makeUser()), address: { ...addressInitialState, items, status: 'succeeded' } },
    });
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await fillNewAddress(user, form);
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByTestId('delivery-address')).toHaveTextContent('Kavya Menon');
    const heading = screen.getByRole('heading', { name: 'Deliver to' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('region', { name: 'Deliver to' })).toContainElement(heading);
  });
});
