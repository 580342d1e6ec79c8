import type { SearchFacets } from '@voltcart/contract';
import { useId, useState, type FormEvent } from 'react';
import { DISCOUNT_STEPS, hasFilters, withFilters, type ListingState } from '../listing-state';

const LEGEND = 'mb-3 text-sm font-semibold tracking-wide text-slate-900 uppercase';
const OPTION = 'flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50';
const INPUT = 'h-9 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800';

type Props = { state: ListingState; facets: SearchFacets | null; onChange: (next: ListingState) => void };

/** Brand, price, stock and discount filters; every change goes back to page 1. */
export function ListingFilters({ state, facets, onChange }: Props) {
  const change = (update: Partial<Omit<ListingState, 'page'>>) => onChange(withFilters(state, update));
  // A ticked brand stays listed (to untick it) even when the other filters leave it no products.
  const brands = [...(facets?.brands ?? [])];
  for (const brand of state.brands) if (!brands.some((entry) => entry.brand === brand)) brands.push({ brand, count: 0 });
  const discountName = useId();

  return (
    <div className="space-y-6">
      {hasFilters(state) && (
        <button
          type="button"
          onClick={() => change({ brands: [], minPrice: null, maxPrice: null, inStock: false, minDiscount: null })}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Clear filters
        </button>
      )}
      {brands.length > 0 && (
        <fieldset>
          <legend className={LEGEND}>Brand</legend>
          <ul className="max-h-72 space-y-1 overflow-y-auto">
            {brands.map(({ brand, count }) => (
              <li key={brand}>
                <label className={OPTION}>
                  <input
                    type="checkbox"
                    checked={state.brands.includes(brand)}
                    onChange={(event) =>
                      change({
                        brands: event.target.checked ? [...state.brands, brand] : state.brands.filter((entry) => entry !== brand),
                      })
                    }
                    className="size-4 rounded border-slate-400 accent-brand-700"
                  />
                  <span className="flex-1">{brand}</span>
                  <span className="text-xs text-slate-500">({count})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <PriceFilter
        minPrice={state.minPrice}
        maxPrice={state.maxPrice}
        range={facets?.price ?? null}
        onApply={(minPrice, maxPrice) => change({ minPrice, maxPrice })}
      />
      <fieldset>
        <legend className={LEGEND}>Availability</legend>
        <label className={OPTION}>
          <input
            type="checkbox"
            checked={state.inStock}
            onChange={(event) => change({ inStock: event.target.checked })}
            className="size-4 rounded border-slate-400 accent-brand-700"
          />
          In stock only
        </label>
      </fieldset>
      <fieldset>
        <legend className={LEGEND}>Discount</legend>
        <ul className="space-y-1">
          {[null, ...DISCOUNT_STEPS].map((step) => (
            <li key={step ?? 'any'}>
              <label className={OPTION}>
                <input
                  type="radio"
                  name={discountName}
                  checked={state.minDiscount === step}
                  onChange={() => change({ minDiscount: step })}
                  className="size-4 border-slate-400 accent-brand-700"
                />
                {step === null ? 'Any discount' : `${step}% or more`}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}

function parseRupees(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** Min and max price in rupees, applied on submit or when the focus leaves a box with a changed value. */
function PriceFilter({
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
  const invalid = (minText.trim() !== '' && min === null) || (maxText.trim() !== '' && max === null);
  const reversed = min !== null && max !== null && min > max;
  const problem = invalid ? 'Enter prices as whole rupees.' : reversed ? 'The minimum price is above the maximum.' : null;
  const errorId = useId();

  const apply = () => {
    if (problem || (min === minPrice && max === maxPrice)) return;
    onApply(min, max);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };

  return (
    <form onSubmit={onSubmit} aria-label="Price range">
      <fieldset>
        <legend className={LEGEND}>Price (₹)</legend>
        <div className="flex items-end gap-2">
          <label className="flex-1 text-xs text-slate-600">
            Min price
            <input
              type="number"
              inputMode="numeric"
              min={0}
              value={minText}
              placeholder={range ? String(Math.floor(range.min)) : 'Min'}
              onChange={(event) => setMinText(event.target.value)}
              onBlur={apply}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              className={INPUT}
            />
          </label>
          <label className="flex-1 text-xs text-slate-600">
            Max price
            <input
              type="number"
              inputMode="numeric"
              min={0}
              value={maxText}
              placeholder={range ? String(Math.ceil(range.max)) : 'Max'}
              onChange={(event) => setMaxText(event.target.value)}
              onBlur={apply}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              className={INPUT}
            />
          </label>
          <button
            type="submit"
            className="h-9 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Apply
          </button>
        </div>
        {problem && (
          <p id={errorId} role="alert" className="mt-2 text-xs text-red-700">
            {problem}
          </p>
        )}
      </fieldset>
    </form>
  );
}
