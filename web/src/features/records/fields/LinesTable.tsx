import type { ReactNode } from 'react';
import { fenToYuan, linesSum, type LinesDef } from '../../../catalogue';
import { useI18n } from '../../../i18n';

/**
 * The head of a lines table: the key (and the subject's name), the money columns, the note, and a
 * last cell where the input removes a line; `after`: the reviewer's cells of the year before.
 */
export function LinesHead({ lines, removable, after }: { lines: LinesDef; removable?: boolean; after?: ReactNode }) {
  const { t, lang } = useI18n();
  const isSubject = 'subject' in lines.key;
  return (
    <thead>
      <tr>
        <th>{isSubject ? t('fields.lineCode') : t('fields.lineMonth')}</th>
        {isSubject && <th>{t('fields.lineName')}</th>}
        {lines.columns.map((c) => (
          <th key={c.name}>{c.label[lang]}</th>
        ))}
        <th>{t('fields.lineNote')}</th>
        {removable && <th />}
        {after}
      </tr>
    </thead>
  );
}

/** The 合计 row: each money column summed over the top-level lines (a detail line is in its subtotal), in yuan; `after` more cells left blank. */
export function LinesFoot({
  lines,
  rows,
  testId,
  removable,
  after = 0,
}: {
  lines: LinesDef;
  rows: unknown[];
  testId?: string;
  removable?: boolean;
  after?: number;
}) {
  const { t } = useI18n();
  return (
    <tfoot>
      <tr data-testid={testId}>
        <th colSpan={'subject' in lines.key ? 2 : 1}>{t('fields.linesTotal')}</th>
        {lines.columns.map((c) => {
          const sum = linesSum(lines, c.name, rows);
          return <th key={c.name}>{sum === undefined ? '' : fenToYuan(sum)}</th>;
        })}
        <th colSpan={(removable ? 2 : 1) + after} />
      </tr>
    </tfoot>
  );
}
