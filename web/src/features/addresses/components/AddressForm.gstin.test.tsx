import { apiPaths } from '@voltcart/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { fillIn } from '../../../test/fill-in';
import { renderWithProviders, signedIn } from '../../../test/render';
import { AddressBook } from './AddressBook';

const list = `GET ${apiPaths.address.list}`;
const create = `POST ${apiPaths.address.create}`;

async function openNewAddress() {
  const api = mockApi({
    [list]: ok([]),
    [create]: (call) =>
      ok({ ...(call.json as object), _id: 'a1', isDefault: true, createdAt: '2026-12-07T10:00:00.000Z' }, 'Address saved'),
  });
  const view = renderWithProviders(<AddressBook />, { preloadedState: signedIn(makeUser()) });
  await view.user.click(await screen.findByRole('button', { name: 'Add address' }));
  const { user } = view;
  await fillIn(user, screen.getByLabelText('Full name'), 'Asha Rao');
  await fillIn(user, screen.getByLabelText('Mobile number'), '9876543210');
  await fillIn(user, screen.getByLabelText('Address line 1'), '12, 4th Cross');
  await fillIn(user, screen.getByLabelText('City'), 'Bengaluru');
  await user.selectOptions(screen.getByLabelText('State'), 'Karnataka');
  await fillIn(user, screen.getByLabelText('PIN code'), '560038');
  return { ...view, api };
}

const writes = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.method !== 'GET');

describe("the address form's GSTIN for a business purchase", () => {
  it('keeps the GSTIN fields behind a button that says whether they are open', async () => {
    const { user } = await openNewAddress();
    expect(screen.queryByLabelText('GSTIN')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Add GSTIN for a business purchase' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Remove GSTIN (not a business purchase)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByLabelText('GSTIN')).toHaveAccessibleDescription(
      '15 characters, e.g. 29ABCDE1234F1ZW; its first 2 digits are the state code',
    );
    expect(screen.getByLabelText('Business name')).toBeInTheDocument();
  });

  it('refuses a GSTIN with a wrong check character, in words under the field, and sends nothing', async () => {
    const { user, api } = await openNewAddress();
    await user.click(screen.getByRole('button', { name: 'Add GSTIN for a business purchase' }));
    await fillIn(user, screen.getByLabelText('GSTIN'), '29AAACR5055K1Z4');
    await fillIn(user, screen.getByLabelText('Business name'), 'Rao Traders');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByLabelText('GSTIN')).toHaveAccessibleDescription(
      'This GSTIN’s last character does not match the rest: check it for a mistyped character',
    );
    expect(screen.getByLabelText('GSTIN')).toHaveFocus();
    expect(writes(api)).toEqual([]);
  });

  it("refuses a GSTIN of another state than the address's, naming both codes", async () => {
    const { user, api } = await openNewAddress();
    await user.click(screen.getByRole('button', { name: 'Add GSTIN for a business purchase' }));
    await fillIn(user, screen.getByLabelText('GSTIN'), '27AAPFU0939F1ZV');
    await fillIn(user, screen.getByLabelText('Business name'), 'Rao Traders');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByLabelText('GSTIN')).toHaveAccessibleDescription(
      'This GSTIN is registered in state code 27, but Karnataka is 29: use the GSTIN registered in the address’s state',
    );
    expect(writes(api)).toEqual([]);
  });

  it('sends a right GSTIN upper-cased, with the business name', async () => {
    const { user, api } = await openNewAddress();
    await user.click(screen.getByRole('button', { name: 'Add GSTIN for a business purchase' }));
    await fillIn(user, screen.getByLabelText('GSTIN'), '29aaacr5055k1z3');
    await fillIn(user, screen.getByLabelText('Business name'), 'Rao Traders Pvt Ltd');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(writes(api)).toHaveLength(1));
    expect(writes(api)[0]!.json).toMatchObject({ gstin: '29AAACR5055K1Z3', businessName: 'Rao Traders Pvt Ltd' });
  });
});
