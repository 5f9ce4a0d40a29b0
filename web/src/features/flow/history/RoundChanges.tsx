import { HTMLTable } from '@blueprintjs/core';
import type { ModuleEntry } from '../../../catalogue';
import type { FieldChange } from '../../../api';
import type { FormValue } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { FieldCell, type AttachmentNames } from '../../records/fields';
import './history.css';

/** Props of `RoundChanges`. */
export interface RoundChangesProps {
  entry: ModuleEntry;
  changes: readonly FieldChange[];
  attachmentNames: AttachmentNames;
}

/**
 * What a resubmission changed against the round before: each field (as far as the reader may see it;
 * the server leaves the others out) with its value before and after, shown as its kind shows it.
 */
export function RoundChanges({ entry, changes, attachmentNames }: RoundChangesProps) {
  const { t } = useI18n();
  const cell = (name: string, value: unknown) => {
    const field = entry.fields.find((f) => f.name === name);
    if (!field) return value === null || value === undefined ? t('common.none') : JSON.stringify(value);
    return <FieldCell field={field} value={value as FormValue} attachmentNames={attachmentNames} empty={t('common.none')} />;
  };
  return (
    <div className="timeline-changes" data-testid="history-changes">
      <div className="muted">{t('history.changes')}</div>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{t('history.field')}</th>
            <th>{t('history.changeBefore')}</th>
            <th>{t('history.changeAfter')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.field} data-testid="history-change" data-field={c.field}>
              <td>{c.label}</td>
              <td data-testid="change-before">{cell(c.field, c.before)}</td>
              <td data-testid="change-after">{cell(c.field, c.after)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
