import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../shared/api-client';
import { serverProblems as problemsNamed, type FieldProblems, type Refusal } from '../../../shared/server-problems';

export type Problems = FieldProblems<'password' | 'code'>;

/**
 * A refusal goes under the field its answer names ("The password is incorrect"), or the field its message names
 * ("code: The sign-in code is not right…", said without the name); anything else above the form.
 */
export function serverProblems(message: string | Refusal): Problems {
  return problemsNamed(message, ['password', 'code'] as const, (field, sent) => {
    const rest = sent.startsWith(`${field}: `) ? sent.slice(field.length + 2) : sent;
    return rest.charAt(0).toUpperCase() + rest.slice(1);
  });
}

/**
 * The submit of a form that turns two-factor sign-in on or off with the password and a code: what is missing is
 * said under its field and nothing is sent; a refusal is placed by `problemsOf` and the form can be sent again.
 */
export function useTwoFactorForm(form: {
  missing: () => Problems;
  send: () => Promise<void>;
  /** The message of a refusal that says nothing of its own. */
  failure: string;
  problemsOf?: (message: string) => Problems;
}) {
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = form.missing();
    setProblems(missing);
    if (Object.keys(missing).length > 0) return;
    setSending(true);
    try {
      await form.send();
    } catch (error) {
      const refusal = {
        message: errorMessage(error, form.failure),
        fields: error instanceof ApiError ? error.fields : undefined,
      };
      const named = serverProblems(refusal);
      setProblems(named.form === undefined ? named : (form.problemsOf ?? serverProblems)(refusal.message));
      setSending(false);
    }
  };

  return { problems, sending, onSubmit };
}
