// The assessment rounds a module with a `window` needs to be filed: the federation publishes one
// selfassessmentopen round of each kind those modules name, for their examples' years, open from
// yesterday for a year (Beijing dates), with the round example's items, veto items and bands and one
// place per union; so each such module's example goes from draft to its end state without a test of
// its own. A test of the window's refusals publishes its own rounds.
import { expect } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import type { ApiSession } from './api-client';

const OPEN = '/api/blade-crop/crop/selfassessmentopen/save';
const DAY = 86_400_000;
const beijingDay = (at: number) => new Date(at).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

/** The (kind, year) of each module's round: its `window` kind and its example's year. */
export function filingRoundsOf(entries: readonly ModuleEntry[]): { type: string; year: number }[] {
  const rounds = entries.flatMap((e) => (e.window ? [{ type: e.window.type, year: Number(e.example[e.window.yearField ?? 'year']) }] : []));
  return [...new Map(rounds.map((r) => [`${r.type}/${r.year}`, r])).values()];
}

/**
 * `publisher` publishes a round of `type` for `year` from the round example: open from yesterday for
 * a year (Beijing dates), one place per union, unless `extra` says otherwise; answers its id.
 */
export async function publishFilingRound(
  publisher: ApiSession,
  type: string,
  year: number,
  extra: Record<string, unknown> = {},
  now = Date.now(),
): Promise<string> {
  const saved = await publisher.post(OPEN, {
    ...modules.selfassessmentopen!.example,
    type,
    year,
    window: { start: beijingDay(now - DAY), end: beijingDay(now + 365 * DAY) },
    open: '1',
    quotaPerUnion: 1,
    publicityDays: 5,
    ...extra,
  });
  expect(saved.status, `publishing the ${type} round of ${year}: ${JSON.stringify(saved.body)}`).toBe(200);
  return saved.body.data.id as string;
}

/** `publisher` (the federation, for every union) publishes the rounds `entries` file in, all the catalogue's by default. */
export async function publishFilingRounds(publisher: ApiSession, entries: readonly ModuleEntry[] = Object.values(modules)): Promise<void> {
  for (const { type, year } of filingRoundsOf(entries)) await publishFilingRound(publisher, type, year);
}
