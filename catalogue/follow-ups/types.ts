import type { EffectKey, I18nText } from '../types';

/** Who writes a kind of row: the reviewers (the union of the last approving stage and its ancestors) or the applicant union. */
export type FollowWriter = 'reviewer' | 'applicant';

/** A row field a kind needs besides its date. */
export type FollowRowField = 'amount' | 'outcome' | 'note' | 'file' | 'member';

/** When a kind's row is due: days after the approval, after the case's previous row, or after the last row of a kind. */
export interface FollowDue {
  days: number;
  from: 'approved' | 'previous' | `kind:${string}`;
}

/** One kind of follow-up row (a key of the module's follow-up dictionary). */
export interface FollowKind {
  label: I18nText;
  writers: readonly FollowWriter[];
  needs?: readonly FollowRowField[];
  /** The dictionary `outcome` takes its key from (rights4's `legal_outcome`). */
  outcomeDict?: string;
  dueAfter?: FollowDue;
  /**
   * What a row of the kind changes in the registers (db/effects), run once, when the row is added, in
   * its transaction (rights1's `withdrawn` ends the member's cover, rights3's `exit` the file; a
   * `correction` undoes the end the row it voids wrote; rights3's `review` sets the file's category).
   */
  effect?: Extract<EffectKey, 'endCover' | 'exitHardship' | 'undoEnd' | 'reviewHardship'>;
}

/** The record's rows a row's `member` names, by a column's value (rights1: `members` by `idCard`). */
export interface FollowMembers {
  field: string;
  column: string;
}

/**
 * A rule over a row and the rows before it (docs/forms/group-c-rights.md "Rules of the family",
 * checked "follow"): `sumNotAbove` — the amounts of `kind` rows add up to at most the form's field
 * (RL-paid); `firstIs` — the case's first row is one of `kinds` (LA-assign).
 */
export type FollowRule = { rule: 'sumNotAbove'; kind: string; field: string } | { rule: 'firstIs'; kinds: readonly string[] };

/**
 * Follow-up rows after approval (`followUps` shape): dated rows of a kind, added by the reviewers or
 * the applicant as each kind allows, never edited (a `correction` row names the row it voids), the
 * case closed by a row of a `closing` kind, with nothing after it.
 */
export interface FollowUpsDef {
  /** The module's follow-up dictionary (its keys are `kinds`' keys). */
  dict: string;
  kinds: Readonly<Record<string, FollowKind>>;
  closing: readonly string[];
  /** The kind that voids a row it names (`corrects`); it counts as no row of the case otherwise. */
  correction?: string;
  rules?: readonly FollowRule[];
  /** Where a row's `member` is one of (a kind needing `member` needs it). */
  members?: FollowMembers;
}

/** A follow-up row as the rules read it. */
export interface FollowRow {
  id: string;
  kind: string;
  /** yyyy-MM-dd. */
  date: string;
  amount?: number | null;
  outcome?: string | null;
  note?: string | null;
  files?: readonly string[];
  corrects?: string | null;
  /** The member row the row is about: its `members.column` value (an ID number), as the record holds it. */
  member?: string | null;
}

/** Why a row is refused: 400 naming a row field, or 409 with a reason. */
export type FollowProblem =
  | { status: 400; field: string; rule: string; message: I18nText }
  | { status: 409; reason: 'caseClosed' | 'followKindNotAllowed' | 'followKindUnknown'; message: I18nText };

/** What the list shows of a case: open or closed, and the next row due (its kind and day), if any. */
export interface FollowState {
  caseState: 'open' | 'closed';
  nextDue: { kind: string; day: string } | null;
}
