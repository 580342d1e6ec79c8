import type { PageAnswersState } from '../shared/page-answers';

/** The answers the next rendered page comes with, as the server writes them into its preloaded state. */
let written: PageAnswersState = {};

/** The answer the server renders a page with for one of its first calls (app/page-answers.ts): the next render's. */
export function writeAnswerIntoPage(call: string, answer: unknown) {
  written[call] = answer as PageAnswersState[string];
}

/** The answers written for the next render, taken by it (test/render.tsx): a later render comes without them. */
export function takeWrittenAnswers(): PageAnswersState {
  const answers = written;
  written = {};
  return answers;
}

/** Drops the answers a test wrote and no render took. */
export function removePageAnswers() {
  written = {};
}
