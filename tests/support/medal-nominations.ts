// 首都劳动奖章 nominations (recommendCapital1) filed from the catalogue's example, for the tests of a
// higher union's choices at its approval (places, structure shares).
import { expect } from 'vitest';
import { modules } from '../../catalogue';
import type { ApiSession } from './api-client';
import { exampleToSend, moduleBase } from './catalogue-walk';
import type { Setup1Parties } from './setup1-parties';

const MEDAL = modules.recommendCapital1!;

/** `corp` nominates the example's person with `changes` (an ID number of its own); answers the record and its process. */
export async function nominateForMedal(
  p: Setup1Parties,
  corp: ApiSession,
  changes: Record<string, unknown>,
): Promise<{ id: string; pid: string }> {
  const sent = await exampleToSend(p.stack.app, corp, MEDAL, { ...MEDAL.example, ...changes });
  const answer = await corp.post(`${moduleBase(MEDAL)}/submit`, { ...sent.form, ...(sent.id ? { id: sent.id } : {}) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { id: answer.body.data.id, pid: answer.body.data.processInstanceId };
}

/** The round of `kind` as `round/submit` takes it back (the fields a test keeps while it changes others). */
export async function roundBody(p: Setup1Parties, kind: string): Promise<Record<string, unknown>> {
  const list = await p.federation.get('/api/blade-crop/crop/round/list', { kind });
  const { id, year, title, opensAt, closesAt, publicityDays } = list.body.data.records[0];
  return { id, kind, year, title, opensAt, closesAt, publicityDays };
}

/** A record's state and stage, to show a refused command changed nothing. */
export const stateOf = async (p: Setup1Parties, id: string) =>
  await p.stack.db.selectFrom('record').select(['state', 'stage']).where('id', '=', id).executeTakeFirstOrThrow();
