/** The answer the server writes into a page's HTML for one of its first calls, as a script element (shared/page-answers.ts takes it). */
export function writeAnswerIntoPage(call: string, answer: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.dataset.answerOf = call;
  script.textContent = JSON.stringify(answer);
  document.head.append(script);
}

/** Removes the answers a test wrote and the page did not take. */
export function removePageAnswers() {
  document.head.querySelectorAll('script[data-answer-of]').forEach((script) => script.remove());
}
