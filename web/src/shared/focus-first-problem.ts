import { flushSync } from 'react-dom';

/**
 * Shows a form's problems and moves focus to the first field marked invalid, in the form's order. The problems are
 * rendered at once (flushSync) so the field already carries its message when focused: a screen reader reads both.
 */
export function showProblems(form: HTMLFormElement | null, show: () => void): void {
  flushSync(show);
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
