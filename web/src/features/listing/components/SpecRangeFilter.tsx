import { useId, useState, type FormEvent } from 'react';
import { FILTER_LEGEND } from './filter-classes';

const INPUT = 'h-9 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800';

const parse = (text: string): number | null => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

/**
 * A number attribute's range (RAM from 8 GB), applied on submit or when the focus leaves a changed box, as the price
 * range is; a range it cannot apply says why under the boxes.
 */
export function SpecRangeFilter({
  label,
  unit,
  min,
  max,
  range,
  onApply,
}: {
  label: string;
  unit: string;
  min: number | null;
  max: number | null;
  range: { min: number; max: number } | null;
  onApply: (min: number | null, max: number | null) => void;
}) {
  const [minText, setMinText] = useState(min === null ? '' : String(min));
  const [maxText, setMaxText] = useState(max === null ? '' : String(max));
  const [shown, setShown] = useState({ min, max });
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    if (shown.min !== min) setMinText(min === null ? '' : String(min));
    if (shown.max !== max) setMaxText(max === null ? '' : String(max));
  }
  const typedMin = parse(minText);
  const typedMax = parse(maxText);
  const notNumbers = (minText.trim() !== '' && typedMin === null) || (maxText.trim() !== '' && typedMax === null);
  const reversed = typedMin !== null && typedMax !== null && typedMin > typedMax;
  const problem = notNumbers
    ? `Enter ${label} as a number of ${unit}.`
    : reversed
      ? `The minimum ${label} is above the maximum.`
      : null;
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
    inputMode: 'decimal',
    min: 0,
    step: 'any',
    onBlur: apply,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
    className: INPUT,
  } as const;

  return (
    <form onSubmit={onSubmit} aria-label={`${label} range`}>
      <fieldset>
        <legend className={FILTER_LEGEND}>
          {label} ({unit})
        </legend>
        <div className="grid grid-cols-2 gap-2">
          <label className="min-w-0 text-xs text-slate-600">
            Minimum {label}
            <input
              {...boxProps}
              value={minText}
              placeholder={range ? String(range.min) : 'Min'}
              onChange={(event) => setMinText(event.target.value)}
            />
          </label>
          <label className="min-w-0 text-xs text-slate-600">
            Maximum {label}
            <input
              {...boxProps}
              value={maxText}
              placeholder={range ? String(range.max) : 'Max'}
              onChange={(event) => setMaxText(event.target.value)}
            />
          </label>
          <button
            type="submit"
            className="col-span-2 h-9 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Apply {label}
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
