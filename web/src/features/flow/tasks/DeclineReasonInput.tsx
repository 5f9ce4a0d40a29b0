import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { DECLINE_REASONS, type DeclineReasonKey } from '../../../catalogue';
import { useI18n } from '../../../i18n';

/** Props of `DeclineReasonInput`. */
export interface DeclineReasonInputProps {
  /** The fixed reasons the module offers (`declineReasons`: rights4's `referred`). */
  reasons: readonly DeclineReasonKey[];
  value: DeclineReasonKey | '';
  onChange: (value: DeclineReasonKey | '') => void;
  disabled?: boolean;
}

/**
 * The fixed reason a refusal may name beside its comment (rights4: 转介法律援助机构, LA-refer), sent as
 * `declineReason` with 不予通过 only; none by default.
 */
export function DeclineReasonInput({ reasons, value, onChange, disabled }: DeclineReasonInputProps) {
  const { t, lang } = useI18n();
  return (
    <FormGroup
      className="task-decline-reason"
      label={t('task.declineReason')}
      labelFor="task-decline-reason"
      helperText={t('task.declineReasonHelp')}
    >
      <HTMLSelect
        id="task-decline-reason"
        data-testid="task-decline-reason"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value as DeclineReasonKey | '')}
        options={[
          { value: '', label: t('task.declineReasonNone') },
          ...reasons.map((r) => ({ value: r, label: DECLINE_REASONS[r][lang] })),
        ]}
      />
    </FormGroup>
  );
}
