import { DialogBody } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { toast } from '../../api';
import { useI18n } from '../../i18n';
import { isoDate } from '../../lib';
import { AppDialog, ConfirmFooter } from '../../features/platform/crud';
import type { FieldServices } from '../../features/records/fields';
import { FieldGrid, FormNotices, useFieldsForm, usePrefill } from '../../features/records/module-form';
import { childCalls } from './api';
import { beginDefaults, callName } from './begin-defaults';
import { useChildText } from './texts';
import type { WorksScope } from './works-scope';

/** Props of `BeginDialog`. */
export interface BeginDialogProps {
  scope: WorksScope;
  isOpen: boolean;
  onClose: () => void;
  /** Called with the entry's id, new or the union's existing one. */
  onBegun: (id: string) => void;
}

// Beginning takes no files: an upload here is a mistake of the catalogue.
const NO_UPLOADS: FieldServices['onUpload'] = () => Promise.reject(new Error('no uploads when beginning an entry'));

/** Begins the union's entry for an activity with the entry's own fields (the activity and a contact). */
export function BeginDialog({ scope, isOpen, onClose, onBegun }: BeginDialogProps) {
  const { t, lang } = useI18n();
  const ct = useChildText();
  // The entry's own fields, one list (the dialog has no sections); the union's name comes from its data.
  const fields = useMemo(() => ({ ...scope.entry, sections: undefined }), [scope.entry]);
  const form = useFieldsForm(fields, beginDefaults(scope, lang, isoDate()));
  const notes = usePrefill(fields, form, isOpen);
  const [busy, setBusy] = useState(false);
  const services: FieldServices = { module: scope.entry.key, attachmentNames: {}, onUpload: NO_UPLOADS };

  const begin = async () => {
    const result = form.check('submit');
    if (!result.ok) return toast.warning(t('msg.fixErrors'));
    setBusy(true);
    try {
      const answer = await childCalls.begin(scope.entry.key, result.value);
      toast.success(ct('begun'));
      onBegun(answer.id);
    } catch (err) {
      form.showServerErrors(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      testId="begin-dialog"
      isOpen={isOpen}
      onClose={onClose}
      title={ct('beginTitle', { activity: callName(scope, lang) })}
      icon="flag"
      canOutsideClickClose={false}
      style={{ width: 640 }}
    >
      <DialogBody>
        <p className="muted">{ct('beginHint')}</p>
        <FormNotices otherErrors={form.otherErrors} />
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void begin();
          }}
        >
          <FieldGrid fields={fields.fields} form={form} disabled={busy} services={services} notes={notes} />
        </form>
      </DialogBody>
      <ConfirmFooter
        onCancel={onClose}
        onConfirm={() => void begin()}
        text={ct('begin')}
        intent="danger"
        icon="flag"
        busy={busy}
        testId="btn-begin-confirm"
      />
    </AppDialog>
  );
}
