import { Button, Card, H5, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { formCalls, type FormData } from '../../catalogue';
import { records, toast, type RecordBody, type RecordView, type SubmitAnswer } from '../../api';
import { useI18n } from '../../i18n';
import { useLoader, usePageTitle } from '../../lib';
import { moduleButton, useAccess } from '../access';
import { LeaveConfirm, useLeaveGuard } from '../crud';
import { PageHeader } from '../layout';
import { FieldGrid, FormNotices, useFieldsForm, useRecordUploads } from '../module-form';
import { fieldSections, StateTag } from '../modules';
import { rollUpCalls } from './api';
import { GatheredTable } from './GatheredTable';
import type { RollUpScope } from './roll-up-scope';
import { useRollUpText } from './texts';
import type { GatherState, GatheredRecord, SummaryDetail } from './types';

/** Route `…/form/:id?`: the summary's form with what the gathering page chose (or what the saved summary gathers). */
export function SummaryFormPage({ scope }: { scope: RollUpScope }) {
  const { id } = useParams();
  const { lang } = useI18n();
  const chosen = (useLocation().state as GatherState | null) ?? undefined;
  usePageTitle(scope.summary.title[lang]);
  const loaded = useLoader(id ? `rollup/${scope.summary.key}/${id}` : null, () => rollUpCalls.summary(scope.summary.key, id ?? ''));
  if (id && !loaded.data) return loaded.loading ? <Spinner className="page-spinner" /> : <NonIdealState icon="search" />;
  const gathered = chosen?.gathered ?? loaded.data?.gathered ?? [];
  return <SummaryForm key={id ?? 'new'} scope={scope} record={loaded.data} gathered={gathered} kind={chosen?.kind} />;
}

interface SummaryFormProps {
  scope: RollUpScope;
  record: SummaryDetail | undefined;
  gathered: readonly GatheredRecord[];
  kind: string | undefined;
}

/** The summary module's fields (the catalogue's, through the field registry) and the gathered nominations sent with them. */
function SummaryForm({ scope, record: loaded, gathered, kind }: SummaryFormProps) {
  const { t, lang } = useI18n();
  const rt = useRollUpText();
  const navigate = useNavigate();
  const { summary, base, kindField } = scope;
  const [record, setRecord] = useState<RecordView | undefined>(loaded);
  // A new summary starts with the chosen kind and as many nominated as were gathered.
  const initial: FormData = loaded?.form ?? { ...(kindField && kind ? { [kindField]: kind } : {}), reportedCount: gathered.length };
  const form = useFieldsForm(summary, initial);
  const uploads = useRecordUploads(summary.key, loaded);
  const leaving = useLeaveGuard(form.isDirty);
  const [busy, setBusy] = useState<'save' | 'submit'>();
  const { hasButton } = useAccess();
  const editable = !record || record.actions.includes('save') || record.actions.includes('resubmit');
  const calls = formCalls(summary);
  const body = async (value: FormData): Promise<RecordBody> => ({
    ...value,
    gathered: gathered.map((r) => r.id),
    id: await uploads.ensureId(),
  });

  const save = async () => {
    const result = form.check('draft');
    if (!result.ok || !calls.save) return toast.warning(t('msg.fixErrors'));
    setBusy('save');
    try {
      const saved = await records.stepCall<RecordView>(summary.key, calls.save, await body(result.value));
      setRecord(saved);
      uploads.adopt(saved);
      form.markClean();
      toast.success(t('msg.saved'));
      navigate(`${base}/form/${saved.id}`, { replace: true, state: { gathered, kind } satisfies GatherState });
    } catch (err) {
      form.showServerErrors(err);
    } finally {
      setBusy(undefined);
    }
  };

  const submit = async () => {
    const result = form.check('submit');
    if (!result.ok) return toast.warning(t('msg.fixErrors'));
    setBusy('submit');
    try {
      const returned = record?.state === 'returned';
      const sent = await body(result.value);
      const answer = await records.stepCall<SubmitAnswer>(summary.key, returned ? calls.resubmit : calls.submit, {
        ...sent,
        ...(returned ? { taskId: record.openTaskId } : {}),
      });
      toast.success(t('msg.submitted'));
      form.markClean();
      navigate(`${base}/detail/${answer?.id ?? sent.id}`);
    } catch (err) {
      form.showServerErrors(err);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="page">
      <LeaveConfirm blocker={leaving} />
      <PageHeader
        title={summary.title[lang]}
        subtitle={record ? <StateTag state={record.state} name={record.stateName} /> : summary.flowModel.name[lang]}
        actions={<Button variant="minimal" icon="arrow-left" text={rt('backToGather')} onClick={() => navigate(base)} />}
      />
      <FormNotices record={record} otherErrors={form.otherErrors} />
      <Card className="panel form-section" data-testid="gathered-part">
        <H5 className="section-title">{rt('gathered')}</H5>
        <GatheredTable records={gathered} />
      </Card>
      <form
        className="record-form"
        data-testid="record-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {fieldSections(summary).map((section) => (
          <Card key={section.key} className="panel form-section">
            {section.title && <H5 className="section-title">{section.title[lang]}</H5>}
            <FieldGrid fields={section.fields} form={form} disabled={!editable || busy !== undefined} services={uploads.services} />
          </Card>
        ))}
        <div className="form-footer">
          {calls.save && hasButton(moduleButton(summary.key, record ? 'edit' : 'add')) && (
            <Button
              icon="floppy-disk"
              text={t('form.saveDraft')}
              data-testid="btn-save-draft"
              disabled={!editable || busy === 'submit'}
              loading={busy === 'save'}
              onClick={() => void save()}
            />
          )}
          {hasButton(moduleButton(summary.key, 'submit')) && (
            <Button
              type="submit"
              intent="danger"
              icon="send-message"
              text={t('form.submit')}
              data-testid="btn-submit"
              disabled={!editable || busy === 'save'}
              loading={busy === 'submit'}
            />
          )}
        </div>
      </form>
    </div>
  );
}
