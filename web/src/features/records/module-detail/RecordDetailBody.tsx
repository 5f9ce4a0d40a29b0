import { Callout, Card, H5, Tab, Tabs } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { Answers, ModuleEntry } from '../../../catalogue';
import type { RecordView } from '../../../api';
import { useI18n } from '../../../i18n';
import { LinesReviewProvider, PickerNamesProvider } from '../fields';
import { FlowHistory } from '../../flow/history';
import { RecordFields, useShapeParts } from '../modules';
import { AttachmentLinks } from './AttachmentLinks';
import { PersonalViews } from './PersonalViews';
import { RecordsAbout } from './RecordsAbout';
import { RecordSummary } from './RecordSummary';
import { visibleEntry } from './visible-fields';
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
 * A record read-only: a returned record's comment first, then the summary, the form by section,
 * attachments that open, and the flow history (beside it, for a record with personal data, its 查看记录).
 * A reviewer of stages that limit the visible fields
 * (`visibleFields`) sees only those, in the form and in the history.
 */
export function RecordDetailBody({ entry, record, afterFields }: RecordDetailBodyProps) {
  const { t } = useI18n();
  const { AnswersPart, ScoresView, FollowUpsPart, LinkPart } = useShapeParts();
  // The server lists only the files the caller may see, and names the fields it may see when not all.
  const attachments = record.attachments ?? [];
  const names = Object.fromEntries(attachments.map((a) => [a.id, a.name]));
  const access = record.fieldAccess;
  const limited = !!record.visibleFields;
  const shown = visibleEntry(entry, record.visibleFields);
  const history = (
    <FlowHistory
      entry={shown}
      processInstanceId={record.processInstanceId}
      attachmentNames={names}
      version={`${record.state}:${record.updateTime}`}
    />
  );
  return (
    // The cells of the form and of its history show the unions and persons the record's pickers name.
    <PickerNamesProvider names={record.names}>
      <div className="record-detail-body">
        {record.state === 'returned' && (
          // Why it came back comes first: the applicant reads it before anything else.
          <Callout
            intent="warning"
            icon="undo"
            title={t('detail.returnedComment')}
            className="gap-bottom"
            data-testid="detail-returned-comment"
          >
            {record.lastComment || t('common.none')}
          </Callout>
        )}
        <Card className="panel">
          <RecordSummary entry={entry} record={record} />
        </Card>
        <Card className="panel">
          <H5 className="panel-title">{t('detail.fields')}</H5>
          {limited && (
            <p className="muted" data-testid="fields-limited">
              {access ? t('detail.fieldsLimited', { stage: access.stageName }) : t('detail.fieldsLimitedSeen')}
            </p>
          )}
          {/* A lines form's tables show each line beside the year before (the reviewer's cells, `priorFigures`). */}
          <LinesReviewProvider value={{ priorFigures: record.priorFigures }}>
            <RecordFields entry={shown} form={record.form} attachmentNames={names} />
          </LinesReviewProvider>
        </Card>
        {/* A scored assessment's scores once its reviewer approved: the reviewer's beside the union's own. */}
        {entry.scoring && ScoresView && <ScoresView entry={entry} record={record} />}
        {afterFields}
        {/* A record whose contact was texted a link (survey's sendSms): its state and times; sending only for the union that may change it. */}
        {entry.questionnaire && entry.sendOut?.calls?.invite && LinkPart && (
          <LinkPart entry={entry} record={record} readOnly={!record.actions.includes('save')} />
        )}
        {/* The answers are no field a stage can name: a stage that limits the fields shows none of them. */}
        {entry.questionnaire && AnswersPart && !limited && (
          // The answers, read-only, with the questions of the version the record pinned.
          <Card className="panel" data-testid="questionnaire-answers">
            <AnswersPart
              moduleKey={entry.key}
              setKey={entry.questionnaire.setKey}
              value={(record.form as { answers?: Answers }).answers ?? {}}
              version={(record.form as { questionSetVersion?: number }).questionSetVersion ?? null}
              onChange={ignore}
              readOnly
            />
          </Card>
        )}
        {/* What happened after approval: the case's follow-up rows (a module with followUps). */}
        {entry.followUps && FollowUpsPart && record.state === 'approved' && <FollowUpsPart entry={entry} record={record} />}
        {/* The records filed about this one (field4's material requests), each opening its detail. */}
        <RecordsAbout record={record} />
        {attachments.length > 0 && (
          <Card className="panel">
            <H5 className="panel-title">{t('detail.attachments')}</H5>
            <AttachmentLinks module={record.module} attachments={attachments} />
          </Card>
        )}
        <Card className="panel">
          {/* The forms as sent show the same fields: a hidden field is not read in the history either. */}
          {record.personalViews ? (
            // The applicant union and the reviewers of a record with personal data read who viewed it in full beside the history.
            <Tabs id="record-history" defaultSelectedTabId="history">
              <Tab id="history" title={t('detail.history')} panel={history} />
              <Tab
                id="personal-views"
                title={t('personalView.tab')}
                data-testid="tab-personal-views"
                panel={<PersonalViews views={record.personalViews} />}
              />
            </Tabs>
          ) : (
            <>
              <H5 className="panel-title">{t('detail.history')}</H5>
              {history}
            </>
          )}
        </Card>
      </div>
    </PickerNamesProvider>
  );
}
