import { Card, H5 } from '@blueprintjs/core';
import type { Answers, ModuleEntry } from '../../catalogue';
import type { RecordView } from '../../api';
import { useI18n } from '../../i18n';
import { PickerNamesProvider } from '../fields';
import { FlowHistory } from '../flow-history';
import { RecordFields } from '../modules';
import { QuestionnaireFiller } from '../questionnaire';
import { AttachmentLinks } from './AttachmentLinks';
import { RecordSummary } from './RecordSummary';
import './record-detail-body.css';

/** A read-only questionnaire takes no answers. */
const ignore = () => undefined;

/** Props of `RecordDetailBody`. */
export interface RecordDetailBodyProps {
  entry: ModuleEntry;
  record: RecordView;
}

/** A record read-only: summary, the form by section, attachments that open, and the flow history. */
export function RecordDetailBody({ entry, record }: RecordDetailBodyProps) {
  const { t } = useI18n();
  const names = Object.fromEntries((record.attachments ?? []).map((a) => [a.id, a.name]));
  return (
    // The cells of the form and of its history show the unions and persons the record's pickers name.
    <PickerNamesProvider names={record.names}>
      <div className="record-detail-body">
        <Card className="panel">
          <RecordSummary entry={entry} record={record} />
        </Card>
        <Card className="panel">
          <H5 className="panel-title">{t('detail.fields')}</H5>
          <RecordFields entry={entry} form={record.form} attachmentNames={names} />
        </Card>
        {entry.questionnaire && (
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
        {(record.attachments ?? []).length > 0 && (
          <Card className="panel">
            <H5 className="panel-title">{t('detail.attachments')}</H5>
            <AttachmentLinks module={record.module} attachments={record.attachments ?? []} />
          </Card>
        )}
        <Card className="panel">
          <H5 className="panel-title">{t('detail.history')}</H5>
          <FlowHistory
            entry={entry}
            processInstanceId={record.processInstanceId}
            attachmentNames={names}
            version={`${record.state}:${record.updateTime}`}
          />
        </Card>
      </div>
    </PickerNamesProvider>
  );
}
