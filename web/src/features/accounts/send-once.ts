// An emailed link's token works once: a page shown twice (React's strict mode, a re-render) must send it once.
// A refused token is forgotten, so the page can send it again (after signing in, say).

/** `send(token)`, called at most once per token while its answer is pending or was a success. */
export function sendOnce<T>(send: (token: string) => Promise<T>): (token: string) => Promise<T> {
  const sent = new Map<string, Promise<T>>();
  return (token) => {
    let answer = sent.get(token);
    if (!answer) {
      answer = send(token);
      sent.set(token, answer);
      answer.catch(() => sent.delete(token));
    }
    return answer;
  };
}
