import { CATEGORIES } from '@voltcart/contract';

/** The category checkbox list; ticking one rewrites the address to the comma-joined selection. */
export function CategoryFilter({ selected, onToggle }: { selected: readonly string[]; onToggle: (name: string) => void }) {
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold tracking-wide text-slate-900 uppercase">Categories</legend>
      <ul className="space-y-1">
        {CATEGORIES.map((category) => {
          const checked = selected.includes(category.name);
          return (
            <li key={category.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => onToggle(category.name)}
                  className="size-4 rounded border-slate-400 accent-brand-700"
                />
                {category.name}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
