import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useMemo } from 'react';
import type { PublicityDecideBody } from '../../../api';
import { useI18n } from '../../../i18n';
import { text, type ExtraField, type FieldSpec, type FormDialogParts, type FormValues } from '../../platform/crud';
import { useDictionary } from '../fields';

/** A nominee the decision gives an outcome: a publicity's listed record or a round's candidate. */
export interface DecidedNominee {
  recordId: string;
  name: string;
}

/** The decision's own terms, as `decide` and `decide-round` both take them. */
export type DecisionTerms = Omit<PublicityDecideBody, 'publicityId' | 'outcomes'>;

const NONE: readonly FieldSpec[] = [];

/** The form's value holding a nominee's outcome. */
const outcomeName = (recordId: string) => `outcome:${recordId}`;

/** The decision's number, date, body, honour and level as the values hold them. */
export function decisionTermsOf(v: FormValues): DecisionTerms {
  return {
    decisionNo: text(v.decisionNo),
    decisionDate: text(v.decisionDate),
    decidedBy: text(v.decidedBy),
    honourName: text(v.honourName),
    level: text(v.level),
  };
}

/** An outcome for every nominee, in their order (the server's `outcomes[i]` is the i-th). */
export function outcomesOf(nominees: readonly DecidedNominee[], v: FormValues) {
  return nominees.map((r) => ({ recordId: r.recordId, outcome: text(v[outcomeName(r.recordId)]) }));
}

/** The nominees without an outcome chosen, each select's complaint; undefined when all have one. */
export function missingOutcomes(nominees: readonly DecidedNominee[], v: FormValues, required: string) {
  const empty = nominees.filter((r) => !text(v[outcomeName(r.recordId)]));
  return empty.length ? Object.fromEntries(empty.map((r) => [outcomeName(r.recordId), required])) : undefined;
}

/** The nominee's select a server's `outcomes[2]` / `outcomes[2].outcome` names: the third nominee's. */
export function outcomeFieldOf(
  nominees: readonly DecidedNominee[],
  field: string,
  labelOf: (name: string) => string,
): ExtraField | undefined {
  const at = /^outcomes\[(\d+)\]/.exec(field);
  const r = at ? nominees[Number(at[1])] : undefined;
  return r ? { name: outcomeName(r.recordId), label: labelOf(r.name) } : undefined;
}

/**
 * The decision's fields (`before` them, the form's own), the outcomes a nominee may get
 * (`publicity_outcome`), a nominee's select's label and the complaint of one left empty: the
 * form of either decision.
 */
export function useDecisionFields(before: readonly FieldSpec[] = NONE) {
  const { t } = useI18n();
  const outcomes = useDictionary('publicity_outcome');
  const levels = useDictionary('honour_level');
  const options = useMemo(() => (outcomes.data ?? []).map((i) => ({ value: i.dictKey, label: i.dictValue })), [outcomes.data]);
  const fields = useMemo<FieldSpec[]>(
    () => [
      ...before,
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
    [before, levels.data],
  );
  return {
    fields,
    options,
    labelOf: (name: string) => t('publicity.outcomeOf', { name }),
    required: t('form.chooseField', { label: t('publicity.outcome') }),
  };
}

/** One select a nominee: 授予, 不予授予 ... (`publicity_outcome`). */
export function NomineeOutcomes({
  nominees,
  form,
  options,
}: {
  nominees: readonly DecidedNominee[];
  form: FormDialogParts;
  options: { value: string; label: string }[];
}) {
  const { t } = useI18n();
  return (
    <div className="form-grid gap-top" data-testid="decide-outcomes">
      {nominees.map((r) => {
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
