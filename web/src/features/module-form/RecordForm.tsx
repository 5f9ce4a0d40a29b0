import { Button, Callout, Card, H5, Spinner } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formCalls, type Answers, type ModuleEntry, type StepCalls } from '../../catalogue';

import { records, toast, type RecordView, type RecordBody, type SubmitAnswer } from '../../api';
import { useI18n } from '../../i18n';
import { moduleButton, useAccess } from '../access';
import { LeaveConfirm, useLeaveGuard } from '../crud';
import { PageHeader } from '../layout';
import { fieldSections, modulePaths, StateTag } from '../modules';
import { QuestionnaireFiller } from '../questionnaire';
import { FieldGrid } from './FieldGrid';
import { FormNotices } from './FormNotices';
import { FormShell } from './FormShell';
import { useRecordForm } from './use-record-form';

/** Props of `RecordForm`. */
export interface RecordFormProps {
  entry: ModuleEntry;
  /** The record to edit; none for a new one. */
  id: string | undefined;
  /** The route the form was opened on; a first save moves to `<basePath>/<id>`. */
  basePath: string;
  /** A stepped record's open step: its own save / submit / resubmit (`entry` is narrowed to its fields). */
  calls?: StepCalls;
  /** Shown above the form (the step wizard's head). */
  above?: ReactNode;
}

/** A module's form, built from its catalogue entry: 暂存 keeps a draft, 提交 sends it for review. */
export function RecordForm({ entry, id, basePath, calls, above }: RecordFormProps) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const form = useRecordForm(entry, id);
  const leaving = useLeaveGuard(form.isDirty);
  const [busy, setBusy] = useState<'save' | 'submit'>();
  const { record } = form;
  // The server's lifecycle table decides; the form only reads the record's actions.
  const editable = !record || record.actions.includes('save') || record.actions.includes('resubmit');
  const { hasButton } = useAccess();
  // A new record is the add button's; an existing one the edit button's. Submitting has its own.
  const canSave = hasButton(moduleButton(entry.key, record ? 'edit' : 'add'));
  const canSubmit = hasButton(moduleButton(entry.key, 'submit'));
  // A questionnaire's answers travel beside the fields; the server checks them against the pinned version.
  const [answers, setAnswers] = useState<Answers | undefined>();
  const [version, setVersion] = useState<number | null | undefined>();
  const questionnaire = entry.questionnaire
    ? {
        answers: answers ?? (record?.form as { answers?: Answers } | undefined)?.answers ?? {},
        questionSetVersion: version ?? (record?.form as { questionSetVersion?: number } | undefined)?.questionSetVersion ?? null,
      }
    : {};
  // The paths this form posts to: the open step's, or the module's own names (a saveSubmits module sends with `save`).
  const use = calls ?? formCalls(entry);
  const saveCall = use.save;

  const save = async () => {
    const result = form.check('draft');
    if (!result.ok) return toast.warning(t('msg.fixErrors'));
    setBusy('save');
    try {
      const recordId = await form.ensureId();
      const body = { ...result.value, ...questionnaire, id: recordId } as RecordBody;
      if (!use.save) return;
      const saved = await records.stepCall<RecordView>(entry.key, use.save, body);
      form.adopt(saved);
      toast.success(t('msg.saved'));
      if (id !== saved.id) navigate(`${basePath}/${saved.id}`, { replace: true });
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
      const recordId = await form.ensureId();
      const body = { ...result.value, ...questionnaire, id: recordId } as RecordBody;
      const returned = record?.state === 'returned';
      const answer = await records.stepCall<SubmitAnswer>(entry.key, returned ? use.resubmit : use.submit, {
        ...body,
        ...(returned ? { taskId: record.openTaskId } : {}),
      });
      toast.success(t('msg.submitted'));
      form.markClean();
      navigate(modulePaths.detail(entry.key, answer?.id ?? recordId));
    } catch (err) {
      form.showServerErrors(err);
    } finally {
      setBusy(undefined);
    }
  };

  if (form.loading) return <Spinner className="page-spinner" />;

  return (
    <div className="page">
      <LeaveConfirm blocker={leaving} />
      <PageHeader
        title={entry.title[lang]}
        subtitle={
          record ? (
            <>
              <StateTag state={record.state} name={record.stateName} />
              {record.stageName && <span className="muted"> · {record.stageName}</span>}
            </>
          ) : (
            entry.flowModel.name[lang]
          )
        }
        actions={
          <Button variant="minimal" icon="arrow-left" text={t('common.back')} onClick={() => navigate(modulePaths.list(entry.key))} />
        }
      />
      <FormNotices record={record} otherErrors={form.otherErrors} />
      {!editable && record && (
        <Callout intent="primary" className="gap-bottom">
          {t('form.readonly', { state: record.stateName })} <Link to={modulePaths.detail(entry.key, record.id)}>{t('form.toDetail')}</Link>
        </Callout>
      )}
      {above}
      <FormShell
        testId="record-form"
        onSubmit={() => void submit()}
        submit={canSubmit ? { disabled: !editable || busy === 'save', loading: busy === 'submit' } : undefined}
        buttons={
          canSave &&
          saveCall && (
            <Button
              icon="floppy-disk"
              text={t('form.saveDraft')}
              data-testid="btn-save-draft"
              disabled={!editable || busy === 'submit'}
              loading={busy === 'save'}
              onClick={() => void save()}
            />
          )
        }
      >
        {fieldSections(entry).map((section) => (
          <Card key={section.key} className="panel form-section">
            {section.title && <H5 className="section-title">{section.title[lang]}</H5>}
            <FieldGrid fields={section.fields} form={form} disabled={!editable || busy !== undefined} services={form.services} />
          </Card>
        ))}
        {entry.questionnaire && (
          <Card className="panel form-section" data-testid="questionnaire-part">
            <QuestionnaireFiller
              moduleKey={entry.key}
              setKey={entry.questionnaire.setKey}
              value={questionnaire.answers ?? {}}
              onChange={setAnswers}
              version={questionnaire.questionSetVersion}
              onVersion={setVersion}
              readOnly={!editable}
              errors={form.errors}
            />
          </Card>
        )}
      </FormShell>
    </div>
  );
}
