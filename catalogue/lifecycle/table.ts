/**
 * The one rule table of the record lifecycle: for each action, the states it is allowed in, the
 * state it leads to, who may take it and the condition it needs beyond the state. The workflow's
 * `decide`, the command routes, the queries (`actions` of every row), the OpenAPI document and the
 * console all read this table; no other copy of the rule exists.
 */

/**
 * The states of a record, each with how it ends the record when it does: `approved`, void
 * (`cancelled`, `expired`: it counts for nothing) or removed (a deleted draft, hidden from every
 * list); null while the record is under way. Which actions leave a state is the table's below: a
 * state that ends the record is one no action of a plain module leaves (tests/unit/lifecycle-facts).
 */
export const lifecycleStates = {
  draft: { ends: null },
  in_review: { ends: null },
  returned: { ends: null },
  approved: { ends: 'approved' },
  // A reviewer's refusal (未通过): it counts for nothing, like a cancellation, but the reviewer ended it with a reason.
  declined: { ends: 'void' },
  cancelled: { ends: 'void' },
  expired: { ends: 'void' },
  removed: { ends: 'removed' },
} as const satisfies Record<string, { ends: RecordEnd | null }>;

/** How a record ended: approved, void (cancelled, expired) or removed. */
export type RecordEnd = 'approved' | 'void' | 'removed';

/** A record's state: the one type of the `record.state` column, the API's `state` and the console's. */
export type RecordState = keyof typeof lifecycleStates;

/** Every record state, in the table's order. */
export const recordStateList = Object.keys(lifecycleStates) as RecordState[];

/** A flow's state: a record's, or `new`, a flow before its first event. */
export type FlowStatus = 'new' | RecordState;

export type LifecycleAction =
  | 'save'
  | 'submit'
  | 'resubmit'
  | 'withdraw'
  | 'cancel'
  | 'remove'
  | 'claim'
  | 'approve'
  | 'return'
  | 'decline'
  | 'expire'
  | 'addChild'
  | 'revise'
  | 'revoke'
  | 'timeout'
  | 'migrate'
  | 'terminate';

/**
 * How the caller stands to the record: the applicant union (its main account and its sub-accounts),
 * a candidate of the open task, the task's assignee, the flow itself (timers), a flow administrator
 * on the follow and migration pages (`operator`).
 */
export type Party = 'applicant' | 'candidate' | 'assignee' | 'system' | 'operator';

/** A condition beyond the state, checked on the facts of the record. */
export type Guard =
  /** No reviewer has claimed or completed a task since the submission. */
  | 'noReviewerActed'
  /** The open task is not claimed. */
  | 'unclaimed'
  /** The open task is unclaimed or claimed by the caller. */
  | 'unclaimedOrMine'
  /** No step of the record was approved yet (a stepped record keeps what was approved). */
  | 'nothingApproved'
  /** No child record was added under it (a record with children keeps them). */
  | 'noChildren'
  /** The open task's stage may refuse the record (`StageDef.decline`, or a module without resubmit). */
  | 'stageDeclines';

/**
 * A shape of module whose records take an action the plain lifecycle does not have: a published
 * notice (`publishOnly`) stays open after its approval, so its publisher may revise or revoke it.
 */
export type RuleShape = 'publishOnly';

/** The shapes of the record's module, as far as the table depends on them. */
export interface ShapeFacts {
  publishOnly?: boolean;
}

export interface LifecycleRule {
  action: LifecycleAction;
  from: readonly FlowStatus[];
  /** The state after the action; `next` for approve: the next stage, the next step, or approved. */
  to: FlowStatus | 'same' | 'next';
  who: readonly Party[];
  guards?: readonly Guard[];
  /** The input the action needs besides the record. */
  needs?: 'form' | 'reason' | 'comment';
  /** The rule holds only for records of modules of this shape; for others the action does not exist. */
  onlyFor?: RuleShape;
}

export const lifecycleTable: readonly LifecycleRule[] = [
  { action: 'save', from: ['new', 'draft', 'returned'], to: 'same', who: ['applicant'], needs: 'form' },
  { action: 'submit', from: ['new', 'draft'], to: 'in_review', who: ['applicant'], needs: 'form' },
  { action: 'resubmit', from: ['returned'], to: 'in_review', who: ['applicant'], needs: 'form' },
  { action: 'withdraw', from: ['in_review'], to: 'draft', who: ['applicant'], guards: ['noReviewerActed'] },
  {
    action: 'cancel',
    from: ['draft', 'in_review', 'returned'],
    to: 'cancelled',
    who: ['applicant'],
    guards: ['noChildren'],
    needs: 'reason',
  },
  { action: 'remove', from: ['draft'], to: 'removed', who: ['applicant'], guards: ['nothingApproved', 'noChildren'] },
  { action: 'claim', from: ['in_review'], to: 'same', who: ['candidate'], guards: ['unclaimed'] },
  { action: 'approve', from: ['in_review'], to: 'next', who: ['candidate', 'assignee'], guards: ['unclaimedOrMine'] },
  { action: 'return', from: ['in_review'], to: 'returned', who: ['candidate', 'assignee'], guards: ['unclaimedOrMine'], needs: 'comment' },
  // A refusal (不予通过) ends the record for good, with the reviewer's reason: no resend, removal or expiry.
  {
    action: 'decline',
    from: ['in_review'],
    to: 'declined',
    who: ['candidate', 'assignee'],
    guards: ['unclaimedOrMine', 'stageDeclines'],
    needs: 'comment',
  },
  { action: 'expire', from: ['draft'], to: 'expired', who: ['system'], guards: ['nothingApproved', 'noChildren'] },
  // A child record (a work) joins its parent (an entry) while the parent is open, a draft of the applicant.
  { action: 'addChild', from: ['draft'], to: 'same', who: ['applicant'], needs: 'form' },
  // A published notice stays open: its publisher corrects it (republished with the new content) or withdraws it (撤回) for good.
  { action: 'revise', from: ['approved'], to: 'same', who: ['applicant'], needs: 'form', onlyFor: 'publishOnly' },
  { action: 'revoke', from: ['approved'], to: 'cancelled', who: ['applicant'], needs: 'reason', onlyFor: 'publishOnly' },
  // A task past its due time: its stage's timeout action (remind, approve, return, escalate) is the flow's own.
  { action: 'timeout', from: ['in_review'], to: 'same', who: ['system'] },
  // A flow administrator moves a running flow to another version of its model, or ends it with a reason.
  { action: 'migrate', from: ['draft', 'in_review', 'returned'], to: 'same', who: ['operator'] },
  { action: 'terminate', from: ['draft', 'in_review', 'returned'], to: 'cancelled', who: ['operator'], needs: 'reason' },
];

/** True when the rule holds for a record of a module of these shapes. */
export function ruleApplies(rule: LifecycleRule, shape: ShapeFacts): boolean {
  return rule.onlyFor === undefined || shape[rule.onlyFor] === true;
}

/** The rule of one action. */
export function ruleOf(action: LifecycleAction): LifecycleRule {
  const rule = lifecycleTable.find((r) => r.action === action);
  if (!rule) throw new Error(`no lifecycle rule for ${action}`);
  return rule;
}

/**
 * A state no action leaves: the record is finished (approved, cancelled, expired) or removed. A
 * published notice (`publishOnly`) is not closed while approved: its publisher may still revise or revoke it.
 */
export function isClosed(state: FlowStatus, shape: ShapeFacts = {}): boolean {
  return lifecycleTable.every((r) => !ruleApplies(r, shape) || !r.from.includes(state));
}
