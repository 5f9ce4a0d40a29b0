import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useMemo } from 'react';
import { publicity, type PublicityDecideBody, type PublicityView } from '../../../api';
import { useI18n } from '../../../i18n';
import { FormDialog, text, type FieldSpec, type FormDialogParts, type FormValues } from '../../platform/crud';
import { useDictionary } from '../fields';

/** Props of `DecideDialog`. */
export interface DecideDialogProps {
  /** The publicity decided; the dialog is open while it is set. */
  view: PublicityView | undefined;
  onClose: () => void;
  onDecided: (view: PublicityView) => void;
}

const EMPTY: FormValues = {};

/** The form's value holding a nominee's outcome. */
const outcomeName = (recordId: string) => `outcome:${recordId}`;

/** The values as `decide` takes them: an outcome for every nominee, in the list's order. */
export function decideBodyOf(view: PublicityView, v: FormValues): PublicityDecideBody {
  return {
    publicityId: view.id,
    decisionNo: text(v.decisionNo),
    decisionDate: text(v.decisionDate),
    decidedBy: text(v.decidedBy),
    honourName: text(v.honourName),
    level: text(v.level),
    outcomes: view.records.map((r) => ({ recordId: r.recordId, outcome: text(v[outcomeName(r.recordId)]) })),
  };
}

/** One select a nominee: 授予, 不予授予 ... (`publicity_outcome`). */
function NomineeOutcomes({
  view,
  form,
  options,
}: {
  view: PublicityView;
  form: FormDialogParts;
  options: { value: string; label: string }[];
}) {
  const { t } = useI18n();
  return (
    <div className="form-grid gap-top" data-testid="decide-outcomes">
      {view.records.map((r) => {
        const name = outcomeName(r.recordId);
        const error = form.errors[name];
        return (
          <FormGroup
            key={r.recordId}
            label={
              <>
                {t('publicity.outcomeOf', { name: r.name })}
                <span className="required-mark"> *</span>
              </>
            }
            labelFor={name}
            intent={error ? 'danger' : 'none'}
            helperText={error}
          >
            <HTMLSelect
              id={name}
              data-testid={`decide-outcome-${r.recordId}`}
              fill
              value={text(form.values[name])}
              disabled={form.busy}
              onChange={(e) => form.set(name)(e.currentTarget.value)}
              options={[{ value: '', label: t('form.select') }, ...options]}
            />
          </FormGroup>
        );
      })}
    </div>
  );
}

/**
 * 表彰决定: the decision's number, date, body, the honour and its level, and an outcome per nominee
 * (`publicity_outcome`). The server's 409s (still running, an objection unanswered, a nominee granted
 * whose objection was upheld) are shown above the form in its words; `outcomes[i]` on the nominee's select.
 */
export function DecideDialog({ view, onClose, onDecided }: DecideDialogProps) {
  const { t } = useI18n();
  const outcomes = useDictionary('publicity_outcome');
  const levels = useDictionary('honour_level');
  const options = useMemo(() => (outcomes.data ?? []).map((i) => ({ value: i.dictKey, label: i.dictValue })), [outcomes.data]);
  const fields = useMemo<FieldSpec[]>(
    () => [
      { name: 'decisionNo', label: 'publicity.decisionNo', required: true },
      { name: 'decisionDate', label: 'publicity.decisionDate', kind: 'date', required: true },
      { name: 'decidedBy', label: 'publicity.decidedBy', required: true },
      { name: 'honourName', label: 'publicity.honourName', required: true },
      {
        name: 'level',
        label: 'publicity.level',
        kind: 'select',
        required: true,
        options: (levels.data ?? []).map((i) => ({ value: i.dictKey, label: i.dictValue })),
      },
    ],
    [levels.data],
  );
  const missing = (v: FormValues) => {
    const empty = (view?.records ?? []).filter((r) => !text(v[outcomeName(r.recordId)]));
    return empty.length
      ? Object.fromEntries(empty.map((r) => [outcomeName(r.recordId), t('form.chooseField', { label: t('publicity.outcome') })]))
      : undefined;
  };
  return (
    <FormDialog
      initial={view ? EMPTY : undefined}
      editing={false}
      title={t('publicity.decide')}
      fields={fields}
      onClose={onClose}
      testId="publicity-decide-dialog"
      showRefusal
      validate={missing}
      // `outcomes[2]` / `outcomes[2].outcome` is the third nominee's select.
      extraField={(field) => {
        const at = /^outcomes\[(\d+)\]/.exec(field);
        const r = at ? view?.records[Number(at[1])] : undefined;
        return r ? { name: outcomeName(r.recordId), label: t('publicity.outcomeOf', { name: r.name }) } : undefined;
      }}
      onSubmit={async (v) => onDecided(await publicity.decide(decideBodyOf(view!, v)))}
    >
      {(form) => view && <NomineeOutcomes view={view} form={form} options={options} />}
    </FormDialog>
  );
}
