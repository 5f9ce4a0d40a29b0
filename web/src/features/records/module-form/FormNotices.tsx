import { Callout } from '@blueprintjs/core';
import type { RecordState } from '../../../catalogue';
import { useI18n } from '../../../i18n';

/** Props of `FormNotices`. */
export interface FormNoticesProps {
  /** The record the form changes, if it exists: a returned one shows why it came back. */
  record?: { state: RecordState; lastComment: string | null };
  /** Messages that name no field of the form. */
  otherErrors: readonly string[];
}

/** What a form says above its fields: the reviewer's comment on a returned record, and messages no field can show. */
export function FormNotices({ record, otherErrors }: FormNoticesProps) {
  const { t } = useI18n();
  return (
    <>
      {record?.state === 'returned' && (
        <Callout intent="warning" icon="undo" title={t('form.returnedTitle')} className="gap-bottom" data-testid="returned-comment">
          {record.lastComment || t('common.none')}
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
