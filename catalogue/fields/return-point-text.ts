import type { FieldDef, Lang } from '../types';
import { keyColumn, subjectName } from './lines';

/** A return's point as the record names it: a line (a key) or a row (an index) of a table field, the column, the reviewer's words. */
export interface ReturnPointRef {
  field: string;
  line: string;
  column?: string;
  comment: string;
}

/**
 * A point of a return in words: the table, the line (支出预算·501 职工活动支出, 成员名单·第2行), the
 * column where one is named, then the reviewer's words (…·本年预算数：请说明增幅). The history and the
 * printout's review block say it so; a field the record lacks is named by its key.
 */
export function returnPointText(fields: readonly FieldDef[], point: ReturnPointRef, lang: Lang): string {
  const field = fields.find((f) => f.name === point.field);
  if (!field) return `${point.field}·${point.line}：${point.comment}`;
  const byLines = field.kind === 'moneyLines' && field.lines;
  const subject = byLines && keyColumn(field.lines!) === 'code' ? subjectName(point.line)?.[lang] : undefined;
  const line = byLines
    ? subject
      ? `${point.line} ${subject}`
      : point.line
    : lang === 'en'
      ? `row ${Number(point.line) + 1}`
      : `第${Number(point.line) + 1}行`;
  const key = byLines ? keyColumn(field.lines!) : undefined;
  const column =
    point.column === undefined || point.column === key
      ? undefined
      : point.column === 'note'
        ? lang === 'en'
          ? 'Note'
          : '说明'
        : ((field.lines?.columns.find((c) => c.name === point.column)?.label ??
            field.columns?.find((c) => c.name === point.column)?.label)?.[lang] ?? point.column);
  const parts = [field.label[lang], line, ...(column ? [column] : [])].join('·');
  return `${parts}${lang === 'en' ? ': ' : '：'}${point.comment}`;
}
