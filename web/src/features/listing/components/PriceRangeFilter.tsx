import { useId, useState, type FormEvent } from 'react';
import { priceRangeReversed } from '../listing-state';
import { FILTER_LEGEND } from './filter-classes';

const INPUT = 'h-9 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800';

/** What the boxes say when the shopper's range cannot be applied. */
export const PRICE_PROBLEMS = {
  notRupees: 'Enter prices as whole rupees.',
  reversed: 'The minimum price is above the maximum.',
} as const;

function parseRupees(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * Min and max price in rupees, applied on submit or when the focus leaves a box with a changed value. A range that
 * cannot be applied (not rupees, or the minimum above the maximum) is not: one message under the boxes says why.
 */
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
  const [minText, setMinText] = useState(minPrice === null ? '' : String(minPrice));
  const [maxText, setMaxText] = useState(maxPrice === null ? '' : String(maxPrice));
  // A new range from the address (Back, Clear filters) refills the box it changed; the other keeps what is typed.
  const [shown, setShown] = useState({ minPrice, maxPrice });
  if (shown.minPrice !== minPrice || shown.maxPrice !== maxPrice) {
    setShown({ minPrice, maxPrice });
    if (shown.minPrice !== minPrice) setMinText(minPrice === null ? '' : String(minPrice));
    if (shown.maxPrice !== maxPrice) setMaxText(maxPrice === null ? '' : String(maxPrice));
  }
  const min = parseRupees(minText);
  const max = parseRupees(maxText);
  const notRupees = (minText.trim() !== '' && min === null) || (maxText.trim() !== '' && max === null);
  const problem = notRupees ? PRICE_PROBLEMS.notRupees : priceRangeReversed(min, max) ? PRICE_PROBLEMS.reversed : null;
  const problemId = useId();

  const apply = () => {
    if (problem || (min === minPrice && max === maxPrice)) return;
    onApply(min, max);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  const boxProps = {
    type: 'number',
    inputMode: 'numeric',
    min: 0,
    onBlur: apply,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
    className: INPUT,
  } as const;

  return (
    <form onSubmit={onSubmit} aria-label="Price range">
      <fieldset>
        <legend className={FILTER_LEGEND}>Price (₹)</legend>
        {/* Two equal columns and Apply under them: each box is half the filter column, room for ₹1,49,999 typed in full. */}
        <div className="grid grid-cols-2 gap-2">
          <label className="min-w-0 text-xs text-slate-600">
            Min price
            <input
              {...boxProps}
              value={minText}
              placeholder={range ? String(Math.floor(range.min)) : 'Min'}
              onChange={(event) => setMinText(event.target.value)}
            />
          </label>
          <label className="min-w-0 text-xs text-slate-600">
            Max price
            <input
              {...boxProps}
              value={maxText}
              placeholder={range ? String(Math.ceil(range.max)) : 'Max'}
              onChange={(event) => setMaxText(event.target.value)}
            />
          </label>
          <button
            type="submit"
            className="col-span-2 h-9 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Apply
          </button>
        </div>
        {problem && (
          <p id={problemId} role="alert" className="mt-2 text-xs text-red-700">
            {problem}
          </p>
        )}
      </fieldset>
    </form>
  );
}
