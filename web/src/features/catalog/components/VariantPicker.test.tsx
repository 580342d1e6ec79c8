import type { VariantSummary } from '@voltcart/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { VariantPicker } from './VariantPicker';

const variant = (id: string, colour: string, storage: string, productStock = 5): VariantSummary => ({
  _id: id,
  options: { Colour: colour, Storage: storage },
  salesPrice: 1000,
  productStock,
});
const group = [variant('b128', 'Black', '128 GB'), variant('p128', 'Pink', '128 GB'), variant('b256', 'Black', '256 GB', 0)];

describe('VariantPicker', () => {
  it('offers each option as a labelled group of links to the variants, the current one marked', () => {
    renderWithProviders(<VariantPicker variants={group} options={{ Colour: 'Black', Storage: '128 GB' }} />);
    const colour = screen.getByRole('group', { name: 'Colour: Black' });
    expect(within(colour).getByRole('link', { name: 'Black' })).toHaveAttribute('aria-current', 'true');
    expect(within(colour).getByRole('link', { name: 'Pink' })).toHaveAttribute('href', '/product/p128');
  });

  it('marks a sold-out combination and disables one the group does not have', () => {
    renderWithProviders(<VariantPicker variants={group} options={{ Colour: 'Pink', Storage: '128 GB' }} />);
    const storage = screen.getByRole('group', { name: 'Storage: 128 GB' });
    expect(within(storage).queryByRole('link', { name: /256 GB/ })).toBeNull();
    expect(within(storage).getByText('256 GB')).toHaveAttribute('aria-disabled', 'true');
    expect(within(storage).getByText('(not available with these options)')).toBeInTheDocument();

    renderWithProviders(<VariantPicker variants={group} options={{ Colour: 'Black', Storage: '128 GB' }} />);
    const [, sizes] = screen.getAllByRole('group', { name: /^Storage/ });
    expect(within(sizes!).getByRole('link', { name: '256 GB (out of stock)' })).toHaveAttribute('href', '/product/b256');
  });
});
