/** Messages for a form: one per field it names, and `form` for the rest (shown above the form). */
export type FieldProblems<Field extends string> = Partial<Record<Field | 'form', string>>;

/**
 * A server refusal placed under the field it names at its start ("pincode must be…", "code: …"), else above the form.
 * `say` words it for the field (for example with the field's label instead of its name); by default it is kept as sent.
 */
export function serverProblems<Field extends string>(
  message: string,
  fields: readonly Field[],
  say: (field: Field, message: string) => string = (_field, sent) => sent,
): FieldProblems<Field> {
  const field = fields.find((name) => message.startsWith(`${name} `) || message.startsWith(`${name}:`));
  const problems: FieldProblems<Field> = {};
  if (field) problems[field] = say(field, message);
  else problems.form = message;
  return problems;
}
