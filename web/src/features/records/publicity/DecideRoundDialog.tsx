import { useMemo, useState } from 'react';
import { publicity, type PublicityCandidate, type PublicityView, type RoundDecideBody, type RoundRow } from '../../../api';
import { useI18n } from '../../../i18n';
import { FormDialog, picks, text, type FormValues } from '../../platform/crud';
import { CandidatePicker } from './CandidatePicker';
import { useRoundField } from './round-field';
import { decisionTermsOf, missingOutcomes, NomineeOutcomes, outcomeFieldOf, outcomesOf, useDecisionFields } from './decision-form';

/** Props of `DecideRoundDialog`. */
export interface DecideRoundDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onDecided: (decided: PublicityView) => void;
}

const EMPTY: FormValues = { recordIds: [] };
/** Only a round of no public list is decided without one (`decide-round` refuses the others). */
const NO_LIST = (round: RoundRow) => round.publicityDays === 0;

/** The ticked candidates of the round shown, in the list's order (a round changed drops the other's). */
export function tickedOf(candidates: readonly PublicityCandidate[], v: FormValues): PublicityCandidate[] {
  const ticked = picks(v.recordIds);
  return candidates.filter((c) => ticked.includes(c.recordId));
}

/** The values as `decide-round` takes them: the ticked candidates, each with its outcome. */
export function decideRoundBodyOf(candidates: readonly PublicityCandidate[], v: FormValues): RoundDecideBody {
  return { roundId: text(v.roundId), ...decisionTermsOf(v), outcomes: outcomesOf(tickedOf(candidates, v), v) };
}

/**
 * 直接表彰决定: the decision of a round whose kind has no publicity (only rounds of 0 publicity days
 * are offered), on the round's approved records in no publicity yet that are ticked, with the
 * decision's terms and an outcome per ticked nominee as 表彰决定 has them. The server's 409s
 * (`publicityRequired`, a record no longer approved or already listed) are shown above the form,
 * `outcomes[i]` on the i-th ticked nominee's select.
 */
export function DecideRoundDialog({ isOpen, onClose, onDecided }: DecideRoundDialogProps) {
  const { t } = useI18n();
  const roundField = useRoundField(isOpen, NO_LIST, 'publicity.noListRoundsHint');
  const roundFields = useMemo(() => [roundField], [roundField]);
  const [candidates, setCandidates] = useState<PublicityCandidate[]>([]);
  const decision = useDecisionFields(roundFields);
  return (
    <FormDialog
      initial={isOpen ? EMPTY : undefined}
      editing={false}
      title={t('publicity.decideRound')}
      fields={decision.fields}
      onClose={onClose}
      testId="publicity-decide-round-dialog"
      showRefusal
      validate={(v) => {
        const ticked = tickedOf(candidates, v);
        return ticked.length ? missingOutcomes(ticked, v, decision.required) : { recordIds: t('publicity.chooseDecided') };
      }}
      extraField={(field, v) => outcomeFieldOf(tickedOf(candidates, v), field, decision.labelOf)}
      onSubmit={async (v) => onDecided(await publicity.decideRound(decideRoundBodyOf(candidates, v)))}
    >
      {(form) => (
        <>
          <CandidatePicker roundId={text(form.values.roundId)} form={form} label="publicity.decidedRecords" onLoaded={setCandidates} />
          <NomineeOutcomes nominees={tickedOf(candidates, form.values)} form={form} options={decision.options} />
        </>
      )}
    </FormDialog>
  );
}
