import { Button, Callout, Card, H5, NonIdealState, Spinner } from '@blueprintjs/core';
import { useCallback, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError, records, toast } from '../../api';
import { useI18n } from '../../i18n';
import { useLoader, usePageTitle } from '../../lib';
import { moduleButton, useAccess } from '../access';
import { LeaveConfirm, useLeaveGuard } from '../crud';
import { emptyInput, type FieldServices } from '../fields';
import { PageHeader } from '../layout';
import { FieldInput } from '../module-form';
import { StateTag } from '../modules';
import { childCalls } from './api';
import { needsConfirmation } from './author-confirmation';
import { AuthorCodeInput } from './AuthorCodeInput';
import { useChildText } from './texts';
import type { ChildRecord } from './types';
import { useFieldsForm } from './use-fields-form';
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

/** A work's fields (the entry's `children.fields`, through the field registry); submitting adds it to the entry and sends it for review. */
function WorkForm({ scope, parentId, work }: WorkFormProps) {
  const { t, lang } = useI18n();
  const ct = useChildText();
  const navigate = useNavigate();
  const { hasButton } = useAccess();
  const { entry, child, paths } = scope;
  const form = useFieldsForm(child, work?.form ?? {});
  const [names, setNames] = useState<Record<string, string>>(() =>
    Object.fromEntries((work?.attachments ?? []).map((a) => [a.id, a.name])),
  );
  const [busy, setBusy] = useState(false);
  const [smsCode, setSmsCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const confirmField = entry.children?.confirmField;
  const askCode = needsConfirmation(confirmField, work?.form, form.values);
  // A ref, not state: the navigation right after a submit must already see the form as clean.
  const dirty = useRef(false);
  const leaving = useLeaveGuard(useCallback(() => dirty.current, []));
  // The server's lifecycle table decides whether the work can still change.
  const editable = !work || work.actions.includes('submit') || work.actions.includes('resubmit');
  // A new work's files are uploaded before it exists: under an id reserved for it once (`getid`).
  const reserved = useRef<Promise<string> | undefined>(work ? Promise.resolve(work.id) : undefined);
  const ensureId = () => {
    reserved.current ??= records.getId(entry.key).catch((err: unknown) => {
      reserved.current = undefined;
      throw err;
    });
    return reserved.current;
  };
  const services: FieldServices = {
    module: entry.key,
    attachmentNames: names,
    onUpload: async (file) => {
      const info = await records.upload(entry.key, await ensureId(), file);
      setNames((n) => ({ ...n, [info.id]: info.name }));
      return info;
    },
  };

  const submit = async () => {
    const result = form.check('submit');
    const codeMissing = askCode && !smsCode.trim();
    setCodeError(codeMissing ? ct('codeRequired') : undefined);
    if (!result.ok || codeMissing) return toast.warning(t('msg.fixErrors'));
    setBusy(true);
    try {
      const returned = work?.state === 'returned';
      await childCalls.childSubmit(entry.key, {
        ...result.value,
        parentId,
        // An existing work, or the id reserved for a new one's files; a new work without files has none.
        ...(reserved.current ? { id: await reserved.current } : {}),
        ...(returned && work.openTaskId ? { taskId: work.openTaskId } : {}),
        ...(askCode ? { smsCode: smsCode.trim() } : {}),
      });
      toast.success(t('msg.submitted'));
      dirty.current = false;
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
      {work?.state === 'returned' && (
        <Callout intent="warning" icon="undo" title={t('form.returnedTitle')} className="gap-bottom" data-testid="returned-comment">
          {work.lastComment || t('common.none')}
        </Callout>
      )}
      {form.otherErrors.length > 0 && (
        <Callout intent="danger" title={t('form.otherErrors')} className="gap-bottom" data-testid="form-errors">
          <ul className="plain-list">
            {form.otherErrors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Callout>
      )}
      <form
        className="record-form"
        data-testid="work-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Card className="panel form-section">
          <H5 className="section-title">{ct('workForm')}</H5>
          <div className="form-grid">
            {child.fields.map((field) => (
              <FieldInput
                key={field.name}
                field={field}
                value={form.values[field.name] ?? emptyInput(field)}
                errors={form.errors}
                disabled={!editable || busy}
                onChange={(v) => {
                  dirty.current = true;
                  form.setValue(field.name, v);
                }}
                services={services}
              />
            ))}
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
          </div>
        </Card>
        <div className="form-footer">
          {hasButton(moduleButton(entry.key, 'submit')) && (
            <Button
              type="submit"
              intent="danger"
              icon="send-message"
              text={t('form.submit')}
              data-testid="btn-submit"
              disabled={!editable}
              loading={busy}
            />
          )}
        </div>
      </form>
    </div>
  );
}
