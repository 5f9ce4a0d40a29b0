import { Checkbox, FormGroup } from '@blueprintjs/core';
import { useEffect } from 'react';
import { publicity, type PublicityCandidate } from '../../../api';
import { useI18n, type MessageKey } from '../../../i18n';
import { useLoader } from '../../../lib';
import { picks, type FormDialogParts } from '../../platform/crud';

/** Props of `CandidatePicker`. */
export interface CandidatePickerProps {
  roundId: string;
  form: FormDialogParts;
  /** The list's label: 公示对象, or the decision's nominees. */
  label: MessageKey;
  /** Told the round's candidates whenever they load (the decision gives the ticked ones an outcome). */
  onLoaded?: (candidates: PublicityCandidate[]) => void;
}

/** The round's approved records in no publicity yet (`publicity/candidates`), ticked into `recordIds`. */
export function CandidatePicker({ roundId, form, label, onLoaded }: CandidatePickerProps) {
  const { t } = useI18n();
  const candidates = useLoader(roundId ? `publicity:candidates:${roundId}` : null, () => publicity.candidates(roundId));
  useEffect(() => onLoaded?.(roundId ? (candidates.data ?? []) : []), [roundId, candidates.data, onLoaded]);
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
          {t(label)}
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
