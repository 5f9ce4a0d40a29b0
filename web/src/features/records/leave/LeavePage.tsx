import { Button, Card, H5 } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { leave, toast, type AttachmentInfo, type LeaveBody } from '../../../api';
import { modules } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { LeaveConfirm, useLeaveGuard } from '../../platform/crud';
import type { FieldServices } from '../fields';
import { PageHeader } from '../../platform/layout';
import { FieldGrid, FormShell, FormNotices, useFieldsForm, usePrefill } from '../module-form';
import { fieldSections, ModuleMissing } from '../modules';
import { useLeaveText } from './texts';

// The leave form has no uploads: its services only name the module.
const noUpload = (): Promise<AttachmentInfo> => Promise.reject(new Error('no uploads'));

/** Route `/desk/leave` (请假): the leave module's form, sent in one step with `start-process`, then its detail. */
export function LeavePage() {
  const entry = modules.leave;
  if (!entry) return <ModuleMissing />;
  return <LeaveForm />;
}

function LeaveForm() {
  const entry = modules.leave!;
  const lt = useLeaveText();
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  usePageTitle(lt('title'));
  const form = useFieldsForm(entry);
  const notes = usePrefill(entry, form, true);
  const blocker = useLeaveGuard(form.isDirty);
  const [busy, setBusy] = useState(false);
  const services = useMemo<FieldServices>(() => ({ module: entry.key, attachmentNames: {}, onUpload: noUpload }), [entry.key]);

  const submit = async () => {
    const result = form.check('submit');
    if (!result.ok) return toast.warning(t('msg.fixErrors'));
    setBusy(true);
    try {
      const started = await leave.start(result.value as unknown as LeaveBody);
      form.markClean();
      toast.success(lt('started'));
      navigate(`/desk/leave/detail/${started.businessId}`);
    } catch (err) {
      form.showServerErrors(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page" data-testid="leave-page">
      <LeaveConfirm blocker={blocker} />
      <PageHeader
        title={lt('title')}
        subtitle={lt('subtitle')}
        actions={
          <Link to={`/crop/${entry.key}`}>
            <Button icon="list" text={lt('myRequests')} data-testid="leave-list" />
          </Link>
        }
      />
      <FormNotices record={undefined} otherErrors={form.otherErrors} />
      <FormShell testId="leave-form" onSubmit={() => void submit()} submit={{ disabled: busy, loading: busy }}>
        {fieldSections(entry).map((section) => (
          <Card key={section.key} className="panel form-section">
            {section.title && <H5 className="section-title">{section.title[lang]}</H5>}
            <FieldGrid fields={section.fields} form={form} disabled={busy} services={services} notes={notes} />
          </Card>
        ))}
      </FormShell>
    </div>
  );
}
