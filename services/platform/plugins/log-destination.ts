import pino from 'pino';

/** Bytes of lines kept before a write, and the longest a line waits while the API is quiet. */
const BUFFER_BYTES = 4096;
const FLUSH_MS = 1000;

type Destination = ReturnType<typeof pino.destination>;

/** The destinations still open: each is written out when the process exits. */
const open = new Set<Destination>();
let exitHooked = false;

/**
 * Where the API's log lines go: standard output (or `dest`), written in batches of about 4 KB
 * instead of one write a line (that write was 5.8 % of the API's CPU under load:
 * docs/PERFORMANCE-COMMANDS.md, fourth round). Each batch is one synchronous write, so lines keep
 * their order and none is in flight when the process exits; what waits is written at least once a
 * second, and in full when the process exits. A SIGKILL can take at most the last second's lines:
 * the log, never a command (commands are in the event store).
 */
export function bufferedLogDestination(dest: number | string = 1): Destination {
  const stream = pino.destination({ dest, sync: true, minLength: BUFFER_BYTES, periodicFlush: FLUSH_MS });
  open.add(stream);
  stream.on('close', () => open.delete(stream));
  if (!exitHooked) {
    exitHooked = true;
    process.on('exit', () => {
      for (const s of open) {
        try {
          s.flushSync();
        } catch {
          // A destination that could not open has nothing to write.
        }
      }
    });
  }
  return stream;
}
