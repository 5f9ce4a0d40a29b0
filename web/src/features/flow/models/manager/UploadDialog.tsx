import { DialogBody, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { flowVersions, toast } from '../../../../api';
import { useI18n } from '../../../../i18n';
import { AppDialog, ConfirmFooter } from '../../../platform/crud';
import { FilePicker } from '../../../records/fields';
import { ElementErrorsCallout } from '../designer/ElementErrorsCallout';
import { elementErrorsOf, type ElementError } from '../designer/model-errors';
import { CategorySelect } from '../CategorySelect';
import { modelCategories } from '../model-categories';
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
  const { lang } = useI18n();
  const [category, setCategory] = useState('');
  const [tenantIds, setTenantIds] = useState('');
  const [file, setFile] = useState<File>();
  const [errors, setErrors] = useState<ElementError[]>([]);
  const [busy, setBusy] = useState(false);
  const categories = useMemo(() => modelCategories(lang), [lang]);

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
        <CategorySelect id="upload-category" value={category} options={categories} onChange={setCategory} />
        <FormGroup label={ft('tenantIds')} helperText={ft('tenantIdsHint')} labelFor="upload-tenants">
          <InputGroup id="upload-tenants" data-testid="upload-tenants" value={tenantIds} onValueChange={setTenantIds} />
        </FormGroup>
        <FormGroup label={ft('file')}>
          <FilePicker
            fill
            text={file?.name ?? ft('chooseFile')}
            hasSelection={file !== undefined}
            accept=".bpmn,.xml"
            testId="upload-file"
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0]);
              setErrors([]);
            }}
          />
        </FormGroup>
        <ElementErrorsCallout title={ft('uploadRefused')} testId="upload-errors" errors={errors} />
      </DialogBody>
      <ConfirmFooter
        onCancel={close}
        onConfirm={() => void upload()}
        text={ft('upload')}
        icon="upload"
        busy={busy}
        disabled={!file || !category}
        testId="btn-upload-confirm"
      />
    </AppDialog>
  );
}
