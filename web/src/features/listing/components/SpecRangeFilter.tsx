import { RangeFilter, type RangeFilterWords } from './RangeFilter';

/** A number attribute's range (RAM from 8 GB), by RangeFilter's rules as the price range is. */
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
  const words: RangeFilterWords = {
    name: `${label} range`,
    legend: `${label} (${unit})`,
    minLabel: `Minimum ${label}`,
    maxLabel: `Maximum ${label}`,
    applyLabel: `Apply ${label}`,
    placeholders: range ? [String(range.min), String(range.max)] : ['Min', 'Max'],
    decimals: true,
    problems: { notNumbers: `Enter ${label} as a number of ${unit}.`, reversed: `The minimum ${label} is above the maximum.` },
  };
  return <RangeFilter words={words} min={min} max={max} onApply={onApply} />;
}
