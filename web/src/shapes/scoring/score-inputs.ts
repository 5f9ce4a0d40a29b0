import type { RecordView } from '../../api';
import type { SentScore } from '../../features/records/modules';

/** An item of a scored record as the server answers it (`reviewerScores`). */
export type ScoreItem = NonNullable<RecordView['reviewerScores']>[number];

/** The messages of the score table, by item row. */
export type RowErrors = Record<number, string>;

/** What the reviewer typed of each item, by code; a new table starts empty (the reviewer scores every item). */
export type ScoreInputs = Record<string, string>;

/** The total of the scores typed so far (a row left empty or not a number adds nothing). */
export function liveTotal(items: readonly ScoreItem[], inputs: ScoreInputs): number {
  return items.reduce((sum, item) => {
    const n = Number(inputs[item.code]);
    return inputs[item.code]?.trim() && Number.isFinite(n) ? sum + n : sum;
  }, 0);
}

/**
 * The scores to send, checked as the server checks them (one whole number from 0 to its 标准分 per
 * item), or the rows that break it with their message.
 */
export function scoresToSend(
  items: readonly ScoreItem[],
  inputs: ScoreInputs,
  message: (item: ScoreItem, kind: 'required' | 'range') => string,
): { ok: true; scores: SentScore[] } | { ok: false; errors: RowErrors } {
  const errors: RowErrors = {};
  const scores = items.map((item, i) => {
    const typed = inputs[item.code]?.trim() ?? '';
    const score = Number(typed);
    if (!typed) errors[i] = message(item, 'required');
    else if (!Number.isInteger(score) || score < 0 || score > item.maxScore) errors[i] = message(item, 'range');
    return { code: item.code, score };
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, scores };
}

/** The rows a 400 answer to the approval names (`scores[i].score`), with their messages; null when it names none. */
export function serverRowErrors(fieldErrors: readonly { field: string; message: string }[]): RowErrors | null {
  const errors: RowErrors = {};
  for (const e of fieldErrors) {
    const row = /^scores\[(\d+)\]\.score$/.exec(e.field);
    if (row) errors[Number(row[1])] ??= e.message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
