import { Button, Callout, DialogBody, DialogFooter, FileInput, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { flowVersions, toast } from '../../../api';
import { modules } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { AppDialog } from '../../crud';
import { elementErrorsOf, errorText, type ElementError } from '../designer/model-errors';
import { useFlowText } from '../texts';

/** Props of `UploadDialog`. */
export interface UploadDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onDeployed: () => void;
}

/** 上传BPMN: category, tenant ids and one BPMN 2.0 file; a refused file lists its errors, each naming its element. */
export function UploadDialog({ isOpen, onClose, onDeployed }: UploadDialogProps) {
  const ft = useFlowText();
  const { t, lang } = useI18n();
  const [category, setCategory] = useState('');
  const [tenantIds, setTenantIds] = useState('');
  const [file, setFile] = useState<File>();
  const [errors, setErrors] = useState<ElementError[]>([]);
  const [busy, setBusy] = useState(false);
  const categories = useMemo(() => {
    const entries = Object.values(modules);
    const chains = new Map(entries.map((m) => [m.flowModel.key, m.flowModel.name[lang]]));
    return [
      ...entries.map((m) => ({ value: m.key, label: `${m.title[lang]}（${m.key}）` })),
      ...[...chains].map(([key, name]) => ({ value: key, label: `${name}（${key}）` })),
    ];
  }, [lang]);

  const close = () => {
    setErrors([]);
    setFile(undefined);
    onClose();
  };
  const upload = async () => {
    if (!file || !category) return;
    const body = new FormData();
    body.set('category', category);
    body.set('tenantIds', tenantIds.replace(/[，\s]+/g, ','));
    body.set('files', file, file.name);
    setBusy(true);
    setErrors([]);
    try {
      const row = await flowVersions.upload(body);
      toast.success(ft('uploadedOk', { key: row.modelKey, n: row.version }));
      onDeployed();
      close();
    } catch (err) {
      const found = elementErrorsOf(err);
      setErrors(found);
      if (!found.length && err instanceof Error) toast.error(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog testId="upload-dialog" isOpen={isOpen} onClose={close} title={ft('uploadTitle')} icon="upload" style={{ width: 620 }}>
      <DialogBody>
        <p className="muted">{ft('uploadHint')}</p>
        <FormGroup label={ft('category')} labelFor="upload-category">
          <HTMLSelect
            id="upload-category"
            data-testid="upload-category"
            fill
            value={category}
            options={[{ value: '', label: ft('chooseCategory') }, ...categories]}
            onChange={(e) => setCategory(e.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup label={ft('tenantIds')} helperText={ft('tenantIdsHint')} labelFor="upload-tenants">
          <InputGroup id="upload-tenants" data-testid="upload-tenants" value={tenantIds} onValueChange={setTenantIds} />
        </FormGroup>
        <FormGroup label={ft('file')}>
          <FileInput
            fill
            text={file?.name ?? ft('chooseFile')}
            hasSelection={file !== undefined}
            inputProps={{ accept: '.bpmn,.xml', 'data-testid': 'upload-file' } as React.InputHTMLAttributes<HTMLInputElement>}
            onInputChange={(e) => {
              setFile(e.currentTarget.files?.[0]);
              setErrors([]);
            }}
          />
        </FormGroup>
        {errors.length > 0 && (
          <Callout intent="danger" title={ft('uploadRefused')} data-testid="upload-errors">
            <ul className="flow-errors">
              {errors.map((e, i) => (
                <li key={i}>
                  <code>{e.element}</code>
                  {e.bpmnType && <span className="muted"> ({e.bpmnType})</span>} {errorText(e, lang)}
                </li>
              ))}
            </ul>
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={close} />
            <Button
              intent="primary"
              icon="upload"
              text={ft('upload')}
              loading={busy}
              disabled={!file || !category}
              data-testid="btn-upload-confirm"
              onClick={() => void upload()}
            />
          </>
        }
      />
    </AppDialog>
  );
}
