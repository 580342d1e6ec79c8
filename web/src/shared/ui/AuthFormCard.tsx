import type { FormEvent, ReactNode } from 'react';
import { AuthCard, type FooterLink } from './AuthCard';
import { Button } from './Button';
import { FormAlert } from './FormAlert';

/** The form's one button: what it says, and what it says while the form is being sent. */
export interface AuthSubmit {
  label: string;
  busyLabel: string;
  busy: boolean;
}

/** An AuthCard holding one form: its fields, why the last attempt failed, and the full-width submit button. */
export function AuthFormCard({
  title,
  subtitle,
  footer,
  onSubmit,
  failure,
  submit,
  children,
}: {
  title: string;
  subtitle: string;
  footer: FooterLink;
  onSubmit: (event: FormEvent) => Promise<void>;
  failure?: string;
  submit: AuthSubmit;
  children: ReactNode;
}) {
  return (
    <AuthCard title={title} subtitle={subtitle} footer={footer}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        {children}
        <FormAlert message={failure} />
        <Button type="submit" size="lg" className="w-full" disabled={submit.busy}>
          {submit.busy ? submit.busyLabel : submit.label}
        </Button>
      </form>
    </AuthCard>
  );
}
