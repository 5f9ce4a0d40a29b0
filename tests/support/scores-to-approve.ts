// The scores a reviewer's approval of a scored assessment carries (the `scoring` shape), derived from
// the record's detail for any module with `scoring`: table-driven, so the catalogue-wide walks approve
// such modules without a case of their own.
import { expect } from 'vitest';
import { modules } from '../../catalogue';
import type { ApiSession } from './api-client';

/** One score of the record's reviewer per item its detail lists (a scored assessment's `reviewerScores`): its self score, else its 标准分. */
export interface ItemToScore {
  code: string;
  maxScore: number;
  selfScore: number | null;
}

/**
 * The scores an approval of the record carries: none for a module without `scoring`, else one per
 * item its detail answers (`reviewerScores`), the union's own score or the full 标准分.
 */
export async function scoresToApprove(reviewer: ApiSession, module: string, id: string) {
  if (!modules[module]?.scoring) return {};
  const detail = await reviewer.get(`/api/blade-crop/crop/${module}/detail`, { id });
  expect(detail.status, JSON.stringify(detail.body)).toBe(200);
  const items = (detail.body.data.reviewerScores ?? []) as ItemToScore[];
  expect(items.length, `the items of ${module} ${id} to score`).toBeGreaterThan(0);
  return { scores: items.map((i) => ({ code: i.code, score: i.selfScore ?? i.maxScore })) };
}

/**
 * The stage's edits an approval of the record carries: the fields of the module's `approvalExample`
 * the task's stage may edit (the detail's `fieldAccess`), none for a module without one.
 */
export async function editsToApprove(reviewer: ApiSession, module: string, id: string) {
  const example = modules[module]?.approvalExample;
  if (!example) return {};
  const detail = await reviewer.get(`/api/blade-crop/crop/${module}/detail`, { id });
  expect(detail.status, JSON.stringify(detail.body)).toBe(200);
  const editable = (detail.body.data.fieldAccess?.editable ?? []) as string[];
  const form = Object.fromEntries(Object.entries(example).filter(([k]) => editable.includes(k)));
  return Object.keys(form).length > 0 ? { form } : {};
}
