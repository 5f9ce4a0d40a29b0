// One stack per test file with the demo accounts it needs logged in: started before the file's tests,
// stopped after them.
import { afterAll, beforeAll } from 'vitest';
import { login, type ApiSession } from './api-client';
import { startTestStack, type TestStack } from './test-stack';

/** The file's stack and a session of each account named. */
export type StackParties<A extends string> = { stack: TestStack } & Record<A, ApiSession>;

/** Starts the stack and logs `accounts` in before the file's tests, and stops it after them; filled in by then. */
export function stackParties<A extends string>(accounts: readonly A[]): StackParties<A> {
  const parties = {} as StackParties<A>;
  beforeAll(async () => {
    parties.stack = await startTestStack();
    const sessions = await Promise.all(accounts.map((a) => login(parties.stack.app, a)));
    accounts.forEach((a, i) => Object.assign(parties, { [a]: sessions[i] }));
  });
  afterAll(async () => parties.stack?.close());
  return parties;
}
