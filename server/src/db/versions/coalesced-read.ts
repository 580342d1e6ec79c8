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

/**
 * A synchronous `read` (SQLite's prepared statement), shared by the calls made during one turn of the event loop:
 * the first call schedules one read for after the poll phase (setImmediate), and every call made until that read
 * starts is answered by it. So a call is only ever answered by a read that started after it was made, and the
 * requests that arrive together under load (read in one poll phase) cost one read instead of one each.
 */
export function readOncePerTurn<T>(read: () => T): () => Promise<T> {
  let next: Promise<T> | undefined;
  return () =>
    (next ??= new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        // Calls from here on wait for the next read: this one may have started before they were made.
        next = undefined;
        try {
          resolve(read());
        } catch (error) {
          reject(error as Error);
        }
      });
    }));
}

/**
 * An asynchronous `read` (a database round trip), shared as readOncePerTurn shares a synchronous one: the first call
 * schedules a read for after the poll phase (setImmediate), or, while a read runs, for after that read ends, and
 * every call made until it starts is answered by it. So at most one read runs and one waits, a call is only ever
 * answered by a read that started after it was made, and the calls of a turn share one promise (nothing made per call).
 */
export function readPerTurn<T>(read: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | undefined;
  let beginNext: (() => void) | undefined;
  let reading = false;
  const ended = () => {
    reading = false;
    if (beginNext) setImmediate(start);
  };
  const start = () => {
    const begin = beginNext!;
    // Calls from here on wait for the next read: this one may have started before they were made.
    beginNext = undefined;
    next = undefined;
    reading = true;
    begin();
  };
  return () => {
    if (next) return next;
    next = new Promise<T>((resolve, reject) => {
      beginNext = () => {
        let started: Promise<T>;
        try {
          started = read();
        } catch (error) {
          started = Promise.reject(error as Error);
        }
        started.then(resolve, reject).finally(ended);
      };
    });
    if (!reading) setImmediate(start);
    return next;
  };
}
