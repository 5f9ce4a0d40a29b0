import type { FlowStatus, PinnedFlow } from '../../catalogue';
import type { ChildParent, FormSnapshot, NewFlowEvent, ReturnPoint, ReviewerScores, StagePlan } from '../../db/event-store/events';

export type { StagePlan };

/** Who sends a command, as the API resolved it from the database (never from the client). */
export interface Actor {
  id: string;
  name: string;
  unionId: string;
  unionName: string;
  ident: string;
  roles: string[];
  /** Set by the API on routes only flow administrators reach (follow, migrate): the rule table's `operator`. */
  operator?: boolean;
}

/** What a record's flow is started with; pinned for the flow's whole life. */
export interface LifecycleInput {
  tenantId: string;
  module: string;
  recordId: string;
  processInstanceId: string;
  applicant: { id: string; name: string };
  union: { id: string; name: string; path: string };
  /** The applicant union's kind (`corp`, `launion`, `federation`): a graph's branch conditions read it. */
  unionKind?: string;
  /** The flow model's stages with candidates resolved for this applicant. */
  stages: StagePlan[];
  model: string;
  /** An untouched draft expires after this long. */
  draftTtlMs: number;
  /**
   * The length of an hour of a stage's due time and of the wait for an effective date; absent: an hour.
   * Shortened only where histories are recorded (tests/replay); the timer tests skip time instead.
   */
  hourMs?: number;
  /** A stepped record's step keys in order, each reviewed by `stages`; absent for one step. */
  steps?: string[];
  /** A child record's parent (a work under its entry); started by the parent's flow as a child workflow. */
  parent?: ChildParent;
  /** A notice published without review (`publishOnly`): it stays open after approval for its publisher's revision or revocation. */
  publishOnly?: boolean;
  /**
   * The deployed model version the flow walks as a graph (choices, parallel branches, countersigns,
   * timeouts); `stages` then holds one plan per stage node. Absent in flows started before issue 10,
   * which walk `stages` as a list.
   */
  flow?: PinnedFlow;
  /**
   * The form's date field from which the approval takes effect (`effects.effectiveFrom`: a transfer's
   * date): a later date than the approval's waits for a durable timer. Absent in flows started before.
   */
  effectiveFrom?: string;
}

/** What a migration sends a running flow: the new version, its stage plans, and where each open stage goes. */
export interface MigrationOrder {
  flow: PinnedFlow;
  stages: StagePlan[];
  /** An open stage's key in the old version -> the node of the new version it moves to (absent: the same id). */
  targets: Record<string, string>;
}

export type { FlowStatus };

export interface OpenTask {
  taskId: string;
  stage: number;
  candidates: string[];
  assigneeId: string | null;
  /** The stage's key (a graph's node id); absent in states folded from events before issue 10 (never read then). */
  stageKey?: string;
  dueAt?: string;
}

/** The workflow's own memory of the flow: just enough to decide the next command. */
export interface FlowState {
  status: FlowStatus;
  eventSeq: number;
  submission: number;
  taskSeq: number;
  /** The first open task (the only one, unless a countersign or parallel stages are open). */
  openTask: OpenTask | null;
  /** Every open task: a countersign stage opens one per reviewer, parallel branches one per stage. */
  openTasks: OpenTask[];
  /** Open tasks past their due time whose stage only reminds: reminded once. */
  overdue: string[];
  /** The task that returned the record, which a resubmission may name. */
  returnedTaskId: string | null;
  reviewerActed: boolean;
  /** The open step of a stepped record (0 for a record of one step). */
  step: number;
  /** A step was approved: the record keeps it, so it can no longer be removed or expire. */
  stepApproved: boolean;
  /** The form of the last submission: stages whose candidates the form names read it. */
  submittedForm?: FormSnapshot;
  /** Child records added under this record: a record with children keeps them, so it stays. */
  children: number;
  /** yyyy-MM-dd: the approval's effect waits for this date (`approved.effectiveOn`) until `approval.effective`. */
  effectDue?: string;
}

/**
 * A reviewer completes its task: `flag` ok approves, `decline` refuses the record for good (where the
 * stage may), anything else returns; a return and a refusal need a comment. An
 * approval may carry `edits` (the stage's editable fields) and `scores` (a scored module's, checked
 * by the API against the record's items; recorded as they are); a return may carry `returnPoints`
 * (the lines or rows it is about, checked by the API against the record).
 */
export interface CompleteArgs {
  taskId: string;
  flag: string;
  comment: string;
  edits?: FormSnapshot;
  scores?: ReviewerScores;
  returnPoints?: ReturnPoint[];
  /** A refusal's fixed reason key (catalogue/decline-reasons: `referred`), checked by the API against the module's. */
  declineReason?: string;
}

export type Command =
  | { kind: 'save'; form: FormSnapshot; title: string; step?: string }
  | { kind: 'submit'; form: FormSnapshot; title: string; step?: string }
  | { kind: 'resubmit'; form: FormSnapshot; title: string; taskId: string | null; step?: string }
  | { kind: 'withdraw' }
  | { kind: 'cancel'; reason: string }
  | { kind: 'remove'; reason?: string }
  | { kind: 'addChild'; child: LifecycleInput }
  | { kind: 'revise'; form: FormSnapshot; title: string }
  | { kind: 'revoke'; reason: string }
  | { kind: 'claim'; taskId: string }
  | ({ kind: 'complete' } & CompleteArgs)
  | { kind: 'expire' }
  /** The flow's timer: the task passed its due time. */
  | { kind: 'timeout'; taskId: string }
  | { kind: 'migrate'; order: MigrationOrder }
  | { kind: 'terminate'; reason: string };

export type RejectionCode = 'Conflict' | 'Forbidden' | 'Invalid';

/** Why a command was refused; `state` is the flow's state when it was. */
export interface Rejection {
  code: RejectionCode;
  reason: string;
  state: FlowStatus;
}

export type Decision = { ok: true; events: NewFlowEvent[] } | { ok: false; rejection: Rejection };

/** What every command answers. */
export interface FlowView {
  recordId: string;
  processInstanceId: string;
  state: FlowStatus;
  stage: number;
  openTaskId: string | null;
  /** The open step's key; '' for a record of one step. */
  step?: string;
}
