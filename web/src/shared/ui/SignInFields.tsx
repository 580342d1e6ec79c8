import type { ReactNode } from 'react';
import { Button } from './Button';
import { TextField } from './TextField';

/** The email and password of a sign-in form and its submit button; `refusal` is why the last attempt failed. */
export function SignInFields({
  email,
  onEmail,
  password,
  onPassword,
  emailAutoComplete = 'email',
  refusal,
  submitting,
}: {
  email: string;
  onEmail: (email: string) => void;
  password: string;
  onPassword: (password: string) => void;
  emailAutoComplete?: 'email' | 'username';
  refusal?: ReactNode;
  submitting: boolean;
}) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete={emailAutoComplete}
        required
        value={email}
        onChange={(event) => onEmail(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => onPassword(event.target.value)}
      />
      {refusal}
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? 'Loading...' : 'Sign in'}
      </Button>
    </>
  );
}
