import { Button, Card, H5, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError, toast } from '../../api';
import { useI18n } from '../../i18n';
import { useLoader, usePageTitle } from '../../lib';
import { moduleButton, useAccess } from '../../features/identity/access';
import { LeaveConfirm, useLeaveGuard } from '../../features/platform/crud';
import { PageHeader } from '../../features/platform/layout';
import {
  FieldGrid,
  FormNotices,
  FormShell,
  isEditable,
  sendingOf,
  useFieldsForm,
  usePrefill,
  useRecordUploads,
} from '../../features/records/module-form';
import { StateTag } from '../../features/records/modules';
import { childCalls } from './api';
import { needsConfirmation } from './author-confirmation';
import { AuthorCodeInput } from './AuthorCodeInput';
import { useChildText } from './texts';
import type { ChildRecord } from './types';
import type { WorksScope } from './works-scope';

/** Route `…/apply/:ids?`: a new work of the entry `?parentId=`, or the work `ids` to change and submit again. */
export function WorkFormPage({ scope }: { scope: WorksScope }) {
  const { ids } = useParams();
  const [params] = useSearchParams();
  const ct = useChildText();
  usePageTitle(ct('workForm'));
  const loaded = useLoader(ids ? `${scope.entry.key}/work/${ids}` : null, () => childCalls.childDetail(scope.entry.key, ids ?? ''));
  if (ids && !loaded.data)
    return loaded.loading ? <Spinner className="page-spinner" /> : <NonIdealState icon="search" title={ct('workView')} />;
  const parentId = loaded.data?.parentId ?? params.get('parentId');
  if (!parentId) return <NonIdealState icon="search" description={ct('noParent')} />;
  return <WorkForm key={ids ?? `new:${parentId}`} scope={scope} parentId={parentId} work={loaded.data} />;
}

interface WorkFormProps {
  scope: WorksScope;
  parentId: string;
  /** The work to change; none for a new one. */
  work: ChildRecord | undefined;
}

/** A work's fields (the entry's `children.fields`, through the field registry); submitting files it into the entry. */
function WorkForm({ scope, parentId, work }: WorkFormProps) {
  const { t, lang } = useI18n();
  const ct = useChildText();
  const navigate = useNavigate();
  const { hasButton } = useAccess();
  const { entry, child, paths } = scope;
  const form = useFieldsForm(child, work?.form ?? {});
  // A new work's files are uploaded before it exists: under an id reserved for it once (`getid`).
  const uploads = useRecordUploads(entry.key, work);
  const [busy, setBusy] = useState(false);
  const [smsCode, setSmsCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const confirmField = entry.children?.confirmField;
  const askCode = needsConfirmation(confirmField, work?.form, form.values);
  const leaving = useLeaveGuard(form.isDirty);
  // The server's lifecycle table decides whether the work can still change, and how it is sent.
  const editable = isEditable(work);
  // A work's fields fill from the union's data as the entry's do.
  const notes = usePrefill(child, form, editable);

  const submit = async () => {
    const result = form.check('submit');
    const codeMissing = askCode && !smsCode.trim();
    setCodeError(codeMissing ? ct('codeRequired') : undefined);
    if (!result.ok || codeMissing) return toast.warning(t('msg.fixErrors'));
    setBusy(true);
    try {
      const resubmitting = sendingOf(work) === 'resubmit';
      const reserved = uploads.reservedId();
      await childCalls.childSubmit(entry.key, {
        ...result.value,
        parentId,
        // An existing work, or the id reserved for a new one's files; a new work without files has none.
        ...(reserved ? { id: await reserved } : {}),
        ...(resubmitting && work?.openTaskId ? { taskId: work.openTaskId } : {}),
        ...(askCode ? { smsCode: smsCode.trim() } : {}),
      });
      toast.success(t('msg.submitted'));
      form.markClean();
      navigate(paths.detail(parentId));
    } catch (err) {
      // The code is not a field of the work: its message goes under the code input.
      const codeRefused = err instanceof ApiError ? err.fieldErrors.find((e) => e.field === 'smsCode') : undefined;
      if (codeRefused) setCodeError(codeRefused.message);
      else form.showServerErrors(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <LeaveConfirm blocker={leaving} />
      <PageHeader
        title={work?.title || ct('addWork')}
        subtitle={work ? <StateTag state={work.state} name={work.stateName} /> : child.title[lang]}
        actions={<Button variant="minimal" icon="arrow-left" text={ct('toEntry')} onClick={() => navigate(paths.detail(parentId))} />}
      />
      <FormNotices record={work} otherErrors={form.otherErrors} />
      <FormShell
        testId="work-form"
        onSubmit={() => void submit()}
        submit={hasButton(moduleButton(entry.key, 'submit')) ? { disabled: !editable, loading: busy } : undefined}
      >
        <Card className="panel form-section">
          <H5 className="section-title">{ct('workForm')}</H5>
          <FieldGrid fields={child.fields} form={form} disabled={!editable || busy} services={uploads.services} notes={notes}>
            {askCode && confirmField && (
              <AuthorCodeInput
                phone={String(form.values[confirmField] ?? '')}
                value={smsCode}
                onChange={(v) => {
                  setSmsCode(v);
                  setCodeError(undefined);
                }}
                send={(phone) => childCalls.sendCode(entry.key, phone)}
                error={codeError}
                disabled={!editable || busy}
              />
            )}
          </FieldGrid>
        </Card>
      </FormShell>
    </div>
  );
}
