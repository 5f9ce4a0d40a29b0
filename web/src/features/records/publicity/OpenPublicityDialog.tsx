import { Checkbox, FormGroup } from '@blueprintjs/core';
import { useMemo } from 'react';
import { admin, publicity, type PublicityOpenBody, type PublicityView } from '../../../api';
import { useI18n } from '../../../i18n';
import { useLoader } from '../../../lib';
import { FormDialog, int, picks, text, type FieldSpec, type FormDialogParts, type FormValues } from '../../platform/crud';

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

/** The round's approved records in no publicity yet, ticked to publish. */
function CandidatePicker({ roundId, form }: { roundId: string; form: FormDialogParts }) {
  const { t } = useI18n();
  const candidates = useLoader(roundId ? `publicity:candidates:${roundId}` : null, () => publicity.candidates(roundId));
  const chosen = picks(form.values.recordIds);
  const error = form.errors.recordIds;
  let body;
  if (!roundId) body = <div className="muted">{t('publicity.chooseRound')}</div>;
  else if (candidates.data?.length === 0) body = <div className="muted">{t('publicity.noCandidates')}</div>;
  else
    body = (candidates.data ?? []).map((c) => (
      <Checkbox
        key={c.recordId}
        data-testid={`candidate-${c.recordId}`}
        label={t('publicity.recordLine', { name: c.name, unit: c.unitName ?? t('common.none'), union: c.unionName })}
        checked={chosen.includes(c.recordId)}
        disabled={form.busy}
        onChange={(e) =>
          form.set('recordIds')(e.currentTarget.checked ? [...chosen, c.recordId] : chosen.filter((id) => id !== c.recordId))
        }
      />
    ));
  return (
    <FormGroup
      label={
        <>
          {t('publicity.records')}
          <span className="required-mark"> *</span>
        </>
      }
      intent={error ? 'danger' : 'none'}
      helperText={error}
      className="gap-top"
    >
      <div data-testid="publicity-candidates">{body}</div>
    </FormGroup>
  );
}

/**
 * 发起公示: a round (the federation's rounds), the round's approved records to publish, the start
 * (today when empty), the working days (at least the round's), the contact and the notice text; the
 * server's refusals stand on their fields (a record's `recordIds[i]` on the list), a 409 above them.
 */
export function OpenPublicityDialog({ isOpen, onClose, onOpened }: OpenPublicityDialogProps) {
  const { t } = useI18n();
  const rounds = useLoader(isOpen ? 'publicity:rounds' : null, () => admin.rounds.page({ current: 1, size: 100 }));
  const fields = useMemo<FieldSpec[]>(
    () => [
      {
        name: 'roundId',
        label: 'publicity.round',
        kind: 'select',
        required: true,
        wide: true,
        options: (rounds.data?.records ?? []).map((r) => ({ value: r.id, label: r.title })),
      },
      { name: 'title', label: 'publicity.title', wide: true },
      { name: 'startDate', label: 'publicity.startDate', kind: 'date', hint: 'publicity.startHint' },
      { name: 'workingDays', label: 'publicity.workingDays', kind: 'number', hint: 'publicity.workingDaysHint' },
      { name: 'contactPhone', label: 'publicity.contactPhone', required: true },
      { name: 'contactEmail', label: 'publicity.contactEmail' },
      { name: 'note', label: 'publicity.note', kind: 'textarea', wide: true },
    ],
    [rounds.data],
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
      {(form) => <CandidatePicker roundId={text(form.values.roundId)} form={form} />}
    </FormDialog>
  );
}
