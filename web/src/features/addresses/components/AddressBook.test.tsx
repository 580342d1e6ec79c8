import { apiPaths } from '@voltcart/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { makeAddress, makeUser } from '../../../test/fixtures';
import { renderWithProviders, signedIn } from '../../../test/render';
import { AddressBook } from './AddressBook';
import { fillIn } from '../../../test/fill-in';

const list = `GET ${apiPaths.address.list}`;
const home = makeAddress({ fullName: 'Asha Rao', isDefault: true, createdAt: '2026-02-01T09:00:00.000Z' });
const office = makeAddress({
  fullName: 'Ravi Kumar',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600001',
  isDefault: false,
  createdAt: '2026-02-02T09:00:00.000Z',
});
const profile = { preloadedState: signedIn(makeUser()) };

describe('the address book on the profile', () => {
  it('lists the addresses with the default marked, and says so when there are none', async () => {
    mockApi({ [list]: ok([home, office]) });
    renderWithProviders(<AddressBook />, profile);
    const homeCard = await screen.findByRole('listitem', { name: 'Address of Asha Rao' });
    expect(within(homeCard).getByText('Default')).toBeInTheDocument();
    expect(within(homeCard).queryByRole('button', { name: /Make .* default/ })).not.toBeInTheDocument();
    const officeCard = screen.getByRole('listitem', { name: 'Address of Ravi Kumar' });
    expect(within(officeCard).queryByText('Default')).not.toBeInTheDocument();
    expect(within(officeCard).getByText('Chennai, Tamil Nadu 600001')).toBeInTheDocument();
  });

  it('says so when there are no addresses', async () => {
    mockApi({ [list]: ok([]) });
    renderWithProviders(<AddressBook />, profile);
    expect(await screen.findByText('No saved addresses yet. Add one to pay for your cart.')).toBeInTheDocument();
  });

  it('makes another address the default', async () => {
    const api = mockApi({
      [list]: ok([home, office]),
      [`PUT ${apiPaths.address.update(office._id)}`]: ok({ ...office, isDefault: true }),
    });
    const { user } = renderWithProviders(<AddressBook />, profile);
    await user.click(await screen.findByRole('button', { name: 'Make address of Ravi Kumar the default' }));
    expect(api.callsTo('PUT', apiPaths.address.update(office._id))[0]?.json).toMatchObject({
      fullName: 'Ravi Kumar',
      isDefault: true,
    });
    const cards = await screen.findAllByRole('listitem');
    expect(cards[0]).toHaveAccessibleName('Address of Ravi Kumar');
    expect(within(cards[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Default')).not.toBeInTheDocument();
  });

  it('deletes only after the shopper confirms', async () => {
    let listed = [home, office];
    const api = mockApi({
      [list]: () => ok(listed),
      [`DELETE ${apiPaths.address.remove(office._id)}`]: () => {
        listed = [home];
        return ok(null, 'Address deleted');
      },
    });
    const { user } = renderWithProviders(<AddressBook />, profile);
    await user.click(await screen.findByRole('button', { name: 'Delete address of Ravi Kumar' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('DELETE', apiPaths.address.remove(office._id))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete address of Ravi Kumar' }));
    await user.click(within(screen.getByRole('group', { name: 'Confirm delete' })).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Address of Ravi Kumar' })).not.toBeInTheDocument();
  });

  it('edits an address with the form prefilled', async () => {
    const api = mockApi({
      [list]: ok([home]),
      [`PUT ${apiPaths.address.update(home._id)}`]: ok({ ...home, city: 'Mysuru' }),
    });
    const { user } = renderWithProviders(<AddressBook />, profile);
    await user.click(await screen.findByRole('button', { name: 'Edit address of Asha Rao' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    expect(within(form).getByLabelText('Full name')).toHaveValue('Asha Rao');
    expect(within(form).getByLabelText('State')).toHaveValue('Karnataka');
    await user.clear(within(form).getByLabelText('City'));
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(within(form).getByLabelText('City')).toHaveAccessibleDescription('Enter the city');
    await fillIn(user, within(form).getByLabelText('City'), 'Mysuru');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(api.callsTo('PUT', apiPaths.address.update(home._id))[0]?.json).toMatchObject({ city: 'Mysuru', state: 'Karnataka' });
    expect(await screen.findByText('Mysuru, Karnataka 560038')).toBeInTheDocument();
  });
});
