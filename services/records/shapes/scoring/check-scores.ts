import { ruleMessage, type FieldError, type Lang, type ScoringDef } from '../../../../catalogue';
import type { ReviewerScores } from '../../../../db';
import { InvalidInputError } from '../../../platform/core';
import type { ApprovalScores, SentScore } from '../../engine';
import { gradeOf } from '../grade';
import { itemsOf, roundOfRecord, type ScoreItem } from './score-items';

const LABEL = { zh: '审核得分', en: 'Scores' } as const;

/** A row of the score table as a message names it: its place, code and name, and the column. */
const rowLabel = (i: number, item: ScoreItem, column: 'score' | 'code', lang: Lang) =>
  lang === 'en'
    ? `${LABEL.en} row ${i + 1} (${item.code} ${item.name}) ${column === 'score' ? 'score' : 'code'}`
    : `${LABEL.zh}第${i + 1}行（${item.code} ${item.name}）${column === 'score' ? '得分' : '编号'}`;

const sentLabel = (j: number, lang: Lang) => (lang === 'en' ? `${LABEL.en} row ${j + 1} code` : `${LABEL.zh}第${j + 1}行编号`);

/**
 * Where the scores sent differ from one whole score per item (AS-S3): a code that is no item or comes
 * twice names the sent row's code (`scores[j].code`); a missing or out-of-range score names the item's
 * row (`scores[i].score`, the table's order). No errors when each item has its score.
 */
export function scoreErrors(items: readonly ScoreItem[], sent: readonly SentScore[], lang: Lang): FieldError[] {
  const codes = new Set(items.map((item) => item.code));
  const seen = new Set<string>();
  const unknown = sent.flatMap((s, j) => {
    const repeated = seen.has(s.code);
    seen.add(s.code);
    if (codes.has(s.code) && !repeated) return [];
    return [{ field: `scores[${j}].code`, rule: 'scoreUnknown', message: ruleMessage('scoreUnknown', lang, sentLabel(j, lang), s.code) }];
  });
  const byItem = items.flatMap((item, i) => {
    const score = sent.find((s) => s.code === item.code)?.score;
    const field = `scores[${i}].score`;
    if (score === undefined) return [{ field, rule: 'required', message: ruleMessage('required', lang, rowLabel(i, item, 'score', lang)) }];
    if (Number.isInteger(score) && score >= 0 && score <= item.maxScore) return [];
    return [
      { field, rule: 'scoreRange', message: ruleMessage('scoreRange', lang, rowLabel(i, item, 'score', lang), { max: item.maxScore }) },
    ];
  });
  return [...byItem, ...unknown];
}

/**
 * The scoring shape's check of an approval: one whole score from 0 to its 标准分 for each item the
 * record is scored on (400 naming the row and column otherwise, nothing changed), answering the
 * scores as recorded with the total and, where the module grades, the grade by the round's bands.
 */
export const approvalScores: ApprovalScores = async (db, entry, record, sent, lang) => {
  const def: ScoringDef = entry.scoring!;
  const round = await roundOfRecord(db, def, record);
  const items = itemsOf(def, record, round);
  const errors = scoreErrors(items, sent ?? [], lang);
  if (errors.length > 0) throw new InvalidInputError(errors);
  if (items.length === 0) return undefined;
  const scored = items.map((item) => ({
    code: item.code,
    name: item.name,
    maxScore: item.maxScore,
    score: sent!.find((s) => s.code === item.code)!.score,
  }));
  const total = scored.reduce((sum, item) => sum + item.score, 0);
  const vetoes = def.grade?.vetoField ? record.form[def.grade.vetoField] : undefined;
  const grade = def.grade
    ? gradeOf(total, round?.form ?? {}, Array.isArray(vetoes) ? (vetoes as Record<string, unknown>[]) : [])
    : undefined;
  return { items: scored, total, ...(grade ? { grade } : {}) } satisfies ReviewerScores;
};
