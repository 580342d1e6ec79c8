import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fillIn } from '../../../test/fill-in';
import { PRICE_PROBLEMS, PriceRangeFilter } from './PriceRangeFilter';

function renderFilter(minPrice: number | null = null, maxPrice: number | null = null) {
  const onApply = vi.fn();
  render(<PriceRangeFilter minPrice={minPrice} maxPrice={maxPrice} range={{ min: 499, max: 149999 }} onApply={onApply} />);
  return { onApply, user: userEvent.setup() };
}

describe('the price range filter', () => {
  it('says once, tied to both boxes, that the minimum is above the maximum, and applies nothing', async () => {
    const { onApply, user } = renderFilter();
    await fillIn(user, screen.getByLabelText('Min price'), '149999');
    await fillIn(user, screen.getByLabelText('Max price'), '1000');
    await user.keyboard('{Enter}');
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent(PRICE_PROBLEMS.reversed);
    expect(screen.getAllByText(PRICE_PROBLEMS.reversed)).toHaveLength(1);
    for (const box of [screen.getByLabelText('Min price'), screen.getByLabelText('Max price')]) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(PRICE_PROBLEMS.reversed);
    }
    // The min alone was applied when the focus left its box; the reversed pair never is.
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenLastCalledWith(149999, null);
  });

  it('shows the message for a reversed range from the address, and clears it once the range is put right', async () => {
    const { onApply, user } = renderFilter(90000, 1000);
    expect(screen.getByRole('alert')).toHaveTextContent(PRICE_PROBLEMS.reversed);
    await user.clear(screen.getByLabelText('Max price'));
    await user.paste('149999');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Min price')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Max price')).not.toHaveAccessibleDescription();
    await user.keyboard('{Enter}');
    expect(onApply).toHaveBeenCalledWith(90000, 149999);
  });
});
