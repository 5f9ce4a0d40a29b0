import { Button, Card, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages, type UnionMessage } from '../../../api';
import { campaignFormPath, modules } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { notifyMessagesChanged, usePageTitle } from '../../../lib';
import { useAccess } from '../../identity/access';
import { usePagedList } from '../../platform/crud';
import { DataTable } from '../../platform/data-table';
import { PageHeader } from '../../platform/layout';
import { kindName, messageColumns } from './message-columns';
import { useMessageText } from './texts';
import { VerifyPanel } from './VerifyPanel';

const NO_FILTERS: readonly string[] = [];
const loadPage = (query: Parameters<typeof messages.list>[0]) => messages.list({ current: query.current, size: query.size });
const rowId = (row: UnionMessage) => row.id;

/** The form a campaign's message opens: the invited union's record of the module for that campaign. */
function answerPathOf(m: UnionMessage): string | undefined {
  if (m.kind !== 'questionnaire' || !m.subjectId || !Object.hasOwn(modules, m.module)) return undefined;
  return campaignFormPath(modules[m.module]!, m.subjectId);
}

/**
 * Route `/myunion/messages` (消息中心): the portal messages of the viewer's union, unread first and
 * paged on the server. Opening one shows it and marks it read (the header's badge follows); an
 * objection's message offers its verification (核查) to the nominee's higher union; a campaign's
 * message (问卷) opens the module's form for that campaign.
 */
export function MessagesPage() {
  const mt = useMessageText();
  const { lang } = useI18n();
  const { hasButton } = useAccess();
  const navigate = useNavigate();
  usePageTitle(mt('title'));
  const [shown, setShown] = useState<UnionMessage>();
  const list = usePagedList('union-messages', NO_FILTERS, loadPage);

  const { reload } = list.page;
  const columns = useMemo(
    () =>
      messageColumns(lang, (m) => {
        setShown(m);
        if (m.readAt) return;
        void messages.open(m.id).then((opened) => {
          setShown(opened);
          reload();
          notifyMessagesChanged();
        });
      }),
    [lang, reload],
  );

  const verifies = shown?.kind === 'objection' && shown.subjectId !== null && hasButton('messages_verify');
  const answerPath = shown && answerPathOf(shown);
  return (
    <div className="page" data-testid="messages-page">
      <PageHeader title={mt('title')} subtitle={mt('intro')} />
      <Card className="panel">
        <DataTable<UnionMessage> columns={columns} {...list.table} getRowId={rowId} rowTestId={(m) => `message-${m.id}`} />
      </Card>
      <Dialog isOpen={Boolean(shown)} title={shown?.title} onClose={() => setShown(undefined)} style={{ width: 640 }}>
        {shown && (
          <DialogBody>
            <div className={`${Classes.TEXT_MUTED} small`}>{`${kindName(shown.kind, lang)} · ${shown.sentAt}`}</div>
            <p className="gap-top" data-testid="message-content">
              {shown.content}
            </p>
            {verifies && <VerifyPanel objectionId={shown.subjectId!} />}
          </DialogBody>
        )}
        <DialogFooter
          actions={
            <>
              {answerPath && (
                <Button
                  intent="primary"
                  text={mt(shown && modules[shown.module]?.sendOut?.withoutQuestions ? 'fileReport' : 'answerCampaign')}
                  data-testid="btn-answer-campaign"
                  onClick={() => navigate(answerPath)}
                />
              )}
              <Button text={mt('close')} data-testid="btn-close-message" onClick={() => setShown(undefined)} />
            </>
          }
        />
      </Dialog>
    </div>
  );
}
