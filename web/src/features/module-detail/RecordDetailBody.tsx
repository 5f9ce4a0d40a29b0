import { Card, H5 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { Answers, ModuleEntry } from '../../catalogue';
import type { RecordView } from '../../api';
import { useI18n } from '../../i18n';
import { PickerNamesProvider } from '../fields';
import { FlowHistory } from '../flow-history';
import { RecordFields } from '../modules';
import { QuestionnaireFiller } from '../questionnaire';
import { AttachmentLinks } from './AttachmentLinks';
import { RecordSummary } from './RecordSummary';
import { visibleAttachments, visibleEntry } from './visible-fields';
import './record-detail-body.css';

/** A read-only questionnaire takes no answers. */
const ignore = () => undefined;

/** Props of `RecordDetailBody`. */
export interface RecordDetailBodyProps {
  entry: ModuleEntry;
  record: RecordView;
  /** Shown right after the form (the reviewer's inputs of the stage's editable fields). */
  afterFields?: ReactNode;
}

/**
 * A record read-only: summary, the form by section, attachments that open, and the flow history. A
 * reviewer whose stage limits the visible fields (`fieldAccess`) sees only those and the editable ones.
 */
export function RecordDetailBody({ entry, record, afterFields }: RecordDetailBodyProps) {
  const { t } = useI18n();
  const names = Object.fromEntries((record.attachments ?? []).map((a) => [a.id, a.name]));
  const access = record.fieldAccess;
  const limited = !!access && access.visible !== null;
  const shown = visibleEntry(entry, access);
  const attachments = visibleAttachments(entry, record.form, record.attachments ?? [], access);
  return (
    // The cells of the form and of its history show the unions and persons the record's pickers name.
    <PickerNamesProvider names={record.names}>
      <div className="record-detail-body">
        <Card className="panel">
          <RecordSummary entry={entry} record={record} />
        </Card>
        <Card className="panel">
          <H5 className="panel-title">{t('detail.fields')}</H5>
          {limited && (
            <p className="muted" data-testid="fields-limited">
              {t('detail.fieldsLimited', { stage: access.stageName })}
            </p>
          )}
          <RecordFields entry={shown} form={record.form} attachmentNames={names} />
        </Card>
        {afterFields}
        {/* The answers are no field a stage can name: a stage that limits the fields shows none of them. */}
        {entry.questionnaire && !limited && (
          // The answers, read-only, with the questions of the version the record pinned.
          <Card className="panel" data-testid="questionnaire-answers">
            <QuestionnaireFiller
              moduleKey={entry.key}
              setKey={entry.questionnaire.setKey}
              value={(record.form as { answers?: Answers }).answers ?? {}}
              version={(record.form as { questionSetVersion?: number }).questionSetVersion ?? null}
              onChange={ignore}
              readOnly
            />
          </Card>
        )}
        {attachments.length > 0 && (
          <Card className="panel">
            <H5 className="panel-title">{t('detail.attachments')}</H5>
            <AttachmentLinks module={record.module} attachments={attachments} />
          </Card>
        )}
        <Card className="panel">
          <H5 className="panel-title">{t('detail.history')}</H5>
          {/* The forms as sent show the same fields: a hidden field is not read in the history either. */}
          <FlowHistory
            entry={shown}
            processInstanceId={record.processInstanceId}
            attachmentNames={names}
            version={`${record.state}:${record.updateTime}`}
          />
        </Card>
      </div>
    </PickerNamesProvider>
  );
}
