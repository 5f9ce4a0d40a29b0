import { Button, Callout, Card, H5, Spinner } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { consentByCodeOf, formCalls, type Answers, type FormData, type ModuleEntry, type StepCalls } from '../../../catalogue';

import { records, toast, type RecordView, type RecordBody, type SubmitAnswer } from '../../../api';
import { useI18n } from '../../../i18n';
import { moduleButton, useAccess } from '../../identity/access';
import { LeaveConfirm, useLeaveGuard } from '../../platform/crud';
import { PageHeader } from '../../platform/layout';
import { fieldSections, modulePaths, StateTag, useShapeParts, type FieldHelp } from '../modules';
import { LinesReviewProvider } from '../fields';
import { FieldGrid } from './FieldGrid';
import { FormNotices } from './FormNotices';
import { FormShell } from './FormShell';
import { sendingOf } from './form-actions';
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
  /** Shown above the form (the step wizard's head, a roll-up summary's gathered records). */
  above?: ReactNode;
  /** A new record's values before the user types (a roll-up summary starts with its kind and count). */
  initial?: FormData;
  /** Sent with the fields on every save and submit, outside them (a roll-up summary's `gathered` ids). */
  extraBody?: FormData;
  /** Where the record is read (a submit goes there, a read-only form links there); the module's detail page by default. */
  detailPath?: (id: string) => string;
  /** The header's way back; the module's list by default. */
  back?: { text: string; to: string };
}

/**
 * A module's form, built from its catalogue entry: 暂存 keeps a draft, 提交 sends it for review; on a
 * published notice (`revise` offered) 重新发布 sends the corrected content with the module's submit call.
 */
export function RecordForm({ entry, id, basePath, calls, above, initial, extraBody, detailPath, back }: RecordFormProps) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRecordForm(entry, id, initial);
  const leaving = useLeaveGuard(form.isDirty);
  const [busy, setBusy] = useState<'save' | 'submit'>();
  const { record } = form;
  // The server's lifecycle table decides; the form only reads the record's actions.
  const sending = sendingOf(record);
  const revising = sending === 'revise';
  const { editable } = form;
  const { hasButton } = useAccess();
  const { AnswersPart, RoundPart, WindowPart, ConsentPart } = useShapeParts();
  // The nominee's code typed beside the consent slot: sent with the next save or submit, never kept in the form.
  const consentSlotField = consentByCodeOf(entry.fields) && entry.fields.find((f) => f.slots?.some((s) => s.consent));
  const [consentCode, setConsentCode] = useState('');
  // What the round says beside the fields (its standards), while the form is editable.
  const [roundHelp, setRoundHelp] = useState<FieldHelp>({});
  const withCode = consentCode.trim() ? { consentCode: consentCode.trim() } : {};
  // A new record is the add button's; an existing one the edit button's. Submitting has its own; a revision is an edit.
  const canSave = hasButton(moduleButton(entry.key, record ? 'edit' : 'add')) && !revising;
  const canSubmit = hasButton(moduleButton(entry.key, revising ? 'edit' : 'submit'));
  const readPath = detailPath ?? ((recordId: string) => modulePaths.detail(entry.key, recordId));
  // A questionnaire's answers travel beside the fields; the server checks them against the pinned version.
  const [answers, setAnswers] = useState<Answers | undefined>();
  const [version, setVersion] = useState<number | null | undefined>();
  const questionnaire: { answers?: Answers; questionSetVersion?: number | null } = entry.questionnaire
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
      const body = { ...result.value, ...questionnaire, ...extraBody, ...withCode, id: recordId } as RecordBody;
      if (!use.save) return;
      const saved = await records.stepCall<RecordView>(entry.key, use.save, body);
      form.adopt(saved);
      setConsentCode('');
      toast.success(t('msg.saved'));
      // What opened the form (a roll-up's gathered records) stays with it under the record's own path.
      if (id !== saved.id) navigate(`${basePath}/${saved.id}`, { replace: true, state: location.state });
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
      const body = { ...result.value, ...questionnaire, ...extraBody, ...withCode, id: recordId } as RecordBody;
      const resubmitting = sending === 'resubmit';
      // A form of a category with its own calls (honor1's team) is sent to that category's submit.
      const sendTo = calls ?? formCalls(entry, result.value as Record<string, unknown>);
      const answer = await records.stepCall<SubmitAnswer>(entry.key, resubmitting ? sendTo.resubmit : sendTo.submit, {
        ...body,
        ...(resubmitting ? { taskId: record?.openTaskId } : {}),
      });
      toast.success(t(revising ? 'msg.saved' : 'msg.submitted'));
      form.markClean();
      navigate(readPath(answer?.id ?? recordId));
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
          <Button
            variant="minimal"
            icon="arrow-left"
            text={back?.text ?? t('common.back')}
            onClick={() => navigate(back?.to ?? modulePaths.list(entry.key))}
          />
        }
      />
      <FormNotices record={record} fields={entry.fields} otherErrors={form.otherErrors} />
      {entry.round && RoundPart && editable && <RoundPart moduleKey={entry.key} onFieldHelp={setRoundHelp} />}
      {entry.window && WindowPart && editable && <WindowPart entry={entry} values={form.values} setValue={form.setValue} />}
      {!editable && record && (
        <Callout intent="primary" className="gap-bottom">
          {t('form.readonly', { state: record.stateName })} <Link to={readPath(record.id)}>{t('form.toDetail')}</Link>
        </Callout>
      )}
      {above}
      <FormShell
        testId="record-form"
        onSubmit={() => void submit()}
        submit={
          canSubmit
            ? {
                disabled: !editable || busy === 'save',
                loading: busy === 'submit',
                text: revising ? t('form.republish') : undefined,
              }
            : undefined
        }
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
        {/* A returned record's lines tables outline each line its return points at, with the reviewer's words. */}
        <LinesReviewProvider value={{ returnPoints: record?.state === 'returned' ? record.returnPoints : undefined }}>
          {fieldSections(entry).map((section) => (
            <Card key={section.key} className="panel form-section">
              {section.title && <H5 className="section-title">{section.title[lang]}</H5>}
              <FieldGrid
                fields={section.fields}
                form={form}
                disabled={!editable || busy !== undefined}
                services={form.services}
                notes={editable ? form.prefillNotes : undefined}
                help={editable ? roundHelp : undefined}
              />
              {ConsentPart && consentSlotField && section.fields.includes(consentSlotField) && (
                <ConsentPart
                  moduleKey={entry.key}
                  recordId={record?.id}
                  confirmed={record?.consent}
                  value={consentCode}
                  onChange={setConsentCode}
                  error={form.errors.consentCode}
                  disabled={!editable || busy !== undefined}
                />
              )}
            </Card>
          ))}
        </LinesReviewProvider>
        {entry.questionnaire && AnswersPart && (
          <Card className="panel form-section" data-testid="questionnaire-part">
            <AnswersPart
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
