import { Button, Callout, Card, DialogBody, FormGroup, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { flowModels, toast, type FlowModelDetail } from '../../../api';
import { validateModel, type FlowGraph } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { AppDialog, LeaveConfirm, useLeaveGuard } from '../../platform/crud';
import { PageHeader } from '../../platform/layout';
import { DeployDialog } from './designer/DeployDialog';
import type { DiagramSelection } from './designer/FlowDiagram';
import { connect } from './designer/graph-edit';
import { LazyFlowDiagram } from './designer/LazyFlowDiagram';
import { ElementErrorsCallout } from './designer/ElementErrorsCallout';
import { elementErrorsOf, errorsByElement, type ElementError } from './designer/model-errors';
import { SelectionPanel } from './designer/SelectionPanel';
import { useNameBook } from './designer/use-name-book';
import { VersionDiff } from './designer/VersionDiff';
import { saveBpmn } from './save-bpmn';
import { useFlowText } from './texts';
import './flow-admin.css';

const NO_FIELDS: { key: string; label: string }[] = [];

/**
 * Route `/flow/model/:id` (模型设计): one model's draft. The diagram (@xyflow/react) with the selected
 * element's editor beside it; every edit is checked at once with the catalogue's `validateModel`,
 * each problem shown on its element; 保存, 校验 (the server's check), 发布 (validation, the replay
 * of running records, then a new version), 导出BPMN and 版本对比.
 */
export function ModelDesignerPage() {
  const { id = '' } = useParams();
  const ft = useFlowText();
  const { t, lang } = useI18n();
  const [detail, setDetail] = useState<FlowModelDetail>();
  const [graph, setGraph] = useState<FlowGraph>();
  const [name, setName] = useState('');
  const [dirty, setDirty] = useState(false);
  const [selection, setSelection] = useState<DiagramSelection>();
  const [serverErrors, setServerErrors] = useState<ElementError[]>();
  const [busy, setBusy] = useState(false);
  const [deploying, setDeploying] = useState(false);
  const [comparing, setComparing] = useState(false);
  usePageTitle(ft('designerTitle', { name: detail?.displayName ?? '' }));

  const show = useCallback((d: FlowModelDetail) => {
    setDetail(d);
    setGraph(d.graph);
    setName(d.name);
    setDirty(false);
  }, []);
  useEffect(() => {
    flowModels.detail(id).then(show, () => undefined);
  }, [id, show]);

  const fields = detail?.fields ?? NO_FIELDS;
  const names = useNameBook(graph, fields);
  const live = useMemo(
    () => (graph ? validateModel(graph, fields.length ? { fields: fields.map((f) => f.key) } : {}) : []),
    [graph, fields],
  );
  // The live check is the catalogue's own; the server's answer stays until the next edit.
  const shown: ElementError[] = serverErrors ?? live;
  const errors = useMemo(() => errorsByElement(shown, lang), [shown, lang]);
  const isDirty = useCallback(() => dirty, [dirty]);
  const blocker = useLeaveGuard(isDirty);

  const edit = (next: FlowGraph, select?: DiagramSelection) => {
    setGraph(next);
    setDirty(true);
    setServerErrors(undefined);
    if (select !== undefined || selection) setSelection(select);
  };

  const save = async (): Promise<boolean> => {
    if (!detail || !graph) return false;
    setBusy(true);
    try {
      show(await flowModels.submit({ id: detail.id, modelKey: detail.modelKey, name, category: detail.category, graph }));
      toast.success(ft('saved'));
      return true;
    } catch (err) {
      const refused = elementErrorsOf(err);
      // A refused model's message is each element's, shown beside it; other failures say their own.
      if (refused.length) {
        setServerErrors(refused);
        toast.error(ft('serverErrors'));
      } else if (err instanceof Error) toast.error(err.message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const validate = async () => {
    if (!detail || !graph) return;
    setBusy(true);
    try {
      const { errors: found } = await flowModels.validate(detail.category, graph);
      setServerErrors(found);
      if (found.length === 0) toast.success(ft('valid'));
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const deploy = async () => {
    if (dirty && !(await save())) return;
    setDeploying(true);
  };

  const exportBpmn = async () => {
    if (detail) await saveBpmn({ id: detail.id }, `${detail.modelKey}.bpmn`);
  };

  const onDeployErrors = useCallback((found: ElementError[]) => setServerErrors(found), []);
  const closeDeploy = useCallback(() => setDeploying(false), []);

  if (!detail || !graph) {
    return (
      <div className="page">
        <NonIdealState icon={<Spinner size={30} />} />
      </div>
    );
  }
  return (
    <div className="page" data-testid="flow-designer">
      <PageHeader
        title={ft('designerTitle', { name: detail.displayName })}
        subtitle={
          <>
            {ft('modelKey')}
            {t('punct.colon')}
            <code>{detail.modelKey}</code> · {ft('latestVersion')}
            {t('punct.colon')}
            <span data-testid="latest-version">{detail.latestVersion ? ft('versionN', { n: detail.latestVersion }) : ft('noVersion')}</span>
          </>
        }
        actions={
          <Link to="/flow/model">
            <Button icon="arrow-left" text={ft('back')} />
          </Link>
        }
      />
      <Card className="panel">
        <div className="flow-toolbar">
          <FormGroup label={ft('modelName')} inline className="gap-none">
            <InputGroup
              value={name}
              data-testid="model-name"
              onValueChange={(v) => {
                setName(v);
                setDirty(true);
              }}
            />
          </FormGroup>
          {dirty && (
            <Tag intent="warning" data-testid="unsaved">
              {ft('unsaved')}
            </Tag>
          )}
          <span className="flow-toolbar-spacer" />
          <Button icon="floppy-disk" text={ft('save')} loading={busy} data-testid="btn-save" onClick={() => void save()} />
          <Button icon="tick-circle" text={ft('validate')} disabled={busy} data-testid="btn-validate" onClick={() => void validate()} />
          <Button
            icon="cloud-upload"
            intent="primary"
            text={ft('deploy')}
            disabled={busy || live.length > 0}
            data-testid="btn-deploy"
            onClick={() => void deploy()}
          />
          <Button icon="export" text={ft('exportBpmn')} data-testid="btn-export" onClick={() => void exportBpmn()} />
          <Button icon="comparison" text={ft('compare')} data-testid="btn-compare" onClick={() => setComparing(true)} />
        </div>
        {shown.length > 0 ? (
          <ElementErrorsCallout
            title={`${serverErrors ? ft('serverErrors') : ft('liveErrors')} · ${ft('errorCount', { n: shown.length })}`}
            testId="model-errors"
            className="gap-bottom"
            listClassName="flow-errors flow-error-list"
            errors={shown}
            onPick={(e) => setSelection(graph.edges.some((x) => x.id === e.element) ? { edge: e.element } : { node: e.element })}
          />
        ) : (
          <Callout intent="success" compact className="gap-bottom" data-testid="model-valid">
            {ft('valid')}
          </Callout>
        )}
        <div className="flow-designer">
          <div>
            <LazyFlowDiagram
              graph={graph}
              errors={errors}
              selected={selection && ('node' in selection ? selection.node : selection.edge)}
              onSelect={setSelection}
              onConnect={(from, to) => edit(connect(graph, from, to))}
              names={names.book}
              height={520}
            />
            <div className="muted gap-top">{ft('diagramHint')}</div>
          </div>
          <div className="flow-designer-side">
            <Card>
              <SelectionPanel
                graph={graph}
                selection={selection}
                onChange={edit}
                errors={errors}
                fields={fields}
                roles={names.roles}
                names={names.book}
                learnUsers={names.learnUsers}
              />
            </Card>
          </div>
        </div>
      </Card>
      <DeployDialog
        modelId={detail.id}
        category={detail.category}
        modelKey={detail.modelKey}
        isOpen={deploying}
        onClose={closeDeploy}
        graphErrors={onDeployErrors}
        onDeployed={() => void flowModels.detail(detail.id).then(show)}
      />
      <AppDialog
        testId="diff-dialog"
        isOpen={comparing}
        onClose={() => setComparing(false)}
        title={ft('diffTitle')}
        icon="comparison"
        style={{ width: '90vw' }}
      >
        <DialogBody>{comparing && <VersionDiff modelKey={detail.modelKey} draft={graph} names={names.book} />}</DialogBody>
      </AppDialog>
      <LeaveConfirm blocker={blocker} />
    </div>
  );
}
