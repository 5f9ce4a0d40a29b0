import { answerText, shownIds, type Answers, type QuestionSetContent } from '../../../../catalogue/questionnaire';
import type { Block, GridCell } from '../layout';
import { zhText as zh } from '../texts';

/** Where a record's answers came from: a questionnaire link's answer the union took in (the sendOut shape's `answersSource`). */
interface AnswersSource {
  answeredAt?: string | null;
  changed?: string[];
}

/**
 * A questionnaire module's answers on its printout (docs/forms/group-c-survey.md "Printout"): under
 * 问卷答复 with the version pinned and, where they came by link, when that was and whether the union
 * changed any; each question shown by the answers (skip logic) with its answer in words, a table
 * question as a table. None when the record holds no answers or its version is not found.
 */
export function answersBlocks(
  form: Record<string, unknown>,
  set: { version: number; content: QuestionSetContent } | null | undefined,
): Block[] {
  const answers = form.answers;
  if (!set || !answers || typeof answers !== 'object') return [];
  const given = answers as Answers;
  const shown = shownIds(set.content.questions, given);
  const blocks: Block[] = [{ kind: 'heading', text: zh('answersHeading', { title: set.content.title, version: set.version }) }];
  const source = form.answersSource as AnswersSource | undefined;
  if (source?.answeredAt)
    blocks.push({
      kind: 'line',
      text:
        zh('answersByLink', { time: source.answeredAt.slice(0, 16) }) +
        zh(source.changed?.length ? 'answersChanged' : 'answersAsGiven', { count: source.changed?.length ?? 0 }),
    });
  let cells: GridCell[] = [];
  const flush = () => {
    if (cells.length) blocks.push({ kind: 'grid', cells });
    cells = [];
  };
  for (const q of set.content.questions.filter((x) => shown.has(x.id))) {
    const answer = given[q.id];
    if (q.kind !== 'table' || !Array.isArray(answer) || answer.length === 0) {
      cells.push({ label: q.title, value: answerText(q, answer) || zh('empty'), wide: true });
      continue;
    }
    flush();
    blocks.push({
      kind: 'table',
      caption: q.title,
      header: q.columns.map((c) => c.label),
      rows: (answer as Record<string, unknown>[]).map((row) => q.columns.map((c) => (row[c.key] === undefined ? '' : String(row[c.key])))),
    });
  }
  flush();
  return blocks;
}
