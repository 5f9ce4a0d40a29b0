import { Button, Card, H5, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { publicity, toast, type ObjectionFileInfo, type PublicityObjection, type PublicityView } from '../../../api';
import { useI18n } from '../../../i18n';
import { useLoader, usePageTitle } from '../../../lib';
import { DownloadButton } from '../../platform/crud';
import { PageHeader } from '../../platform/layout';
import { AnswerDialog } from './AnswerDialog';
import { DecideDialog } from './DecideDialog';
import { PhaseTag } from './phase';
import { datesOf } from './publicity-columns';
import './publicity.css';

/** The files of an answer or a verification, each downloaded with the auth headers. */
function FileLinks({ files, testId }: { files: readonly ObjectionFileInfo[]; testId: string }) {
  if (files.length === 0) return null;
  return (
    <div data-testid={testId}>
      {files.map((f) => (
        <DownloadButton
          key={f.id}
          icon="paperclip"
          text={f.name}
          testId="objection-file"
          fetch={() => publicity.file(f.id)}
          name={f.name}
        />
      ))}
    </div>
  );
}

/** The nominee's higher union's verification (核查) of an objection, when it sent one. */
function VerificationOf({ o }: { o: PublicityObjection }) {
  const { t } = useI18n();
  if (!o.verification) return null;
  const v = o.verification;
  return (
    <div className="publicity-verification" data-testid="objection-verification">
      <div className="small muted">{t('publicity.verifiedBy', { union: v.unionName, at: v.verifiedAt })}</div>
      <div>{v.finding}</div>
      <FileLinks files={v.files} testId="verification-files" />
    </div>
  );
}

/** The notice: dates, contact, the text, and the decision once recorded. */
function NoticeCard({ view }: { view: PublicityView }) {
  const { t } = useI18n();
  const none = t('common.none');
  return (
    <Card className="panel" data-testid="publicity-notice">
      <H5 className="section-title">{t('publicity.notice')}</H5>
      <dl className="fact-list">
        <dt>{t('publicity.dates')}</dt>
        <dd data-testid="publicity-dates">{datesOf(t, view)}</dd>
        <dt>{t('publicity.phase')}</dt>
        <dd>
          <PhaseTag phase={view.phase} />
        </dd>
        <dt>{t('publicity.contact')}</dt>
        <dd>{[view.contactPhone, view.contactEmail].filter(Boolean).join(' / ')}</dd>
        <dt>{t('publicity.note')}</dt>
        <dd>{view.note ?? none}</dd>
        {view.decisionNo && (
          <>
            <dt>{t('publicity.decision')}</dt>
            <dd data-testid="publicity-decision">{`${view.decidedBy ?? ''} ${view.decisionNo}（${view.decisionDate ?? ''}）`}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}

/** Each nominee with the public fields, its union and, once decided, its outcome. */
function NomineesCard({ view }: { view: PublicityView }) {
  const { t } = useI18n();
  const none = t('common.none');
  return (
    <Card className="panel">
      <H5 className="section-title">{t('publicity.nominees')}</H5>
      <HTMLTable compact striped className="publicity-table">
        <thead>
          <tr>
            {(['name', 'sex', 'unitName', 'post', 'category', 'summary', 'union', 'outcome'] as const).map((k) => (
              <th key={k}>{t(`publicity.${k}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.records.map((r) => (
            <tr key={r.recordId} data-testid={`nominee-${r.recordId}`}>
              <td>{r.name}</td>
              <td>{r.sex ?? none}</td>
              <td>{r.unitName ?? none}</td>
              <td>{r.post ?? none}</td>
              <td>{r.category ?? none}</td>
              <td>{r.summary ?? none}</td>
              <td>{r.unionName}</td>
              <td data-testid="nominee-outcome">{r.outcomeName ?? none}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

/** The objections with the objectors' contact and their state; 答复 on each unanswered one while undecided. */
function ObjectionsCard({ view, onAnswer }: { view: PublicityView; onAnswer: (o: PublicityObjection) => void }) {
  const { t } = useI18n();
  const none = t('common.none');
  const nameOf = new Map(view.records.map((r) => [r.recordId, r.name]));
  return (
    <Card className="panel">
      <H5 className="section-title">{t('publicity.objectionList')}</H5>
      {view.objections.length === 0 ? (
        <div className="muted">{t('publicity.noObjections')}</div>
      ) : (
        <HTMLTable compact striped className="publicity-table">
          <thead>
            <tr>
              {(['refNo', 'against', 'content', 'objector', 'filedAt', 'objectionState'] as const).map((k) => (
                <th key={k}>{t(`publicity.${k}`)}</th>
              ))}
              <th>{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {view.objections.map((o) => (
              <tr key={o.id} data-testid={`objection-${o.refNo}`}>
                <td>{o.refNo}</td>
                <td>{nameOf.get(o.recordId) ?? o.recordId}</td>
                <td className="publicity-text">
                  {o.content}
                  <VerificationOf o={o} />
                </td>
                <td>
                  <div>{[o.objectorName, o.objectorUnit].filter(Boolean).join(' · ') || none}</div>
                  <div className="muted">{[o.mobile, o.email].filter(Boolean).join(' / ')}</div>
                </td>
                <td>{o.filedAt}</td>
                <td data-testid="objection-state">
                  {o.outcome ? (
                    <>
                      <Tag intent="success">{o.outcomeName}</Tag>
                      <div>{o.finding}</div>
                      <FileLinks files={o.files} testId="answer-files" />
                      <div className="muted">{`${o.answeredBy ?? ''} ${o.answeredAt ?? ''}`}</div>
                    </>
                  ) : (
                    <Tag intent="warning">{t('publicity.unanswered')}</Tag>
                  )}
                </td>
                <td>
                  {!o.outcome && view.phase !== 'decided' && (
                    <Button small intent="primary" text={t('publicity.answer')} data-testid="btn-answer" onClick={() => onAnswer(o)} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}

/**
 * Route `/honor/publicity/:id`: one publicity as the federation keeps it: the notice, the nominees,
 * the objections with 答复, and 表彰决定 until it is decided (the server says when it may be).
 */
export function PublicityDetailPage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const loaded = useLoader(`publicity:${id}`, () => publicity.detail(id));
  const [fresh, setFresh] = useState<PublicityView>();
  const view = fresh?.id === id ? fresh : loaded.data;
  const [answering, setAnswering] = useState<PublicityObjection>();
  const [deciding, setDeciding] = useState(false);
  usePageTitle(view?.title ?? t('route.publicity'));
  if (!view) return <div className="page">{loaded.error ? null : t('common.loading')}</div>;
  return (
    <div className="page" data-testid="publicity-detail">
      <PageHeader
        title={view.title}
        actions={
          <>
            <Button icon="arrow-left" text={t('common.back')} onClick={() => navigate('/honor/publicity')} />
            {view.workingDays > 0 && (
              <DownloadButton
                icon="print"
                text={t('publicity.printNotice')}
                testId="btn-notice"
                fetch={() => publicity.notice(view.id)}
                name={`${view.title}.pdf`}
              />
            )}
            {view.phase !== 'decided' && (
              <Button
                intent="primary"
                icon="endorsed"
                text={t('publicity.decide')}
                data-testid="btn-decide"
                onClick={() => setDeciding(true)}
              />
            )}
          </>
        }
      />
      <NoticeCard view={view} />
      <NomineesCard view={view} />
      <ObjectionsCard view={view} onAnswer={setAnswering} />
      <AnswerDialog
        objection={answering}
        onClose={() => setAnswering(undefined)}
        onAnswered={(next) => {
          setAnswering(undefined);
          setFresh(next);
          toast.success(t('publicity.answered'));
        }}
      />
      <DecideDialog
        view={deciding ? view : undefined}
        onClose={() => setDeciding(false)}
        onDecided={(next) => {
          setDeciding(false);
          setFresh(next);
          toast.success(t('publicity.decided'));
        }}
      />
    </div>
  );
}
