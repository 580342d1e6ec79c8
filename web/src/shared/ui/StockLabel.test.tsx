import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StockLabel } from './StockLabel';

describe('the stock label', () => {
  it.each([
    [25, 'In stock'],
    [6, 'In stock'],
    [5, 'Only 5 left'],
    [1, 'Only 1 left'],
    [0, 'Out of stock'],
  ])('reads %i units as "%s"', (stock, text) => {
    render(<StockLabel stock={stock} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
