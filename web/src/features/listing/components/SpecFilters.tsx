import { ATTRIBUTES_BY_KEY, type SpecFacet, type SpecFilter } from '@voltcart/contract';
import { useId } from 'react';
import { FILTER_LEGEND } from './filter-classes';
import { SpecRangeFilter } from './SpecRangeFilter';

const OPTION = 'flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50';
const CHECK = 'size-4 rounded border-slate-400 accent-brand-700';

type Props = {
  filters: readonly SpecFilter[];
  /** The server's counts and ranges of the listing's categories' attributes. */
  facets: readonly SpecFacet[];
  onChange: (filters: SpecFilter[]) => void;
};

/** `filters` with the attribute's filter replaced (or removed when `next` is null), in key order. */
function withFilter(filters: readonly SpecFilter[], key: string, next: SpecFilter | null): SpecFilter[] {
  const others = filters.filter((filter) => filter.key !== key);
  return (next ? [...others, next] : others).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Filters on the listing's specifications, one group per attribute the server counted: choices with their counts,
 * yes/no, and number ranges. A chosen value stays listed (to untick it) when the other filters leave it none.
 */
export function SpecFilters({ filters, facets, onChange }: Props) {
  const shown = [...facets];
  for (const filter of filters) {
    if (!shown.some((facet) => facet.key === filter.key)) {
      shown.push(filter.type === 'number' ? { key: filter.key, min: 0, max: 0 } : { key: filter.key, values: [] });
    }
  }
  return (
    <>
      {shown.map((facet) => {
        const attribute = ATTRIBUTES_BY_KEY.get(facet.key);
        if (!attribute) return null;
        const filter = filters.find((entry) => entry.key === facet.key);
        const set = (next: SpecFilter | null) => onChange(withFilter(filters, facet.key, next));
        if (attribute.type === 'number' && 'min' in facet) {
          const range = filter?.type === 'number' ? filter : undefined;
          return (
            <SpecRangeFilter
              key={facet.key}
              label={attribute.label}
              unit={attribute.unit}
              min={range?.min ?? null}
              max={range?.max ?? null}
              range={facet.max > 0 ? { min: facet.min, max: facet.max } : null}
              onApply={(min, max) =>
                set(
                  min === null && max === null
                    ? null
                    : { key: facet.key, type: 'number', ...(min === null ? {} : { min }), ...(max === null ? {} : { max }) },
                )
              }
            />
          );
        }
        if (attribute.type === 'boolean' && 'values' in facet) {
          const chosen = filter?.type === 'boolean' ? filter.value : null;
          return (
            <YesNoFilter
              key={facet.key}
              label={attribute.label}
              facet={facet}
              chosen={chosen}
              onChoose={(value) => set(value === null ? null : { key: facet.key, type: 'boolean', value })}
            />
          );
        }
        if (attribute.type === 'choice' && 'values' in facet) {
          const chosen = filter?.type === 'choice' ? filter.values : [];
          const values = [...facet.values];
          for (const value of chosen) if (!values.some((entry) => entry.value === value)) values.push({ value, count: 0 });
          return (
            <fieldset key={facet.key}>
              <legend className={FILTER_LEGEND}>{attribute.label}</legend>
              <ul className="max-h-60 space-y-1 overflow-y-auto">
                {values.map(({ value, count }) => (
                  <li key={String(value)}>
                    <label className={OPTION}>
                      <input
                        type="checkbox"
                        checked={chosen.includes(String(value))}
                        onChange={(event) => {
                          const next = event.target.checked
                            ? [...chosen, String(value)]
                            : chosen.filter((entry) => entry !== String(value));
                          set(next.length ? { key: facet.key, type: 'choice', values: next } : null);
                        }}
                        className={CHECK}
                      />
                      <span className="flex-1">{String(value)}</span>
                      <span className="text-xs text-slate-500">({count})</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          );
        }
        return null;
      })}
    </>
  );
}

function YesNoFilter({
  label,
  facet,
  chosen,
  onChoose,
}: {
  label: string;
  facet: { values: { value: string | boolean; count: number }[] };
  chosen: boolean | null;
  onChoose: (value: boolean | null) => void;
}) {
  const name = useId();
  const countOf = (value: boolean) => facet.values.find((entry) => entry.value === value)?.count ?? 0;
  const options: { value: boolean | null; text: string }[] = [
    { value: null, text: 'Any' },
    { value: true, text: `Yes (${countOf(true)})` },
    { value: false, text: `No (${countOf(false)})` },
  ];
  return (
    <fieldset>
      <legend className={FILTER_LEGEND}>{label}</legend>
      <ul className="space-y-1">
        {options.map((option) => (
          <li key={String(option.value)}>
            <label className={OPTION}>
              <input
                type="radio"
                name={name}
                checked={chosen === option.value}
                onChange={() => onChoose(option.value)}
                className="size-4 border-slate-400 accent-brand-700"
              />
              {option.text}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
