import type { Answers, Question, ShowWhen } from './types';

/**
 * Whether `q` is shown for these answers: a question without `showWhen` always is; one with it while
 * the question it names is shown and answered with one of `equals`. The named question comes earlier
 * in the set (the builder's check), so one pass in order decides every question.
 */
export function shownIds(questions: readonly Question[], answers: Readonly<Record<string, unknown>>): Set<string> {
  const shown = new Set<string>();
  for (const q of questions) {
    if (!q.showWhen || showWhenHolds(q.showWhen, shown, answers)) shown.add(q.id);
  }
  return shown;
}

function showWhenHolds(rule: ShowWhen, shown: ReadonlySet<string>, answers: Readonly<Record<string, unknown>>): boolean {
  const answer = answers[rule.question];
  return shown.has(rule.question) && typeof answer === 'string' && rule.equals.includes(answer);
}

/** The records whose answers showed `q` (results count a question over those it was shown to). */
export function shownTo<T extends { answers: Answers }>(questions: readonly Question[], q: Question, records: readonly T[]): T[] {
  return q.showWhen ? records.filter((r) => shownIds(questions, r.answers).has(q.id)) : [...records];
}
