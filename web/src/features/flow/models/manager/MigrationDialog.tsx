import { Alert, Button, Callout, DialogBody, DialogFooter, FormGroup, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  flowVersions,
  toast,
  type FlowVersionDetail,
  type FlowVersionRow,
  type MigrationPlan,
  type MigrationResult,
} from '../../../../api';
import { useI18n } from '../../../../i18n';
import { useLoader } from '../../../../lib';
import { AppDialog } from '../../../platform/crud';
import { nodeName } from '../designer/describe';
import { useFlowText } from '../texts';

/** Props of `MigrationDialog`. */
export interface MigrationDialogProps {
  /** The version whose running records move. */
  from: FlowVersionRow;
  onClose: () => void;
  onMigrated: () => void;
}

/**
 * 迁移: running records of one version to another of the same key. The dry run comes first (records
 * per stage, the stages that no longer exist and where they go, each target changeable, the replay
 * check's broken records); 确认迁移 moves them as the dry run showed, and says what moved.
 */
export function MigrationDialog({ from, onClose, onMigrated }: MigrationDialogProps) {
  const ft = useFlowText();
  const { t, lang } = useI18n();
  const versions = useLoader(`migration-versions@${from.modelKey}`, () => flowVersions.list({ modelKey: from.modelKey, size: 100 }));
  const others = useMemo(
    () =>
      (versions.data?.records ?? []).filter((v) => v.id !== from.id && v.modelKey === from.modelKey).sort((a, b) => b.version - a.version),
    [versions.data, from],
  );
  const [toId, setToId] = useState('');
  useEffect(() => {
    if (!toId && others[0]) setToId(others.find((v) => v.version > from.version)?.id ?? others[0].id);
  }, [others, toId, from.version]);
  const [target, setTarget] = useState<FlowVersionDetail>();
  useEffect(() => {
    setTarget(undefined);
    if (toId) flowVersions.version(toId).then(setTarget, () => undefined);
  }, [toId]);

  const [targets, setTargets] = useState<Record<string, string>>({});
  const [plan, setPlan] = useState<MigrationPlan>();
  const [planned, setPlanned] = useState<string>();
  const [result, setResult] = useState<MigrationResult>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const order = { fromVersionId: from.id, toVersionId: toId, ...(Object.keys(targets).length ? { targets } : {}) };
  const orderKey = JSON.stringify(order);
  const stale = plan !== undefined && planned !== orderKey;

  const dryRun = async () => {
    setBusy(true);
    setResult(undefined);
    try {
      setPlan(await flowVersions.plan(order));
      setPlanned(orderKey);
    } catch {
      setPlan(undefined);
    } finally {
      setBusy(false);
    }
  };
  const migrate = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const done = await flowVersions.migrate(order);
      setResult(done);
      toast.success(ft('migratedOk', { n: done.moved }));
      onMigrated();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const nodes = (target?.graph.nodes ?? []).filter((n) => n.kind === 'stage');
  const nameOfNode = (id: string) => {
    const n = target?.graph.nodes.find((x) => x.id === id);
    return n ? nodeName(n, lang, ft) : id;
  };
  const nameOfStage = (key: string) => plan?.stages.find((s) => s.stageKey === key)?.stageName ?? key;
  return (
    <AppDialog
      testId="migration-dialog"
      isOpen
      onClose={onClose}
      title={`${ft('migrationTitle')} · ${from.modelKey}`}
      icon="swap-horizontal"
      style={{ width: 'min(1000px, 94vw)' }}
    >
      <DialogBody>
        <p className="muted">{ft('dryRunHint')}</p>
        <div className="flow-rule-row">
          <FormGroup label={ft('fromVersion')} inline>
            <Tag large data-testid="migration-from">
              {ft('versionN', { n: from.version })}
            </Tag>
          </FormGroup>
          <FormGroup label={ft('toVersion')} inline>
            <HTMLSelect
              data-testid="migration-to"
              value={toId}
              onChange={(e) => {
                setToId(e.currentTarget.value);
                setTargets({});
                setPlan(undefined);
              }}
              options={[
                { value: '', label: ft('choose') },
                ...others.map((v) => ({ value: v.id, label: `${ft('versionN', { n: v.version })} · ${v.deployTime}` })),
              ]}
            />
          </FormGroup>
          <Button
            icon="search-template"
            text={ft('dryRun')}
            loading={busy && !plan}
            disabled={!toId}
            title={toId ? undefined : ft(others.length ? 'chooseTarget' : 'noTargetTitle')}
            data-testid="btn-dry-run"
            onClick={() => void dryRun()}
          />
        </div>
        {versions.data && others.length === 0 && (
          // Greyed without a reason was a dead end: say why, and where the next version is made.
          <Callout intent="warning" icon="info-sign" title={ft('noTargetTitle')} className="gap-bottom" data-testid="migration-no-target">
            <p>{ft('noTargetText', { key: from.modelKey, n: from.version })}</p>
            <Link to={`/flow/model?modelKey=${encodeURIComponent(from.modelKey)}`} data-testid="migration-to-designer">
              {ft('noTargetAction')}
            </Link>
          </Callout>
        )}
        {plan && (
          <div data-testid="migration-plan">
            <Callout intent={stale ? 'warning' : 'primary'} className="gap-bottom" data-testid="plan-total">
              {stale ? ft('planStale') : ft('planTotal', { n: plan.total })}
            </Callout>
            <HTMLTable compact bordered striped className="gap-bottom" style={{ width: '100%' }}>
              <thead>
                <tr>
                  <th>{ft('planStage')}</th>
                  <th>{ft('planCount')}</th>
                  <th>{ft('planExists')}</th>
                  <th>{ft('planTo')}</th>
                </tr>
              </thead>
              <tbody>
                {plan.stages.map((s) => (
                  <tr key={s.stageKey} data-testid={`plan-stage-${s.stageKey}`}>
                    <td>
                      {s.stageName} <code>{s.stageKey}</code>
                    </td>
                    <td data-testid="plan-count">{s.count}</td>
                    <td>
                      {s.exists ? (
                        <Tag minimal intent="success">
                          {ft('stageKept')}
                        </Tag>
                      ) : (
                        <Tag minimal intent="danger" data-testid="stage-gone">
                          {ft('stageGone')}
                        </Tag>
                      )}
                    </td>
                    <td>
                      <HTMLSelect
                        data-testid={`plan-target-${s.stageKey}`}
                        value={targets[s.stageKey] ?? s.to}
                        onChange={(e) => setTargets({ ...targets, [s.stageKey]: e.currentTarget.value })}
                        options={[
                          ...(nodes.some((n) => n.id === s.to) ? [] : [{ value: s.to, label: s.toName || s.to }]),
                          ...nodes.map((n) => ({ value: n.id, label: `${nodeName(n, lang, ft)}${t('punct.paren', { text: n.id })}` })),
                        ]}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <Callout
              intent={plan.replay.broken.length ? 'warning' : 'success'}
              title={ft('replayTitle')}
              className="gap-bottom"
              data-testid="plan-replay"
            >
              <div>{ft('replayChecked', { n: plan.replay.checked })}</div>
              {plan.replay.broken.length === 0 ? (
                <div>{ft('replayOk')}</div>
              ) : (
                <ul className="flow-errors">
                  {plan.replay.broken.map((b) => (
                    <li key={b.processInstanceId}>
                      {b.title || b.recordId} <code>{b.processInstanceId}</code>
                      {t('punct.colon')}
                      {b.error}
                    </li>
                  ))}
                </ul>
              )}
            </Callout>
            {plan.records.length > 0 && (
              <>
                <h5 className="bp6-heading">{ft('planRecords')}</h5>
                <HTMLTable compact bordered style={{ width: '100%' }}>
                  <thead>
                    <tr>
                      <th>{ft('recordTitle')}</th>
                      <th>{ft('unionName')}</th>
                      <th>{ft('planStage')}</th>
                      <th>{ft('planTo')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {plan.records.map((r) => (
                      <tr key={r.processInstanceId} data-testid={`plan-record-${r.recordId}`}>
                        <td>{r.title}</td>
                        <td>{r.unionName}</td>
                        <td>{nameOfStage(r.stageKey)}</td>
                        <td>{nameOfNode(targets[r.stageKey] ?? r.to)}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              </>
            )}
          </div>
        )}
        {result && (
          <Callout
            intent={result.failed.length ? 'warning' : 'success'}
            title={ft('migrationResult')}
            className="gap-top"
            data-testid="migration-result"
          >
            <div>{ft('migratedOk', { n: result.moved })}</div>
            {result.failed.length > 0 && (
              <>
                <div>{ft('migrateFailed', { n: result.failed.length })}</div>
                <ul className="flow-errors">
                  {result.failed.map((f) => (
                    <li key={f.recordId}>
                      <code>{f.recordId}</code>
                      {t('punct.colon')}
                      {f.error}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.close')} onClick={onClose} />
            {stale && <Button icon="refresh" text={ft('dryRun')} loading={busy} onClick={() => void dryRun()} />}
            <Button
              intent="primary"
              icon="swap-horizontal"
              text={ft('confirmMigrate')}
              loading={busy && plan !== undefined}
              disabled={!plan || stale || plan.total === 0 || result !== undefined}
              data-testid="btn-migrate"
              onClick={() => setConfirming(true)}
            />
          </>
        }
      />
      <Alert
        isOpen={confirming}
        intent="primary"
        icon="swap-horizontal"
        confirmButtonText={ft('confirmMigrate')}
        cancelButtonText={t('common.cancel')}
        onConfirm={() => void migrate()}
        onCancel={() => setConfirming(false)}
      >
        <p data-testid="migrate-confirm">{ft('migrateConfirmText', { n: plan?.total ?? 0 })}</p>
      </Alert>
    </AppDialog>
  );
}
