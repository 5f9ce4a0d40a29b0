/** The options of the assessment shapes (docs/forms/group-a-assessments.md, "New engineering"). */

/**
 * `noTask`: a union declares it has nothing to file for a round (`POST …/noTask { id }`, the id of
 * the round: a published record of `round` whose `type` field is `type`). The declaration holds the
 * union's year: a later submit of the module for that year answers 409 `declaredNoTask`.
 */
export interface NoTaskDef {
  /** The module whose published records are the rounds (selfassessmentopen). */
  round: string;
  /** The round's kind (its `type` field, an `assessment_type` key) this module files in. */
  type: string;
  /** The form field holding the year; `year` when absent. */
  yearField?: string;
}

/**
 * `coverage`: `queryCrop` for a higher union: its direct children unions, each with its filings of
 * the year (state, and the totals the form holds), its declaration of nothing to file, or none.
 */
export interface CoverageDef {
  /** The round's kind (`assessment_type` key) whose year `queryCrop` shows when the call names none. */
  type: string;
  /** The form field holding the year; `year` when absent. */
  yearField?: string;
  /** Form fields shown beside each filing (a total score, a grade). */
  shown?: string[];
}

/**
 * `grade`: a grade computed on the server from a total score and the round's bands (its
 * `excellentFrom`, `goodFrom`, `passFrom`; 90, 80, 60 without a round), 不合格 whenever a veto row
 * is answered 是; a grade sent that differs is refused with 400 naming the field (AS-S2).
 */
export interface GradeDef {
  /** The round's kind (`assessment_type` key). */
  type: string;
  totalField: string;
  gradeField: string;
  /** A rows field whose `occurred` column answers the veto items. */
  vetoField?: string;
}

/**
 * `window`: a filing is sent into review only while the round of its kind that applies to the union
 * is open (AS-W1: `open` 是 and today, Beijing, within the round's window; 409 `noRound`,
 * `windowNotOpen` or `windowClosed` otherwise); a returned filing is resent whatever the window (AS-W2).
 */
export interface WindowDef {
  /** The round's kind (its `type` field, an `assessment_type` key). */
  type: string;
  /** The form field holding the year; `year` when absent. */
  yearField?: string;
  /**
   * Live filings (in review, returned, approved) of one union in the round at most the round's
   * `quotaPerUnion`, 1 when it sets none (AS-Q1; 409 `quotaUsed`, one wins of two parallel submits).
   */
  places?: boolean;
  /**
   * A rows field whose rows are the round's scoring items, in its order (AS-S1): each row's `code`,
   * `name`, `content` and `maxScore` as the round has them; the union adds its scores.
   */
  items?: string;
  /** A rows field whose rows are the round's veto items (`code`, `name`), in its order. */
  vetoes?: string;
}

/**
 * `scoring`: the higher union scores a filing item by item when it approves it (AS-S3). The approval
 * carries a score per item (a whole number from 0 to the item's 标准分); the server computes the
 * total (and the grade where `grade` is set) and records them with the approval. A return needs none.
 */
export interface ScoringDef {
  /** The round's kind (`assessment_type` key) whose scoring items the reviewer scores. */
  type: string;
  /**
   * `reviewer`: only the reviewer scores, the round's items; `both`: the union scored itself in the
   * rows field `items` (the round's items with `selfScore`), and the reviewer verifies each row.
   */
  by: 'reviewer' | 'both';
  /** `both`: the rows field of the union's own scores (`code`, `name`, `maxScore`, `selfScore`). */
  items?: string;
  /** The reviewer's grade too, from its total and the round's bands (AS-S2's rule), the veto rows of `vetoField` answered as filed. */
  grade?: { vetoField?: string };
  /** The form field holding the year; `year` when absent. */
  yearField?: string;
}
