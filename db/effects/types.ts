import type { Kysely } from 'kysely';
import type { EffectKey } from '../../catalogue';
import type { Database } from '../database';

/** The union an effect acts on, as the tree holds it now. */
export interface UnionNode {
  id: string;
  tenantId: string;
  parentId: string | null;
  name: string;
  kind: 'federation' | 'launion' | 'corp';
  path: string;
}

/** What an approval effect knows: the approved record, who approved it and when. */
export interface EffectContext {
  /** The transaction that records the approval. */
  db: Kysely<Database>;
  key: EffectKey;
  tenantId: string;
  module: string;
  recordId: string;
  /** The approved form (the record's submitted form). */
  form: Record<string, unknown>;
  /** The applicant union of the record. */
  union: UnionNode;
  applicantId: string;
  actor: { id: string | null; name: string };
  /** The approval's time, from the event (never the clock), and its date in Beijing time. */
  at: Date;
  date: string;
  /** The step approved, for `step.approved`. */
  step?: string;
  /** The follow-up row whose kind runs the effect (`followUp.added`): its id, kind, day, member row, the row it voids, its outcome. */
  followUp?: FollowUpTrigger;
}

/** A follow-up row as the effect of its kind reads it. */
export interface FollowUpTrigger {
  id: string;
  kind: string;
  /** yyyy-MM-dd. */
  date: string;
  member: string | null;
  /** The row a correction voids. */
  corrects?: string;
  /** The row's outcome (a key of its kind's `outcomeDict`: rights3's review, the category found). */
  outcome?: string;
  /** The event's sequence number in the record's flow: a review's category is set by a later event only. */
  seq?: number;
}

/** What an effect did, for tests and logs: the union it changed and a short word on it. */
export interface EffectOutcome {
  unionId: string | null;
  done: string;
}

export type Effect = (ctx: EffectContext) => Promise<EffectOutcome>;
