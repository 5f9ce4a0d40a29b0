import { AnchorButton, Button, Callout, Card, H5, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { flowFollow, work, type FollowRow } from '../../../api';
import { modules, stateName, type ModuleEntry } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { useLoader, usePageTitle } from '../../../lib';
import { LazyFlowDiagram, type NameBook, type NodeMark } from '../models';
import { HistoryTimeline } from '../history';
import { PageHeader } from '../../platform/layout';
import { TerminateDialog } from './TerminateDialog';
import { useFollowText } from './texts';
import './flow-follow.css';

const NO_NAMES = {};
const NO_FIELDS: ModuleEntry['fields'] = [];

/** The module of a flow: its workflow id is `<module>-<record id>`. */
function moduleOf(processInstanceId: string) {
  const key = Object.keys(modules)
    .filter((k) => processInstanceId.startsWith(`${k}-`))
    .sort((a, b) => b.length - a.length)[0];
  return key ? modules[key] : undefined;
}

/**
 * Route `/flow/follow/:processInstanceId` (流程进度): the record's graph with the stages done, current
 * and coming coloured, who reviews next, its Temporal run, its history, and 终止 with a reason.
 */
export function ProgressPage() {
  const { processInstanceId = '' } = useParams();
  const ft = useFollowText();
  const { t, lang } = useI18n();
  const row = (useLocation().state as { row?: FollowRow } | null)?.row;
  usePageTitle(ft('progressTitle'));
  const progress = useLoader(`progress@${processInstanceId}`, () => flowFollow.progress(processInstanceId));
  const history = useLoader(`history@${processInstanceId}@${progress.data?.state ?? ''}`, () => work.history(processInstanceId));
  const [ending, setEnding] = useState(false);
  const entry = moduleOf(processInstanceId);
  const p = progress.data;

  // The diagram names the roles, accounts and fields its rules name, never their codes.
  const fields = entry?.fields ?? NO_FIELDS;
  const names = useMemo<NameBook>(
    () => ({
      roles: p?.roleNames ?? {},
      users: p?.userNames ?? {},
      fields: Object.fromEntries(fields.map((f) => [f.name, f.label[lang]])),
    }),
    [p, fields, lang],
  );

  const marks = useMemo(() => {
    const m: Record<string, NodeMark> = {};
    for (const id of p?.coming ?? []) m[id] = 'coming';
    for (const id of p?.done ?? []) m[id] = 'done';
    for (const id of p?.current ?? []) m[id] = 'current';
    return m;
  }, [p]);

  if (!p) {
    return <div className="page">{progress.loading ? <Spinner className="page-spinner" /> : <NonIdealState icon="search" />}</div>;
  }
  const recordId = processInstanceId.slice((entry?.key.length ?? 0) + 1);
  // The server's lifecycle table says whether the flow may still be ended.
  const closed = !p.actions.includes('terminate');
  return (
    <div className="page" data-testid="flow-progress">
      <PageHeader
        title={`${ft('progressTitle')} · ${row?.title ?? processInstanceId}`}
        subtitle={
          <>
            {entry?.title[lang]} · <code>{processInstanceId}</code>
            {p.modelKey && (
              <>
                {' '}
                ·{' '}
                <span data-testid="progress-version">
                  {p.version === 0 ? ft('builtIn') : ft('versionN', { key: p.modelKey, n: p.version ?? '' })}
                </span>
              </>
            )}
          </>
        }
        actions={
          <>
            <AnchorButton
              icon="share"
              text={ft('temporal')}
              href={p.temporalUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="temporal-link"
            />
            {entry && (
              <Link to={`/crop/${entry.key}/detail/${recordId}`}>
                <Button icon="document-open" text={ft('openRecord')} />
              </Link>
            )}
            <Button
              icon="stop"
              intent="danger"
              text={ft('terminate')}
              disabled={closed}
              data-testid="btn-terminate"
              onClick={() => setEnding(true)}
            />
            <Link to="/flow/follow">
              <Button variant="minimal" icon="arrow-left" text={ft('back')} />
            </Link>
          </>
        }
      />
      <div className="flow-progress-grid">
        <Card className="panel">
          <LazyFlowDiagram
            graph={p.graph}
            marks={marks}
            names={names}
            height={380}
            testId="progress-diagram"
            legend={['done', 'current', 'coming']}
          />
        </Card>
        <Card className="panel">
          <H5>{ft('current')}</H5>
          <ul className="flow-progress-next" data-testid="progress-current">
            {p.current.map((id) => {
              const node = p.graph.nodes.find((n) => n.id === id);
              return (
                <li key={id}>
                  <strong>{node?.kind === 'stage' ? node.name[lang] || node.name.zh : (row?.stageName ?? id)}</strong>
                  {row && row.assignees.length > 0 && `${t('punct.colon')}${row.assignees.join(t('punct.list'))}`}
                </li>
              );
            })}
          </ul>
          <H5>{ft('next')}</H5>
          {p.next.length === 0 ? (
            <Callout>{ft('noNext')}</Callout>
          ) : (
            <ul className="flow-progress-next" data-testid="progress-next">
              {p.next.map((n) => (
                <li key={n.stageKey} data-testid={`next-${n.stageKey}`}>
                  <strong>{n.stageName}</strong>
                  {t('punct.colon')}
                  {n.reviewers.join(t('punct.list')) || '—'}
                </li>
              ))}
            </ul>
          )}
          <div className="gap-top">
            <Tag minimal data-testid="progress-state">
              {stateName(p.state, lang)}
            </Tag>
          </div>
        </Card>
      </div>
      <Card className="panel gap-top">
        <H5>{ft('history')}</H5>
        {entry && history.data ? <HistoryTimeline entry={entry} events={history.data} attachmentNames={NO_NAMES} /> : <Spinner size={20} />}
      </Card>
      <TerminateDialog
        processInstanceId={ending ? processInstanceId : undefined}
        onClose={() => setEnding(false)}
        onTerminated={progress.reload}
      />
    </div>
  );
}
