/**
 * Where the shop's log lines go: process.stdout, never a file descriptor written directly. pino's own destination
 * writes fd 1 with write(2) (synchronously, or on libuv's thread pool): when the reader of the pipe stops reading and
 * the pipe fills, that write blocks, the event loop (or the pool thread process.exit waits for) with it, and SIGTERM is
 * never acted on. process.stdout writes a pipe from the event loop without blocking, keeping what the pipe does not
 * take in memory: past `maxBufferedBytes` lines are dropped (and counted) instead, so a stalled reader costs a bounded
 * amount of memory. A reader that has gone (EPIPE) ends the logging, not the process.
 */
export type LogDestination = { write: (line: string) => void; dropped: () => number };

export const LOG_BUFFER_BYTES = 8 * 1024 * 1024;

export function logDestination(stream: NodeJS.WriteStream = process.stdout, maxBufferedBytes = LOG_BUFFER_BYTES): LogDestination {
  let dropped = 0;
  keepQuietOnBrokenPipe(stream);
  return {
    write(line) {
      if (stream.destroyed || stream.writableLength > maxBufferedBytes) {
        dropped += 1;
        return;
      }
      stream.write(line);
    },
    dropped: () => dropped,
  };
}

/** A stream whose reader has gone fails its writes with EPIPE: the failure is the reader's, so it is not thrown here. */
const quieted = new WeakSet<NodeJS.WriteStream>();
export function keepQuietOnBrokenPipe(stream: NodeJS.WriteStream): void {
  if (quieted.has(stream)) return;
  quieted.add(stream);
  stream.on('error', () => {});
}
