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
