import type { ReactNode } from 'react';
import type { Credentials } from '../sign-in';
import { Button } from './Button';
import { TextField } from './TextField';

/** The email and password of a sign-in form and its submit button; `refusal` is why the last attempt failed. */
export function SignInFields({
  credentials,
  onCredentials,
  emailAutoComplete = 'email',
  refusal,
  submitting,
}: {
  credentials: Credentials;
  onCredentials: (change: (current: Credentials) => Credentials) => void;
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
        value={credentials.email}
        onChange={(event) => onCredentials((current) => ({ ...current, email: event.target.value }))}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={credentials.password}
        onChange={(event) => onCredentials((current) => ({ ...current, password: event.target.value }))}
      />
      {refusal}
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? 'Loading...' : 'Sign in'}
      </Button>
    </>
  );
}
