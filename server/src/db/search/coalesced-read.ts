/**
 * `read`, shared by the calls that arrive together: a call made while no read runs starts one; a call made while
 * one runs waits for the next, which starts when the running one ends and answers every call that waited for it.
 * So a call is only ever answered by a read that started after it was made (a write that committed before the
 * call is always seen), and under load at most one read runs and one waits, whatever the number of calls.
 */
export function coalesced<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const started = read();
    running = started;
    const finished = () => {
      if (running === started) running = undefined;
    };
    started.then(finished, finished);
    return started;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(ignore, ignore).then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}

const ignore = () => {};
