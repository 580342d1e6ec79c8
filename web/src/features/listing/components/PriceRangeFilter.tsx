import { RangeFilter, type RangeFilterWords } from './RangeFilter';

/** What the boxes say when the shopper's range cannot be applied. */
export const PRICE_PROBLEMS = {
  notRupees: 'Enter prices as whole rupees.',
  reversed: 'The minimum price is above the maximum.',
} as const;

/** Min and max price in rupees (RangeFilter's rules: applied on submit or on leaving a changed box). */
export function PriceRangeFilter({
  minPrice,
  maxPrice,
  range,
  onApply,
}: {
  minPrice: number | null;
  maxPrice: number | null;
  range: { min: number; max: number } | null;
  onApply: (minPrice: number | null, maxPrice: number | null) => void;
}) {
  const words: RangeFilterWords = {
    name: 'Price range',
    legend: 'Price (₹)',
    minLabel: 'Min price',
    maxLabel: 'Max price',
    applyLabel: 'Apply',
    placeholders: range ? [String(Math.floor(range.min)), String(Math.ceil(range.max))] : ['Min', 'Max'],
    decimals: false,
    problems: { notNumbers: PRICE_PROBLEMS.notRupees, reversed: PRICE_PROBLEMS.reversed },
  };
  return <RangeFilter words={words} min={minPrice} max={maxPrice} onApply={onApply} />;
}
