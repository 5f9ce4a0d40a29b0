import { Alert, Button, Card, H5, HTMLTable, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { toast } from '../../api';
import { useLoader } from '../../lib';
import { DownloadButton } from '../../features/platform/crud';
import { ResultBody } from '../questionnaire';
import { campaignCalls, type Campaign, type Invitation } from './campaign-api';
import { useCampaignText, type CampaignText } from './campaign-texts';

/**
 * An invitation's state as its tab shows it. A call for reports' union opens no link: it has filed
 * (已报送) or not yet (未报送), never 未打开 or 已填写.
 */
const stateText = (state: Invitation['state'], call: boolean): CampaignText => {
  // The states the server names (sent, opened, answered, expired, revoked), each with its text.
  const own = `inv_${state}` as CampaignText;
  if (!call) return own;
  return state === 'answered' ? 'filed' : state === 'sent' || state === 'opened' ? 'notFiled' : own;
};

/** Invitations of one campaign: each addressee (a number masked by the server), its state, its reminders; remind and close while open. */
function Invitations({ module, campaign, call, onChanged }: { module: string; campaign: Campaign; call: boolean; onChanged: () => void }) {
  const ct = useCampaignText();
  const loaded = useLoader(`campaign:${module}:${campaign.id}:${campaign.state}`, () => campaignCalls.detail(module, campaign.id));
  const [closing, setClosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const remind = async () => {
    setBusy(true);
    try {
      const r = await campaignCalls.remind(module, campaign.id);
      toast.success(ct('reminded', { n: r.reminded.length, m: r.skipped.length }));
      loaded.reload();
    } finally {
      setBusy(false);
    }
  };
  const close = async () => {
    await campaignCalls.close(module, campaign.id);
    toast.success(ct('closed'));
    setClosing(false);
    onChanged();
  };
  return (
    <>
      {campaign.state === 'open' && (
        <div className="gap-bottom">
          <Button
            icon="notifications"
            text={ct(call ? 'remindCall' : 'remind')}
            loading={busy}
            onClick={() => void remind()}
            data-testid="campaign-remind"
          />{' '}
          <Button icon="stop" intent="danger" text={ct('close')} onClick={() => setClosing(true)} data-testid="campaign-close" />
        </div>
      )}
      {!loaded.data ? (
        <Spinner size={20} />
      ) : (
        <HTMLTable compact striped data-testid="campaign-invitations">
          <thead>
            <tr>
              <th>{ct('addressee')}</th>
              <th>{ct('invitationState')}</th>
              <th>{ct('sentAt')}</th>
              <th>{ct('reminders')}</th>
            </tr>
          </thead>
          <tbody>
            {loaded.data.invitations.records.map((i) => (
              <tr key={i.id} data-testid="campaign-invitation">
                <td>{i.label}</td>
                <td>{ct(stateText(i.state, call))}</td>
                <td>{i.sentAt}</td>
                <td>{i.reminders}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <Alert
        isOpen={closing}
        intent="danger"
        icon="stop"
        confirmButtonText={ct('close')}
        cancelButtonText={ct('back')}
        onCancel={() => setClosing(false)}
        onConfirm={() => void close()}
      >
        {ct('closeConfirm')}
      </Alert>
    </>
  );
}

/** The results of one campaign: its response rate, each question's results as the survey's page shows them, and 导出Excel. */
function Results({ module, campaign }: { module: string; campaign: Campaign }) {
  const ct = useCampaignText();
  const loaded = useLoader(`campaign-results:${module}:${campaign.id}`, () => campaignCalls.results(module, campaign.id));
  const r = loaded.data;
  if (!r) return <Spinner size={20} />;
  return (
    <>
      <div className="questionnaire-toolbar">
        <span data-testid="campaign-rate">{ct('responseRate', r.response)}</span>
        <DownloadButton
          icon="download"
          text={ct('exportExcel')}
          testId="campaign-export"
          fetch={() => campaignCalls.exportResults(module, campaign.id)}
          name={`${r.title}.xlsx`}
        />
      </div>
      {r.questions.map((q, i) => (
        <Card key={q.id} className="questionnaire-result-card" data-testid={`campaign-result-${q.id}`}>
          <H5>
            {i + 1}. {q.title}
          </H5>
          <div className="questionnaire-result-meta">{ct('answered', { n: q.answered })}</div>
          <ResultBody result={q} />
        </Card>
      ))}
    </>
  );
}

/** A call for reports' results: each union invited, filed (when) or not, and where its record stands. */
function Filings({ module, campaign }: { module: string; campaign: Campaign }) {
  const ct = useCampaignText();
  const loaded = useLoader(`campaign-results:${module}:${campaign.id}`, () => campaignCalls.results(module, campaign.id));
  const r = loaded.data;
  if (!r) return <Spinner size={20} />;
  return (
    <>
      <p data-testid="campaign-rate">{ct('callCounts', r.response)}</p>
      <HTMLTable compact striped data-testid="campaign-filings">
        <thead>
          <tr>
            <th>{ct('union')}</th>
            <th>{ct('filing')}</th>
            <th>{ct('filedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {(r.filings ?? []).map((f) => (
            <tr key={f.invitationId} data-testid="campaign-filing" data-filed={f.filedAt ? 'yes' : 'no'}>
              <td>{f.label}</td>
              <td>{f.filedAt ? ct('filed') : f.recordId ? ct('drafting') : ct('notFiled')}</td>
              <td>{f.filedAt ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}

/**
 * One campaign: its head (state, deadline, counts), then its invitations and its results as tabs; a
 * call for reports (`call`: no questions) has its filings instead of the questions' results.
 */
export function CampaignDetailView({
  module,
  campaign,
  call = false,
  onBack,
  onChanged,
}: {
  module: string;
  campaign: Campaign;
  call?: boolean;
  onBack: () => void;
  onChanged: () => void;
}) {
  const ct = useCampaignText();
  const [tab, setTab] = useState<'invitations' | 'results'>('invitations');
  return (
    <Card className="panel" data-testid="campaign-detail">
      <Button variant="minimal" icon="arrow-left" text={ct('back')} onClick={onBack} data-testid="campaign-back" />
      <H5 className="panel-title">
        {campaign.title} <Tag minimal>{ct(`state_${campaign.state}`)}</Tag>
      </H5>
      <p className="muted">
        {ct('deadline')} {campaign.deadline} ·{' '}
        {ct(call ? 'callCounts' : 'counts', { answered: campaign.answered, invited: campaign.invited, rate: campaign.rate })}
      </p>
      <Tabs id="campaign-tabs" renderActiveTabPanelOnly selectedTabId={tab} onChange={(id) => setTab(id as typeof tab)}>
        <Tab
          id="invitations"
          title={ct('tabInvitations')}
          panel={<Invitations module={module} campaign={campaign} call={call} onChanged={onChanged} />}
        />
        <Tab
          id="results"
          title={ct(call ? 'tabFilings' : 'tabResults')}
          data-testid="campaign-tab-results"
          panel={call ? <Filings module={module} campaign={campaign} /> : <Results module={module} campaign={campaign} />}
        />
      </Tabs>
    </Card>
  );
}
