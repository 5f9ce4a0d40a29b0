// Small helpers of the cluster scripts (they import nothing from services/: ESLint keeps it so).
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Polls `check` (a throw counts as not yet) until it answers true. Throws after `timeoutMs`, or at once
 * when `alive` says the process waited on has gone, with `explain()` (a log's tail) when given.
 */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  explain?: () => string,
  alive?: () => boolean,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const fail = (why: string) => new Error(`${what}: ${why}${explain ? `\n${explain()}` : ''}`);
  while (!(await check().catch(() => false))) {
    if (alive && !alive()) throw fail('the process exited');
    if (Date.now() > deadline) throw fail(`not within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}
