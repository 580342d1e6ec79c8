/**
 * A queue of asynchronous tasks run one after another: each starts once the one before it has settled (fulfilled or
 * rejected), in the order they were given. For work whose memory, not its time, must not add up (a whole listing's
 * answer being made).
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task);
    last = run.catch(() => {});
    return run;
  };
}
