import type { DateRangeValue } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { DateField } from './DateField';
import type { KindInputProps } from './input-types';

function rangeOf(v: KindInputProps['value']): DateRangeValue {
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
    const r = v as Partial<DateRangeValue>;
    return { start: typeof r.start === 'string' ? r.start : '', end: typeof r.end === 'string' ? r.end : '' };
  }
  return { start: '', end: '' };
}

/** Two dates, start and end (`field-<name>-start`, `field-<name>-end`). */
export function DateRangeInput({ id, value, onChange, disabled, intent }: KindInputProps) {
  const { t } = useI18n();
  const range = rangeOf(value);
  return (
    <div className="date-range-input" id={id} data-testid={id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <DateField
        testId={`${id}-start`}
        ariaLabel={t('fields.start')}
        value={range.start}
        disabled={disabled}
        intent={intent}
        onChange={(start) => onChange({ ...range, start })}
      />
      <span className="range-sep">{t('fields.to')}</span>
      <DateField
        testId={`${id}-end`}
        ariaLabel={t('fields.end')}
        value={range.end}
        disabled={disabled}
        intent={intent}
        onChange={(end) => onChange({ ...range, end })}
      />
    </div>
  );
}
