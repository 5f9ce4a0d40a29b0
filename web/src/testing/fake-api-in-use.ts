import type { FakeApi } from './fake-api';

let current: FakeApi | undefined;

/** Notes the fake API the test's console calls, for the checks after the test. */
export function useFakeApi(api: FakeApi): void {
  current = api;
}

/** The calls of the test that had no answer; forgets the fake API. */
export function takeUnanswered(): string[] {
  const missed = current?.unanswered.map((c) => `${c.method} ${c.path}?${c.query.toString()}`) ?? [];
  current = undefined;
  return missed;
}
