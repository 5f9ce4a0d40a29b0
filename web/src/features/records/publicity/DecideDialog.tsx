import { publicity, type PublicityDecideBody, type PublicityView } from '../../../api';
import { useI18n } from '../../../i18n';
import { FormDialog, type FormValues } from '../../platform/crud';
import { decisionTermsOf, missingOutcomes, NomineeOutcomes, outcomeFieldOf, outcomesOf, useDecisionFields } from './decision-form';

/** Props of `DecideDialog`. */
export interface DecideDialogProps {
  /** The publicity decided; the dialog is open while it is set. */
  view: PublicityView | undefined;
  onClose: () => void;
  onDecided: (view: PublicityView) => void;
}

const EMPTY: FormValues = {};

/** The values as `decide` takes them: an outcome for every nominee, in the list's order. */
export function decideBodyOf(view: PublicityView, v: FormValues): PublicityDecideBody {
  return { publicityId: view.id, ...decisionTermsOf(v), outcomes: outcomesOf(view.records, v) };
}

/**
 * 表彰决定: the decision's number, date, body, the honour and its level, and an outcome per nominee
 * (`publicity_outcome`). The server's 409s (still running, an objection unanswered, a nominee granted
 * whose objection was upheld) are shown above the form in its words; `outcomes[i]` on the nominee's select.
 */
export function DecideDialog({ view, onClose, onDecided }: DecideDialogProps) {
  const { t } = useI18n();
  const decision = useDecisionFields();
  const nominees = view?.records ?? [];
  return (
    <FormDialog
      initial={view ? EMPTY : undefined}
      editing={false}
      title={t('publicity.decide')}
      fields={decision.fields}
      onClose={onClose}
      testId="publicity-decide-dialog"
      showRefusal
      validate={(v) => missingOutcomes(nominees, v, decision.required)}
      extraField={(field) => outcomeFieldOf(nominees, field, decision.labelOf)}
      onSubmit={async (v) => onDecided(await publicity.decide(decideBodyOf(view!, v)))}
    >
      {(form) => view && <NomineeOutcomes nominees={nominees} form={form} options={decision.options} />}
    </FormDialog>
  );
}
