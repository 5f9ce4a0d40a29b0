import type { Kysely } from 'kysely';
import type { ScoringDef } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { roundApplying, type AssessmentRound } from '../../assessment-rounds';
import type { ApprovedRecord } from '../../engine';

/** An item the reviewer scores: the round's code, name and 标准分, with the union's own score where it scored itself. */
export interface ScoreItem {
  code: string;
  name: string;
  maxScore: number;
  selfScore: number | null;
}

const rowsOf = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);

const itemOf = (row: Record<string, unknown>): ScoreItem => ({
  code: String(row.code ?? ''),
  name: String(row.name ?? ''),
  maxScore: Number(row.maxScore ?? 0),
  selfScore: typeof row.selfScore === 'number' ? row.selfScore : null,
});

/** The round of the record's kind and year that applies to its union (undefined when none does). */
export function roundOfRecord(db: Kysely<Database>, def: ScoringDef, record: ApprovedRecord): Promise<AssessmentRound | undefined> {
  const year = Number(record.form[def.yearField ?? 'year']);
  return Number.isInteger(year) ? roundApplying(db, record.tenantId, record.unionPath, def.type, year) : Promise.resolve(undefined);
}

/**
 * The items a record's reviewer scores, in order: the rows the union scored itself (`by: 'both'`,
 * the round's items as the window shape checked them at submit), else the round's items.
 */
export function itemsOf(def: ScoringDef, record: ApprovedRecord, round: AssessmentRound | undefined): ScoreItem[] {
  if (def.by === 'both' && def.items) return rowsOf(record.form[def.items]).map(itemOf);
  return rowsOf(round?.form.items).map((row) => ({ ...itemOf(row), selfScore: null }));
}
