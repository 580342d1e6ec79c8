/** A contract schema's issue, as zod reports it. */
type Issue = { path: PropertyKey[]; message: string };

/**
 * The first message of each of a form's fields among a contract schema's issues: the contract words every rule of
 * the field ("Enter the full name"), and says a blank field is blank before anything else about it.
 */
export function fieldProblems<Field extends string>(
  issues: readonly Issue[],
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}
