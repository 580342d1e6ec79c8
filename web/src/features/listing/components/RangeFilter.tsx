import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FILTER_LEGEND } from './filter-classes';

const INPUT = 'h-9 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800';

function parseAmount(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** What differs between one range filter and another: its words, its boxes' kind, and what it says when refused. */
export type RangeFilterWords = {
  /** The form's accessible name ("Price range"). */
  name: string;
  legend: ReactNode;
  minLabel: string;
  maxLabel: string;
  applyLabel: string;
  placeholders: [string, string];
  /** Whole numbers (rupees) or any decimal (6.7 inches). */
  decimals: boolean;
  problems: { notNumbers: string; reversed: string };
};

/**
 * A min–max filter, applied on submit or when the focus leaves a box with a changed value. A range that cannot be
 * applied (not numbers, or the minimum above the maximum) is not: one message under the boxes says why.
 */
export function RangeFilter({
  words,
  min,
  max,
  onApply,
}: {
  words: RangeFilterWords;
  min: number | null;
  max: number | null;
  onApply: (min: number | null, max: number | null) => void;
}) {
  const [minText, setMinText] = useState(min === null ? '' : String(min));
  const [maxText, setMaxText] = useState(max === null ? '' : String(max));
  // A new range from the address (Back, Clear filters) refills the box it changed; the other keeps what is typed.
  const [shown, setShown] = useState({ min, max });
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    if (shown.min !== min) setMinText(min === null ? '' : String(min));
    if (shown.max !== max) setMaxText(max === null ? '' : String(max));
  }
  const typedMin = parseAmount(minText);
  const typedMax = parseAmount(maxText);
  const notNumbers = (minText.trim() !== '' && typedMin === null) || (maxText.trim() !== '' && typedMax === null);
  const reversed = typedMin !== null && typedMax !== null && typedMin > typedMax;
  const problem = notNumbers ? words.problems.notNumbers : reversed ? words.problems.reversed : null;
  const problemId = useId();

  const apply = () => {
    if (problem || (typedMin === min && typedMax === max)) return;
    onApply(typedMin, typedMax);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  const boxProps = {
    type: 'number',
    inputMode: words.decimals ? 'decimal' : 'numeric',
    min: 0,
    ...(words.decimals ? { step: 'any' } : {}),
    onBlur: apply,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
    className: INPUT,
  } as const;

  return (
    <form onSubmit={onSubmit} aria-label={words.name}>
      <fieldset>
        <legend className={FILTER_LEGEND}>{words.legend}</legend>
        {/* Two equal columns and Apply under them: each box is half the filter column, room for ₹1,49,999 typed in full. */}
        <div className="grid grid-cols-2 gap-2">
          <label className="min-w-0 text-xs text-slate-600">
            {words.minLabel}
            <input
              {...boxProps}
              value={minText}
              placeholder={words.placeholders[0]}
              onChange={(event) => setMinText(event.target.value)}
            />
          </label>
          <label className="min-w-0 text-xs text-slate-600">
            {words.maxLabel}
            <input
              {...boxProps}
              value={maxText}
              placeholder={words.placeholders[1]}
              onChange={(event) => setMaxText(event.target.value)}
            />
          </label>
          <button
            type="submit"
            className="col-span-2 h-9 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {words.applyLabel}
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
