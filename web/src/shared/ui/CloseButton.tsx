import { X } from 'lucide-react';
import type { Ref } from 'react';

/** The × that closes a dialog or drawer; `label` names what it closes for screen readers. */
export function CloseButton({
  label,
  onClick,
  className = '',
  ref,
}: {
  label: string;
  onClick: () => void;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`${className} rounded-md p-2 text-slate-600 hover:bg-slate-100`.trim()}
    >
      <X className="size-5" aria-hidden />
    </button>
  );
}
