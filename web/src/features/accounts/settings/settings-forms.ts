import { ChangeEmailBody, ChangePasswordBody } from '@voltcart/contract';
import { serverProblems as problemsNamed, type FieldProblems } from '../../../shared/server-problems';

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

// The contract names its fields in its messages ("newPassword must be…"); people read the label instead.
export const FIELD_LABELS: Record<PasswordField | EmailField, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  newEmail: 'New email',
  password: 'Password',
};

/** "newPassword must be…" said as "New password must be…". */
function readable(field: PasswordField | EmailField, message: string): string {
  return message.startsWith(field) ? `${FIELD_LABELS[field]}${message.slice(field.length)}` : message;
}

function problemsFrom<Field extends PasswordField | EmailField>(
  issues: { path: PropertyKey[]; message: string }[],
  fields: readonly Field[],
): Problems<Field> {
  const problems: Problems<Field> = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field | undefined;
    if (!field || !fields.includes(field) || problems[field]) continue;
    problems[field] = readable(field, issue.message);
  }
  return problems;
}

/** The change-password form checked with the contract, plus the confirmation the server never sees. */
export function checkPasswordForm(
  values: PasswordFormValues,
): { body: ChangePasswordBody } | { problems: Problems<PasswordField> } {
  const result = ChangePasswordBody.safeParse(values);
  const problems: Problems<PasswordField> = result.success
    ? {}
    : problemsFrom(result.error.issues, ['currentPassword', 'newPassword'] as const);
  if (values.confirmPassword !== values.newPassword) problems.confirmPassword = 'The two new passwords do not match';
  if (result.success && Object.keys(problems).length === 0) return { body: result.data };
  return { problems };
}

export function checkEmailForm(values: EmailFormValues): { body: ChangeEmailBody } | { problems: Problems<EmailField> } {
  const result = ChangeEmailBody.safeParse(values);
  if (result.success) return { body: result.data };
  return { problems: problemsFrom(result.error.issues, ['newEmail', 'password'] as const) };
}

/** A server refusal placed under the field it names ("newPassword: …"), else above the form. */
export function serverProblems<Field extends PasswordField | EmailField>(
  message: string,
  fields: readonly Field[],
): Problems<Field> {
  return problemsNamed(message, fields, readable);
}
