import type { Party } from './table';

/** The caller as the lifecycle sees it: resolved by the API from the database, never from the client. */
export interface Caller {
  id: string;
  unionId: string;
  /** `corp`, `launion` or another account kind. */
  ident: string;
  roles: readonly string[];
}

/** The record as far as the parties depend on it. */
export interface PartyFacts {
  /** The applicant's union. */
  unionId: string;
  /** The open review task, if any. */
  task: { candidates: readonly string[]; assigneeId: string | null } | null;
}

/**
 * The candidate keys the caller answers to: its union (`union:<id>`) for a reviewer account of a
 * higher union, each of its roles (`role:<key>`), and itself (`user:<id>`: a model's named reviewers,
 * a countersign's one task per reviewer). The task lists and the visibility rule query by them.
 */
export function candidateKeysOf(caller: Pick<Caller, 'id' | 'unionId' | 'ident' | 'roles'>): string[] {
  return [...(caller.ident === 'launion' ? [`union:${caller.unionId}`] : []), ...caller.roles.map((r) => `role:${r}`), `user:${caller.id}`];
}

/** True when the caller is one of a task's candidates (see `candidateKeysOf`). */
export function isCandidate(candidates: readonly string[], caller: Caller): boolean {
  const keys = candidateKeysOf(caller);
  return candidates.some((c) => keys.includes(c));
}

/** The applicant's union and its sub-accounts (accounts of the same union) act as the applicant. */
export function isApplicantUnion(facts: PartyFacts, caller: Caller): boolean {
  return String(facts.unionId) === String(caller.unionId);
}

/**
 * How the caller stands to the record. Separation of duties: the applicant's union is never a
 * candidate of its own record, whatever roles it holds. `null` is the flow itself (timers).
 */
export function partiesOf(caller: Caller | null, facts: PartyFacts): Set<Party> {
  const parties = new Set<Party>();
  if (!caller) return parties.add('system');
  if (isApplicantUnion(facts, caller)) return parties.add('applicant');
  if (facts.task && isCandidate(facts.task.candidates, caller)) {
    parties.add('candidate');
    if (facts.task.assigneeId === caller.id) parties.add('assignee');
  }
  return parties;
}

/** The prefix of a candidate named by a field of the form (`form:newHigher`): the union the applicant chose. */
export const FORM_CANDIDATE = 'form:';

/**
 * A stage's candidates with those named by the form resolved to the union it names
 * (`form:newHigher` -> `union:<id>`): a transfer in is reviewed by the union the applicant joins.
 */
export function resolveCandidates(candidates: readonly string[], form: Readonly<Record<string, unknown>>): string[] {
  return candidates.map((c) => (c.startsWith(FORM_CANDIDATE) ? `union:${String(form[c.slice(FORM_CANDIDATE.length)] ?? '')}` : c));
}
