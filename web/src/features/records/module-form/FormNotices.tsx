import { Callout } from '@blueprintjs/core';
import { returnPointText, type FieldDef, type RecordState, type ReturnPointRef } from '../../../catalogue';
import { useI18n } from '../../../i18n';

/** Props of `FormNotices`. */
export interface FormNoticesProps {
  /** The record the form changes, if it exists: a returned one shows why it came back. */
  record?: { state: RecordState; lastComment: string | null; returnPoints?: readonly ReturnPointRef[] };
  /** The form's fields: a return's points are named by their tables, lines and columns (by their keys without them). */
  fields?: readonly FieldDef[];
  /** Messages that name no field of the form. */
  otherErrors: readonly string[];
}

/**
 * What a form says above its fields: the reviewer's comment on a returned record with the lines its
 * return points at (支出预算·501 职工活动支出·本年预算数：请说明增幅), and messages no field can show.
 */
export function FormNotices({ record, fields = [], otherErrors }: FormNoticesProps) {
  const { t, lang } = useI18n();
  const points = record?.state === 'returned' ? (record.returnPoints ?? []) : [];
  return (
    <>
      {record?.state === 'returned' && (
        <Callout intent="warning" icon="undo" title={t('form.returnedTitle')} className="gap-bottom" data-testid="returned-comment">
          {record.lastComment || t('common.none')}
          {points.length > 0 && (
            <ul className="plain-list" data-testid="return-points" aria-label={t('form.returnPoints')}>
              {points.map((p) => (
                <li key={`${p.field}\u0000${p.line}\u0000${p.column ?? ''}`}>{returnPointText(fields, p, lang)}</li>
              ))}
            </ul>
          )}
        </Callout>
      )}
      {otherErrors.length > 0 && (
        <Callout intent="danger" title={t('form.otherErrors')} className="gap-bottom" data-testid="form-errors">
          <ul className="plain-list">
            {otherErrors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Callout>
      )}
    </>
  );
}
