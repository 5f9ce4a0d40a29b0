import { ruleApplies, ruleOf, type FlowStatus, type Guard, type LifecycleAction, type Party, type ShapeFacts } from './table';

/** What the table needs to know of a record and of the caller to decide an action. */
export interface RuleFacts extends ShapeFacts {
  state: FlowStatus;
  /** How the caller stands to the record; several at once is possible (never applicant and candidate: separation of duties). */
  parties: ReadonlySet<Party>;
  reviewerActed: boolean;
  /** The open task's assignee, null when unclaimed or no task is open. */
  assigneeId: string | null;
  callerId: string | null;
  /** A step of a stepped record was approved. */
  stepApproved: boolean;
  /** Child records were added under the record. */
  hasChildren: boolean;
  /** The open task's stage may decline the record (absent: it may not). */
  stageDeclines?: boolean;
}

/** Why the table refuses: the state is wrong, the caller is not a party to it, or a guard fails. */
export type RuleVerdict = { ok: true } | { ok: false; why: 'state' | 'party' | Guard };

function guardHolds(guard: Guard, f: RuleFacts): boolean {
  switch (guard) {
    case 'noReviewerActed':
      return !f.reviewerActed;
    case 'unclaimed':
      return f.assigneeId === null;
    case 'unclaimedOrMine':
      return f.assigneeId === null || f.assigneeId === f.callerId;
    case 'nothingApproved':
      return !f.stepApproved;
    case 'noChildren':
      return !f.hasChildren;
    case 'stageDeclines':
      return f.stageDeclines === true;
  }
}

/**
 * The table's verdict on one action. The party is checked before the state, so that a stranger
 * learns nothing of the record's state (403 before 409).
 */
export function verdict(action: LifecycleAction, f: RuleFacts): RuleVerdict {
  const rule = ruleOf(action);
  if (!rule.who.some((p) => f.parties.has(p))) return { ok: false, why: 'party' };
  // An action of another shape's records (revoke of an approved application) is one the state does not allow.
  if (!ruleApplies(rule, f) || !rule.from.includes(f.state)) return { ok: false, why: 'state' };
  for (const guard of rule.guards ?? []) if (!guardHolds(guard, f)) return { ok: false, why: guard };
  return { ok: true };
}

/** The actions the caller may take on the record now: what every list row and detail carries. */
export function allowedActions(f: RuleFacts, offered: readonly LifecycleAction[]): LifecycleAction[] {
  return offered.filter((a) => a !== 'expire' && verdict(a, f).ok);
}
