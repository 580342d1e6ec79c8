import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../shared/api-client';
import { showProblems } from '../../../shared/focus-first-problem';
import { FIELD_LABELS, serverProblems, type EmailField, type PasswordField, type Problems } from './settings-forms';

type SettingsField = PasswordField | EmailField;

/**
 * The state and the submit of an account-settings form: its values, each field's problem (cleared as the field is
 * edited), the contract's check before sending, and a server refusal placed under the field it names. Focus moves to
 * the first field with a problem.
 */
export function useSettingsForm<Values extends Record<Field, unknown>, Field extends SettingsField, Body, Answer>(form: {
  empty: () => Values;
  check: (values: Values) => { body: Body } | { problems: Problems<Field> };
  send: (body: Body) => Promise<Answer>;
  /** After a send that succeeded (the values are emptied already). */
  sent: (answer: Answer) => void;
  /** The message of a refusal that names no field. */
  failure: string;
  /** The fields the server's messages may name. */
  serverFields: readonly NoInfer<Field>[];
  /** On every edit of a field. */
  edited?: () => void;
  /** As a checked submit starts. */
  starting?: () => void;
}) {
  const [values, setValues] = useState(form.empty);
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [saving, setSaving] = useState(false);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    form.edited?.();
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    const checked = form.check(values);
    if ('problems' in checked) {
      showProblems(formElement, () => setProblems(checked.problems));
      return;
    }
    setSaving(true);
    setProblems({});
    form.starting?.();
    try {
      const answer = await form.send(checked.body);
      setValues(form.empty());
      form.sent(answer);
    } catch (error) {
      const refusal = {
        message: errorMessage(error, form.failure),
        fields: error instanceof ApiError ? error.fields : undefined,
      };
      showProblems(formElement, () => setProblems(serverProblems(refusal, form.serverFields)));
    } finally {
      setSaving(false);
    }
  };

  /** A text field's props: its label, name, value, change handler and problem. */
  const field = (name: Field & keyof Values) => ({
    label: FIELD_LABELS[name],
    name,
    value: values[name] as string,
    onChange: set(name),
    problem: problems[name],
  });

  return { values, setValues, problems, saving, onSubmit, field };
}
