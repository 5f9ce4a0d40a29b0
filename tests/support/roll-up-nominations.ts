// The roll-up proof's parties: model-worker nominations (modelWorkerSelection1) filed by enterprise
// unions and gathered into their higher union's summary (modelWorkerSelectionSummary).
import { expect } from 'vitest';
import { idCardCheckChar, modules } from '../../catalogue';
import type { ApiSession } from './api-client';
import { reviewFromClaimList } from './setup1-parties';

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
