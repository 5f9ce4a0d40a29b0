import { Callout, DialogBody, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { flowModels, toast, type ReplayCheck } from '../../../../api';
import { useI18n } from '../../../../i18n';
import { AppDialog, ConfirmFooter } from '../../../platform/crud';
import { useFlowText } from '../texts';
import { ElementErrorsCallout } from './ElementErrorsCallout';
import { elementErrorsOf, type ElementError } from './model-errors';

/** Props of `DeployDialog`. */
export interface DeployDialogProps {
  modelId: string;
  category: string;
  modelKey: string;
  isOpen: boolean;
  onClose: () => void;
  /** The model as saved: the server validates and deploys what it holds. */
  graphErrors: (errors: ElementError[]) => void;
  onDeployed: (version: number) => void;
}

type Check = { state: 'checking' } | { state: 'invalid'; errors: ElementError[] } | { state: 'ready'; replay: ReplayCheck };

/**
 * 发布: the server's validation of the saved model, then the replay of the running records' histories
 * against it, shown before the admin confirms; deploying makes the next immutable version.
 */
export function DeployDialog({ modelId, category, modelKey, isOpen, onClose, graphErrors, onDeployed }: DeployDialogProps) {
  const ft = useFlowText();
  const { t } = useI18n();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [tenantIds, setTenantIds] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    setCheck({ state: 'checking' });
    (async () => {
      const detail = await flowModels.detail(modelId);
      const { errors } = await flowModels.validate(category, detail.graph);
      if (!live) return;
      if (errors.length > 0) {
        graphErrors(errors);
        setCheck({ state: 'invalid', errors });
        return;
      }
      const replay = await flowModels.replayCheck(modelId);
      if (live) setCheck({ state: 'ready', replay });
    })().catch(() => live && onClose());
    return () => {
      live = false;
    };
  }, [isOpen, modelId, category, graphErrors, onClose]);

  const deploy = async () => {
    setBusy(true);
    try {
      const ids = tenantIds
        .split(/[,，\s]+/)
        .map((s) => s.trim())
        .filter(Boolean);
      const version = await flowModels.deploy(modelId, ids);
      toast.success(ft('deployed', { key: version.modelKey, n: version.version }));
      onDeployed(version.version);
      onClose();
    } catch (err) {
      const errors = elementErrorsOf(err);
      if (errors.length) {
        graphErrors(errors);
        setCheck({ state: 'invalid', errors });
      } else if (err instanceof Error) toast.error(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      testId="deploy-dialog"
      isOpen={isOpen}
      onClose={onClose}
      title={`${ft('deployTitle')} · ${modelKey}`}
      icon="cloud-upload"
      style={{ width: 620 }}
    >
      <DialogBody>
        <p className="muted">{ft('deployHint')}</p>
        {check.state === 'checking' && (
          <div className="flow-rule-row">
            <Spinner size={20} /> {ft('deployChecking')}
          </div>
        )}
        {check.state === 'invalid' && <ElementErrorsCallout title={ft('serverErrors')} testId="deploy-errors" errors={check.errors} />}
        {check.state === 'ready' && (
          <>
            <Callout intent="success" className="gap-bottom">
              {ft('serverValid')}
            </Callout>
            <Callout
              intent={check.replay.broken.length ? 'warning' : 'primary'}
              title={ft('replayTitle')}
              data-testid="replay-result"
              className="gap-bottom"
            >
              <div>{ft('replayChecked', { n: check.replay.checked })}</div>
              {check.replay.broken.length === 0 ? (
                <div>{ft('replayOk')}</div>
              ) : (
                <>
                  <div>{ft('replayBroken', { n: check.replay.broken.length })}</div>
                  <ul className="flow-errors" data-testid="replay-broken">
                    {check.replay.broken.map((b) => (
                      <li key={b.processInstanceId}>
                        {b.title || b.recordId} <code>{b.processInstanceId}</code>
                        {t('punct.colon')}
                        {b.error}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Callout>
            <FormGroup label={ft('tenantIds')} helperText={ft('tenantIdsHint')} labelFor="deploy-tenants">
              <InputGroup id="deploy-tenants" value={tenantIds} onValueChange={setTenantIds} placeholder="100001,100002" />
            </FormGroup>
          </>
        )}
      </DialogBody>
      <ConfirmFooter
        onCancel={onClose}
        onConfirm={() => void deploy()}
        text={ft('deployConfirm')}
        icon="cloud-upload"
        busy={busy}
        disabled={check.state !== 'ready'}
        testId="btn-deploy-confirm"
      />
    </AppDialog>
  );
}
