import { useId, type InputHTMLAttributes } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; problem?: string | undefined; hint?: string };

/** A labelled input with its validation message tied to it for screen readers. */
export function TextField({ label, problem, hint, id, className = '', ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const noteId = `${inputId}-note`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem || hint ? noteId : undefined}
        className={`mt-1 block h-11 w-full rounded-lg border bg-white px-3 text-slate-900 placeholder:text-slate-500 ${
          problem ? 'border-red-600' : 'border-slate-300'
        }`}
        {...props}
      />
      {problem ? (
        <p id={noteId} className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      ) : hint ? (
        <p id={noteId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
