/** The `assessment_grade` keys: 优秀, 良好, 合格, 不合格. */
const GRADES = { excellent: '1', good: '2', pass: '3', fail: '4' } as const;

/** The bands a round leaves unset (docs/forms/group-a-assessments.md: 90, 80, 60, to confirm per park). */
const DEFAULT_BANDS = { excellentFrom: 90, goodFrom: 80, passFrom: 60 };

const band = (round: Record<string, unknown>, key: keyof typeof DEFAULT_BANDS) =>
  typeof round[key] === 'number' ? (round[key] as number) : DEFAULT_BANDS[key];

/** The grade of a total under the round's bands; 不合格 when any veto row is answered 是 (`occurred` 1). */
export function gradeOf(total: number, round: Record<string, unknown>, vetoes: readonly Record<string, unknown>[]): string {
  if (vetoes.some((v) => v.occurred === '1')) return GRADES.fail;
  if (total >= band(round, 'excellentFrom')) return GRADES.excellent;
  if (total >= band(round, 'goodFrom')) return GRADES.good;
  if (total >= band(round, 'passFrom')) return GRADES.pass;
  return GRADES.fail;
}
