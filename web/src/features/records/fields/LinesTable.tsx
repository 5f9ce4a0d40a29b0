import { fenToYuan, linesSum, type LinesDef } from '../../../catalogue';
import { useI18n } from '../../../i18n';

/** The head of a lines table: the key (and the subject's name), the money columns, the note, and a last cell where the input removes a line. */
export function LinesHead({ lines, removable }: { lines: LinesDef; removable?: boolean }) {
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
      </tr>
    </thead>
  );
}

/** The 合计 row: each money column summed over the top-level lines (a detail line is in its subtotal), in yuan. */
export function LinesFoot({ lines, rows, testId, removable }: { lines: LinesDef; rows: unknown[]; testId?: string; removable?: boolean }) {
  const { t } = useI18n();
  return (
    <tfoot>
      <tr data-testid={testId}>
        <th colSpan={'subject' in lines.key ? 2 : 1}>{t('fields.linesTotal')}</th>
        {lines.columns.map((c) => {
          const sum = linesSum(lines, c.name, rows);
          return <th key={c.name}>{sum === undefined ? '' : fenToYuan(sum)}</th>;
        })}
        <th colSpan={removable ? 2 : 1} />
      </tr>
    </tfoot>
  );
}
