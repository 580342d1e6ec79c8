export type NewPasswordProblems = { password?: string; confirm?: string };

/** The registration page's password rule, and the confirmation matching it. */
export function newPasswordProblems(password: string, confirm: string): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (!password) problems.password = 'Please enter a password.';
  else if (password.length < 8) problems.password = 'Password must be at least 8 characters.';
  if (!confirm) problems.confirm = 'Please enter the password again.';
  else if (password && confirm !== password) problems.confirm = 'The passwords do not match.';
  return problems;
}
