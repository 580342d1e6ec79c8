import type { InputHTMLAttributes } from 'react';

type EmailInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  id: string;
  /** Read by screen readers only: the placeholder shows sighted shoppers what goes in. */
  label: string;
  value: string;
  onEmail: (email: string) => void;
};

/** A one-line email box of a small form (newsletter, back-in-stock alert), its label visually hidden. */
export function EmailInput({ id, label, value, onEmail, ...input }: EmailInputProps) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        value={value}
        onChange={(event) => onEmail(event.target.value)}
        {...input}
      />
    </>
  );
}
