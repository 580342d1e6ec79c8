import { LoaderCircle } from 'lucide-react';

/** A spinner with a text for screen readers (and for eyes when `showLabel`). */
export function Spinner({
  label = 'Loading...',
  showLabel = false,
  className = '',
}: {
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 text-slate-600 ${className}`}>
      <LoaderCircle className="size-5 animate-spin text-brand-700" aria-hidden />
      <span className={showLabel ? '' : 'sr-only'}>{label}</span>
    </span>
  );
}

/** A spinner centred in the page body, for whole-screen loads. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} showLabel />
    </div>
  );
}
