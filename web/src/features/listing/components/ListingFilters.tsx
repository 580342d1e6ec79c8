import type { SearchFacets } from '@voltcart/contract';
import { useId } from 'react';
import { DISCOUNT_STEPS, hasFilters, withFilters, type ListingState } from '../listing-state';
import { FILTER_LEGEND } from './filter-classes';
import { PriceRangeFilter } from './PriceRangeFilter';
import { SpecFilters } from './SpecFilters';

const OPTION = 'flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50';

type Props = { state: ListingState; facets: SearchFacets | null; onChange: (next: ListingState) => void };

/** Brand, price, stock, discount and specification filters; every change goes back to page 1. */
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
          onClick={() => change({ brands: [], minPrice: null, maxPrice: null, inStock: false, minDiscount: null, specs: [] })}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Clear filters
        </button>
      )}
      {brands.length > 0 && (
        <fieldset>
          <legend className={FILTER_LEGEND}>Brand</legend>
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
      <PriceRangeFilter
        minPrice={state.minPrice}
        maxPrice={state.maxPrice}
        range={facets?.price ?? null}
        onApply={(minPrice, maxPrice) => change({ minPrice, maxPrice })}
      />
      <fieldset>
        <legend className={FILTER_LEGEND}>Availability</legend>
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
        <legend className={FILTER_LEGEND}>Discount</legend>
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
      <SpecFilters filters={state.specs} facets={facets?.specs ?? []} onChange={(specs) => change({ specs })} />
    </div>
  );
}
