import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` into a field as one paste (a click, then one input event) rather than a keystroke per character: for
 * tests of what a form does with its text, not of typing. A keystroke is half a dozen events and a render each, which
 * on a busy machine adds up to seconds a test spends typing.
 */
export async function fillIn(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
