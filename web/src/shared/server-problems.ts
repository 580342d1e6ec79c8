/** Messages for a form: one per field it names, and `form` for the rest (shown above the form). */
export type FieldProblems<Field extends string> = Partial<Record<Field | 'form', string>>;

/** A server refusal: its message, and the words for each field of the form it refused (the answer's `fields`). */
export type Refusal = { message: string; fields?: Record<string, string> | undefined };

/**
 * A server refusal placed under the fields it names: by the answer's `fields`, else by the message's start ("pincode
 * must be…", "code: …"), else above the form. `say` words a message of the second kind for its field (for example
 * with the field's label instead of its name); by default it is kept as sent.
 */
export function serverProblems<Field extends string>(
  refusal: string | Refusal,
  fields: readonly Field[],
  say: (field: Field, message: string) => string = (_field, sent) => sent,
): FieldProblems<Field> {
  const { message, fields: named = {} } = typeof refusal === 'string' ? { message: refusal } : refusal;
  const problems: FieldProblems<Field> = {};
  for (const field of fields) if (named[field]) problems[field] = named[field];
  if (Object.keys(problems).length > 0) return problems;
  const field = fields.find((name) => message.startsWith(`${name} `) || message.startsWith(`${name}:`));
  if (field) problems[field] = say(field, message);
  else problems.form = message;
  return problems;
}
