import { ChangeEmailBody, ChangePasswordBody } from '@voltcart/contract';
import { fieldProblems } from '../../../shared/field-problems';
import { serverProblems as problemsNamed, type FieldProblems, type Refusal } from '../../../shared/server-problems';

export type PasswordFormValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  signOutOtherDevices: boolean;
};
export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
export type EmailFormValues = { newEmail: string; password: string };
export type EmailField = keyof EmailFormValues;
export type Problems<Field extends string> = FieldProblems<Field>;

export const emptyPasswordForm = (): PasswordFormValues => ({
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  signOutOtherDevices: false,
});
export const emptyEmailForm = (): EmailFormValues => ({ newEmail: '', password: '' });

/** Each field's label; the contract's messages name the fields with these words ("Enter a new password"). */
export const FIELD_LABELS: Record<PasswordField | EmailField, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  newEmail: 'New email',
  password: 'Password',
};

/** The change-password form checked with the contract, plus the confirmation the server never sees. */
export function checkPasswordForm(
  values: PasswordFormValues,
): { body: ChangePasswordBody } | { problems: Problems<PasswordField> } {
  const result = ChangePasswordBody.safeParse(values);
  const problems: Problems<PasswordField> = result.success
    ? {}
    : fieldProblems(result.error.issues, ['currentPassword', 'newPassword'] as const);
  if (values.confirmPassword !== values.newPassword) problems.confirmPassword = 'The two new passwords do not match';
  if (result.success && Object.keys(problems).length === 0) return { body: result.data };
  return { problems };
}

export function checkEmailForm(values: EmailFormValues): { body: ChangeEmailBody } | { problems: Problems<EmailField> } {
  const result = ChangeEmailBody.safeParse(values);
  if (result.success) return { body: result.data };
  return { problems: fieldProblems(result.error.issues, ['newEmail', 'password'] as const) };
}

/** A server refusal placed under the fields it names (a wrong current password, a common new one), else above the form. */
export function serverProblems<Field extends PasswordField | EmailField>(
  refusal: string | Refusal,
  fields: readonly Field[],
): Problems<Field> {
  return problemsNamed(refusal, fields);
}
