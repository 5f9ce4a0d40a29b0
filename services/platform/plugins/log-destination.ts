import pino from 'pino';

/** Lines kept before a write, and the longest a line waits while the API is quiet. */
const BUFFER_BYTES = 4096;
const FLUSH_MS = 1000;

/**
 * Where the API's log lines go: standard output (or `dest`), written in batches of about 4 KB
 * instead of one blocking write a line (that write was 5.8 % of the API's CPU under load:
 * docs/PERFORMANCE-COMMANDS.md, fourth round). A timer writes what waits at least once a second,
 * and pino writes the rest synchronously when the process exits or the app closes, so what a
 * SIGKILL can take is at most the last second's lines: the log, never a command (commands are
 * in the event store).
 */
export function bufferedLogDestination(dest: number | string = 1): ReturnType<typeof pino.destination> {
  const stream = pino.destination({ dest, sync: false, minLength: BUFFER_BYTES });
  let open = true;
  const timer = setInterval(() => {
    if (open) stream.flush();
  }, FLUSH_MS);
  timer.unref();
  stream.on('close', () => {
    open = false;
    clearInterval(timer);
  });
  return stream;
}
