import { keyColumn, type LinesDef, type PriorFiguresDef } from '../../../../catalogue';

/** One figure beside the prior's: the change in fen, in per cent to one decimal (null where the prior is 0 or none), flagged or not. */
export interface FigureChange {
  current: number;
  prior: number | null;
  change: number;
  changePercent: number | null;
  flagged: boolean;
}

/** The threshold a change is flagged over: both the per cent (null: the federation has not set it, nothing is flagged) and the fen. */
export interface Threshold {
  percent: number | null;
  amount: number;
}

const amountOf = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * A figure beside the prior's. Flagged when the change is over both thresholds, or when the line is
 * new (no prior, or 0) and above the amount: a large line moving by little or a small one moving by a
 * large share is not worth the reviewer's eye. With no prior record at all (`prior` undefined) nothing is flagged.
 */
export function changeOf(current: number, prior: number | null | undefined, threshold: Threshold): FigureChange {
  const before = prior ?? null;
  const change = current - (before ?? 0);
  const changePercent = before ? Math.round((change * 1000) / before) / 10 : null;
  const overAmount = Math.abs(change) > threshold.amount;
  const flagged =
    prior !== undefined &&
    threshold.percent !== null &&
    overAmount &&
    (changePercent === null ? current > threshold.amount : Math.abs(changePercent) > threshold.percent);
  return { current, prior: before, change, changePercent, flagged };
}

/** Each line of a lines field beside the prior record's line of the same key (a line the prior lacks: prior null). */
export function linesChanges(
  lines: LinesDef,
  compared: PriorFiguresDef['lines'][number],
  form: Readonly<Record<string, unknown>>,
  priorForm: Readonly<Record<string, unknown>> | undefined,
  threshold: Threshold,
) {
  const key = keyColumn(lines);
  const rows = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]) : []);
  const before = new Map(rows(priorForm?.[compared.field]).map((l) => [String(l[key]), l[compared.priorColumn ?? compared.column]]));
  return rows(form[compared.field]).map((line) => {
    const prior = priorForm === undefined ? undefined : before.has(String(line[key])) ? amountOf(before.get(String(line[key]))) : null;
    return {
      field: compared.field,
      line: String(line[key]),
      column: compared.column,
      ...changeOf(amountOf(line[compared.column]), prior, threshold),
    };
  });
}

/** A total beside the prior's same field. */
export function totalChange(
  field: string,
  form: Readonly<Record<string, unknown>>,
  priorForm: Readonly<Record<string, unknown>> | undefined,
  threshold: Threshold,
) {
  return { field, ...changeOf(amountOf(form[field]), priorForm === undefined ? undefined : amountOf(priorForm[field]), threshold) };
}
