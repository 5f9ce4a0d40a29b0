import { Button, Card, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { sendsCampaigns, type ModuleEntry } from '../../catalogue';
import { useI18n } from '../../i18n';
import { useLoader, usePageTitle } from '../../lib';
import { PageHeader } from '../../features/platform/layout';
import { campaignCalls } from './campaign-api';
import { useCampaignText } from './campaign-texts';
import { CampaignDetailView } from './CampaignDetailView';
import { SendDialog } from './SendDialog';
import '../questionnaire/questionnaire.css';
import './send-out.css';

/**
 * 问卷发放 of a module with `sendOut`: its campaigns newest first (state, deadline, answered of
 * invited), 发放问卷, and one campaign opened in place (invitations, remind, close, results). A call
 * for reports (`withoutQuestions`: 报表征集) is sent without a question set; its results are who filed.
 */
export function CampaignsPage({ entry }: { entry: ModuleEntry }) {
  const ct = useCampaignText();
  const { lang } = useI18n();
  const call = entry.sendOut?.withoutQuestions === true;
  usePageTitle(ct(call ? 'callsTitle' : 'pageTitle'));
  const moduleKey = entry.key;
  const list = useLoader(`campaigns:${moduleKey}`, () => campaignCalls.list(moduleKey));
  const [sending, setSending] = useState(false);
  const [openId, setOpenId] = useState<string>();
  const opened = list.data?.records.find((c) => c.id === openId);
  if (!entry.sendOut || (!entry.questionnaire && !call)) return null;
  return (
    <div className="page" data-testid="campaigns">
      <PageHeader
        title={ct(call ? 'callsTitle' : 'pageTitle')}
        subtitle={entry.title[lang]}
        actions={
          // A module inviting its records' contacts one by one (survey's sendSms) sends no campaign from here.
          sendsCampaigns(entry) ? (
            <Button
              icon="send-message"
              intent="primary"
              text={ct(call ? 'sendCall' : 'send')}
              onClick={() => setSending(true)}
              data-testid="campaign-send"
            />
          ) : undefined
        }
      />
      {opened ? (
        <CampaignDetailView module={moduleKey} call={call} campaign={opened} onBack={() => setOpenId(undefined)} onChanged={list.reload} />
      ) : (
        <Card className="panel">
          {!list.data ? (
            <Spinner size={20} />
          ) : list.data.records.length === 0 ? (
            <p className="muted">{ct(call ? 'noCalls' : 'none')}</p>
          ) : (
            <HTMLTable compact striped interactive data-testid="campaign-list">
              <thead>
                <tr>
                  <th>{ct('title')}</th>
                  <th>{ct('audience')}</th>
                  <th>{ct('deadline')}</th>
                  <th>{ct('sentAt')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {list.data.records.map((c) => (
                  <tr key={c.id} data-testid="campaign-row" onClick={() => setOpenId(c.id)}>
                    <td>
                      {c.title} <Tag minimal>{ct(`state_${c.state}`)}</Tag>
                    </td>
                    <td>{ct(`audience_${c.audience}`)}</td>
                    <td>{c.deadline}</td>
                    <td>{c.sentAt}</td>
                    <td>{ct(call ? 'callCounts' : 'counts', { answered: c.answered, invited: c.invited, rate: c.rate })}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </Card>
      )}
      <SendDialog
        module={moduleKey}
        setKey={entry.questionnaire?.setKey}
        endedYear={entry.sendOut.endedYear === true}
        audiences={entry.sendOut.audiences}
        isOpen={sending}
        onClose={() => setSending(false)}
        onSent={() => {
          setSending(false);
          list.reload();
        }}
      />
    </div>
  );
}
