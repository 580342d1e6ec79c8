import type { VariantOptions, VariantSummary } from '@voltcart/contract';
import { useId } from 'react';
import { paths } from '../../../shared/paths';
import { ShopLink } from '../../../shared/ui/ShopLink';
import { optionChoices } from '../variant-choices';

/**
 * A variant's option pickers: one labelled group of choices per option. Each choice is a link to that variant's own
 * page (opened inside the app, so the page changes without a reload; without JavaScript a plain link), the current
 * one marked, a sold-out one said so, a combination the group does not have shown but not a link.
 */
export function VariantPicker({ variants, options }: { variants: VariantSummary[]; options: VariantOptions }) {
  const baseId = useId();
  const groups = optionChoices(variants, options);
  if (variants.length < 2 || groups.length === 0) return null;
  return (
    <div className="mt-5 space-y-4">
      {groups.map(({ key, choices }, index) => {
        const labelId = `${baseId}-${index}`;
        return (
          <div key={key} role="group" aria-labelledby={labelId}>
            <p id={labelId} className="text-sm font-medium text-slate-700">
              {key}: <span className="font-semibold text-slate-900">{options[key]}</span>
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {choices.map((choice) => {
                const base = 'inline-flex min-h-10 items-center gap-1 rounded-lg border px-3 py-1.5 text-sm';
                const note = choice.outOfStock ? <span className="text-xs text-slate-600">(out of stock)</span> : null;
                if (!choice.variantId) {
                  return (
                    <li key={choice.value}>
                      <span
                        aria-disabled="true"
                        className={`${base} cursor-not-allowed border-dashed border-slate-300 text-slate-500 line-through`}
                      >
                        {choice.value}
                        <span className="sr-only"> (not available with these options)</span>
                      </span>
                    </li>
                  );
                }
                return (
                  <li key={choice.value}>
                    <ShopLink
                      to={paths.product(choice.variantId)}
                      aria-current={choice.current ? 'true' : undefined}
                      className={`${base} ${
                        choice.current
                          ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-600'
                          : 'border-slate-300 text-slate-800 hover:border-brand-600'
                      } ${choice.outOfStock ? 'border-dashed' : ''} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
                    >
                      {choice.value}
                      {note}
                    </ShopLink>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
