/**
 * The `grade` shape: an assessment's grade is computed on the server from its total score and the
 * round's bands, 不合格 whenever a veto item is answered 是; a submit whose grade differs is refused
 * with 400 naming the field and the grade it should be (docs/forms/group-a-assessments.md, AS-S2).
 */
import { ruleMessage, type GradeDef } from '../../../../catalogue';
import { dictionaryLabel } from '../../../admin/dictionaries';
import { InvalidInputError } from '../../../platform/core';
import { roundApplying } from '../../assessment-rounds';
import type { CommandGuard, RecordShape } from '../../engine';
import { gradeOf } from './grade-of';

const checkGrade: CommandGuard = async (db, entry, s, send) => {
  const def = entry.grade!;
  const total = s.form[def.totalField];
  if (typeof total !== 'number') return send();
  const year = Number(s.form.year);
  const round = Number.isInteger(year) ? await roundApplying(db, s.viewer.tenantId, s.viewer.unionPath, def.type, year) : undefined;
  const vetoes = def.vetoField ? s.form[def.vetoField] : undefined;
  const expected = gradeOf(total, round?.form ?? {}, Array.isArray(vetoes) ? (vetoes as Record<string, unknown>[]) : []);
  if (s.form[def.gradeField] === expected) return send();
  const label = entry.fields.find((f) => f.name === def.gradeField)?.label[s.lang] ?? def.gradeField;
  const dict = entry.fields.find((f) => f.name === def.gradeField)?.dict ?? 'assessment_grade';
  const shown = await dictionaryLabel(db, s.viewer.tenantId, dict, expected, s.lang);
  throw new InvalidInputError([
    { field: def.gradeField, rule: 'computed', message: ruleMessage('computedGrade', s.lang, label, { expected: shown }) },
  ]);
};

export const gradeShape: RecordShape<GradeDef> = {
  name: 'grade',
  option: (entry) => entry.grade,
  guards: { submit: checkGrade },
};

/** The grade rule, for another shape's total (the reviewer's, `scoring`). */
export { gradeOf } from './grade-of';
