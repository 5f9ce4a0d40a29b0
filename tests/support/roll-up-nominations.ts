// The roll-up proof's parties: model-worker nominations (modelWorkerSelection1) filed by enterprise
// unions and gathered into their higher union's summary (modelWorkerSelectionSummary).
import { expect } from 'vitest';
import { idCardCheckChar, modules } from '../../catalogue';
import type { ApiSession } from './api-client';
import { reviewFromClaimList, type Setup1Parties } from './setup1-parties';

export const SOURCE = '/api/blade-crop/crop/modelWorkerSelection1';
export const SUMMARY = '/api/blade-crop/crop/modelWorkerSelectionSummary';
export const nomination = modules.modelWorkerSelection1!.example;
export const summaryForm = modules.modelWorkerSelectionSummary!.example;

const cards = new Map<string, string>();
/** A valid ID number of its own for each nominee name (a round takes one nomination per person: duplicateNominee). */
export function idCardOf(name: string): string {
  let card = cards.get(name);
  if (!card) {
    const first17 = `11010819800315${String(100 + cards.size).padStart(3, '0')}`;
    card = first17 + idCardCheckChar(first17)!;
    cards.set(name, card);
  }
  return card;
}

/** The example nomination for the nominee `name`, with an ID number of its own. */
export const nominee = (name: string) => ({ ...nomination, name, idCard: idCardOf(name) });

/** `corp` nominates `name`; `reviewer` approves when given. Answers the record id. */
export async function nominate(corp: ApiSession, name: string, reviewer?: ApiSession): Promise<string> {
  const sent = await corp.post(`${SOURCE}/submit`, nominee(name));
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  if (reviewer) await reviewFromClaimList(reviewer, sent.body.data.id, sent.body.data.processInstanceId, 'ok', '同意推荐');
  return sent.body.data.id;
}

const DAY = 86_400_000;
/** Beijing time `days` from now, as the round's calls take it. */
const beijing = (days: number) => new Date(Date.now() + days * DAY + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The federation keeps a round of Beijing model workers (mw_person) of `year` open from yesterday for
 * 30 days, one place a union, with `allocations` per higher union: the stack's open round of the kind
 * (tests/support/catalogue-rounds.ts) becomes it with `seeded`, else a new one. Answers its id.
 */
export async function keepModelWorkerRound(
  p: Setup1Parties,
  round: { year: number; seeded?: true; allocations?: { unionId: string; places: number }[] },
): Promise<string> {
  const seeded = round.seeded
    ? await p.stack.db
        .selectFrom('selection_round')
        .select('id')
        .where('tenant_id', '=', '000000')
        .where('kind', '=', 'mw_person')
        .executeTakeFirstOrThrow()
    : undefined;
  const saved = await p.federation.post('/api/blade-crop/crop/round/submit', {
    ...(seeded ? { id: String(seeded.id) } : {}),
    kind: 'mw_person',
    year: round.year,
    title: `${round.year}年北京市劳动模范和先进工作者推荐评选`,
    opensAt: beijing(-1),
    closesAt: beijing(30),
    placesPerUnion: 1,
    publicityDays: 5,
    ...(round.allocations ? { allocations: round.allocations } : {}),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data.id;
}

/** The stack's open round of Beijing model workers, each union allowed `places` nominations in it; answers its id. */
export async function modelWorkerRoundAllowing(p: Setup1Parties, places: number): Promise<string> {
  const round = await p.stack.db
    .selectFrom('selection_round')
    .select('id')
    .where('tenant_id', '=', '000000')
    .where('kind', '=', 'mw_person')
    .executeTakeFirstOrThrow();
  await p.stack.db.updateTable('selection_round').set({ places_per_union: places }).where('id', '=', round.id).execute();
  return String(round.id);
}
