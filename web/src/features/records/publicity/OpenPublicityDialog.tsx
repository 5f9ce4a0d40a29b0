import { useMemo } from 'react';
import { publicity, type PublicityOpenBody, type PublicityView } from '../../../api';
import { useI18n } from '../../../i18n';
import { FormDialog, int, picks, text, type FieldSpec, type FormValues } from '../../platform/crud';
import { CandidatePicker } from './CandidatePicker';
import { useRoundField } from './round-field';

/** Props of `OpenPublicityDialog`. */
export interface OpenPublicityDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onOpened: (opened: PublicityView) => void;
}

const EMPTY: FormValues = { recordIds: [] };

/** The values as `open` takes them: the empty optional fields left out, so the server applies its defaults. */
export function openBodyOf(v: FormValues): PublicityOpenBody {
  const optional = (value: string) => (value === '' ? undefined : value);
  return {
    roundId: text(v.roundId),
    recordIds: picks(v.recordIds),
    title: optional(text(v.title)),
    startDate: optional(text(v.startDate)),
    workingDays: int(v.workingDays),
    contactPhone: text(v.contactPhone),
    contactEmail: optional(text(v.contactEmail)),
    note: optional(text(v.note)),
  };
}

/**
 * 发起公示: a round (the federation's rounds), the round's approved records to publish, the start
 * (today when empty), the working days (at least the round's), the contact and the notice text; the
 * server's refusals stand on their fields (a record's `recordIds[i]` on the list), a 409 above them.
 */
export function OpenPublicityDialog({ isOpen, onClose, onOpened }: OpenPublicityDialogProps) {
  const { t } = useI18n();
  const roundField = useRoundField(isOpen);
  const fields = useMemo<FieldSpec[]>(
    () => [
      roundField,
      { name: 'title', label: 'publicity.title', wide: true },
      { name: 'startDate', label: 'publicity.startDate', kind: 'date', hint: 'publicity.startHint' },
      { name: 'workingDays', label: 'publicity.workingDays', kind: 'number', hint: 'publicity.workingDaysHint' },
      { name: 'contactPhone', label: 'publicity.contactPhone', required: true },
      { name: 'contactEmail', label: 'publicity.contactEmail' },
      { name: 'note', label: 'publicity.note', kind: 'textarea', wide: true },
    ],
    [roundField],
  );
  return (
    <FormDialog
      initial={isOpen ? EMPTY : undefined}
      editing={false}
      title={t('publicity.open')}
      fields={fields}
      onClose={onClose}
      testId="publicity-open-dialog"
      showRefusal
      validate={(v) => (picks(v.recordIds).length ? undefined : { recordIds: t('publicity.chooseRecords') })}
      extraField={(field) => (field.startsWith('recordIds') ? { name: 'recordIds', label: t('publicity.records') } : undefined)}
      onSubmit={async (v) => onOpened(await publicity.open(openBodyOf(v)))}
    >
      {(form) => <CandidatePicker roundId={text(form.values.roundId)} form={form} label="publicity.records" />}
    </FormDialog>
  );
}
