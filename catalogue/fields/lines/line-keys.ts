import type { I18nText, LinesDef } from '../../types';
import { parentOf, subjectName } from './account-subjects';

/** The column a line's key is in: `code` for a subject, `month` for a month. */
export const keyColumn = (lines: LinesDef): 'code' | 'month' => ('subject' in lines.key ? 'code' : 'month');

/** The line as a reader names it: 第4行（501 职工活动支出）, line 4 (501 Staff activities); 第2行（2025-08）. */
export function lineName(index: number, key: string, isSubject: boolean): I18nText {
  const name = isSubject ? subjectName(key) : undefined;
  const zh = name ? `${key} ${name.zh}` : key;
  const en = name ? `${key} ${name.en}` : key;
  return { zh: `第${index + 1}行（${zh}）`, en: `line ${index + 1} (${en})` };
}

/**
 * True when the line counts in a total: a month, or a subject that is not a detail line (a detail
 * is already in its subtotal), of one of `where`'s classes when given.
 */
export function isTopLevel(lines: LinesDef, key: string, where?: readonly string[]): boolean {
  if (!('subject' in lines.key)) return true;
  return parentOf(key) === undefined && (!where || where.some((c) => key.startsWith(c)));
}
