// A questionnaire module's answers as 台账 columns (`document.ledger` naming `answers.b03`).
import { isPlainObject, type Lang } from '../../../catalogue';
import { answerCell, answerIdOf, type Answer, type Question } from '../../../catalogue/questionnaire';
import type { SheetColumn, SheetRecord } from './sheet-columns';

/** The value a 台账 name reads from a form: a field's own value, or under `answers.<id>` that question's answer. */
export function ledgerValue(form: unknown, name: string): unknown {
  if (!isPlainObject(form)) return undefined;
  const id = answerIdOf(name);
  if (id === undefined) return form[name];
  return isPlainObject(form.answers) ? form.answers[id] : undefined;
}

/** An answer whose question the set lacks, as stored: a number, a text, the keys chosen (、). */
const asStored = (answer: Answer): string | number =>
  Array.isArray(answer) ? answer.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join('、') : answer;

/**
 * The column of question `id`'s answer: headed by its title in the tenant's published set, each cell as
 * the answers' sheet writes it (a number or scale point as a number, choices by their labels); by the
 * id and the answer as stored where the set has no such question. Empty where it was not answered.
 */
export function answerColumn(id: string, question: Question | undefined, lang: Lang): SheetColumn {
  const header = question?.title ?? id;
  const wide = question?.kind === 'text' || question?.kind === 'table';
  return {
    header,
    width: wide ? 40 : Math.max(10, Math.min(30, header.length * (lang === 'zh' ? 2 : 1) + 2)),
    cell: (r: SheetRecord) => {
      const answer = ledgerValue(r.form, `answers.${id}`) as Answer | undefined;
      if (answer === undefined || answer === null) return null;
      if (!question) return asStored(answer);
      const cell = answerCell(question, answer);
      return cell === '' ? null : cell;
    },
  };
}
