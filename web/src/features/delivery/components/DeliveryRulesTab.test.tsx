import { apiPaths, type DeliveryRule } from '@voltcart/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { fillIn } from '../../../test/fill-in';
import { renderWithProviders } from '../../../test/render';
import { DeliveryRulesTab } from './DeliveryRulesTab';

const rule = (overrides: Partial<DeliveryRule>): DeliveryRule => ({
  _id: '01890000-0000-7000-8000-000000000001',
  prefix: '5',
  area: 'Rest of India',
  minDays: 4,
  maxDays: 7,
  codAvailable: true,
  serviceable: true,
  updatedAt: '2026-12-07T10:00:00.000Z',
  ...overrides,
});
const paths = apiPaths.delivery;

describe("the admin's Delivery tab", () => {
  it('lists the rules with their days and cash on delivery, and adds one', async () => {
    const api = mockApi({
      [`GET ${paths.adminList}`]: ok([
        rule({}),
        rule({
          _id: '01890000-0000-7000-8000-000000000002',
          prefix: '7443',
          area: 'Nicobar',
          minDays: null,
          maxDays: null,
          codAvailable: false,
          serviceable: false,
        }),
      ]),
      [`POST ${paths.adminCreate}`]: (call) =>
        ok(rule({ _id: '01890000-0000-7000-8000-000000000003', ...(call.json as object) }), 'Delivery rule added'),
    });
    const { user } = renderWithProviders(<DeliveryRulesTab />);
    const list = await screen.findByRole('list', { name: 'Delivery rules' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('5Rest of India4–7 days · Cash on delivery'),
      expect.stringContaining('7443NicobarNot served'),
    ]);

    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await fillIn(user, screen.getByLabelText('Pincode prefix *'), '744');
    await fillIn(user, screen.getByLabelText('Fewest days *'), '7');
    await fillIn(user, screen.getByLabelText('Most days *'), '10');
    await user.click(screen.getByLabelText('Cash on delivery available'));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(api.callsTo('POST', paths.adminCreate).map((call) => call.json)).toEqual([
      { prefix: '744', area: '', minDays: 7, maxDays: 10, codAvailable: false, serviceable: true },
    ]);
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('7447–10 days · No cash on delivery');
  });

  it('catches a rule whose days run backwards, under the field, before sending', async () => {
    const api = mockApi({ [`GET ${paths.adminList}`]: ok([]) });
    const { user } = renderWithProviders(<DeliveryRulesTab />);
    expect(await screen.findByText('No delivery rules yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await fillIn(user, screen.getByLabelText('Pincode prefix *'), '56');
    await fillIn(user, screen.getByLabelText('Fewest days *'), '3');
    await fillIn(user, screen.getByLabelText('Most days *'), '2');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(screen.getByLabelText('Most days *')).toHaveAccessibleDescription(
      'The most days cannot be fewer than the fewest days',
    );
    expect(api.callsTo('POST', paths.adminCreate)).toEqual([]);
  });

  it('shows why an uploaded file was refused, naming its line, and moves focus there', async () => {
    const api = mockApi({
      [`GET ${paths.adminList}`]: ok([rule({})]),
      [`POST ${paths.adminCsv}`]: fail(422, 'Line 3: cod is "maybe"; write yes or no'),
    });
    const { user } = renderWithProviders(<DeliveryRulesTab />);
    await screen.findByRole('list', { name: 'Delivery rules' });
    const csv = 'prefix,min_days,max_days,cod,serviceable\n56,2,3,yes,yes\n57,2,3,maybe,yes\n';
    await user.upload(screen.getByLabelText('CSV file'), new File([csv], 'rules.csv', { type: 'text/csv' }));
    await user.selectOptions(screen.getByLabelText("The file's rules"), 'replace');
    await user.click(screen.getByRole('button', { name: 'Upload CSV' }));
    await waitFor(() => expect(api.callsTo('POST', paths.adminCsv)).toHaveLength(1));
    const alert = await screen.findByText('Line 3: cod is "maybe"; write yes or no');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription('Line 3: cod is "maybe"; write yes or no');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(api.callsTo('POST', paths.adminCsv).map((call) => call.json)).toEqual([{ csv, mode: 'replace' }]);
    // The list is as it was.
    expect(within(screen.getByRole('list', { name: 'Delivery rules' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when the rules cannot be loaded, and tries again', async () => {
    let answers = 0;
    mockApi({
      [`GET ${paths.adminList}`]: () => (answers++ === 0 ? fail(503, 'The shop is busy.') : ok([rule({})])),
    });
    const { user } = renderWithProviders(<DeliveryRulesTab />);
    expect(await screen.findByText('Could not load the delivery rules')).toBeInTheDocument();
    expect(screen.getByText('The shop is busy.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Delivery rules' })).toBeInTheDocument();
  });
});
