import type { Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import enUS from 'date-fns/locale/en-US';
import zhCN from 'date-fns/locale/zh-CN';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { useI18n } from '../../../i18n';

/** The one date format of the portal: what the API takes and what is typed. */
const FORMAT = 'yyyy-MM-dd';
// Birth dates and terms far ahead are in range; Blueprint's default range is twenty years back to six months on.
const MIN_DATE = new Date(1900, 0, 1);
const MAX_DATE = new Date(2099, 11, 31);

/** Props of `DateField`. */
export interface DateFieldProps {
  /** yyyy-MM-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  id?: string;
  /** The input's data-testid. */
  testId?: string;
  disabled?: boolean;
  intent?: Intent;
  placeholder?: string;
  ariaLabel?: string;
  fill?: boolean;
}

/** `DateField`'s calendar: Blueprint's date input in the console's language (date-fns `zhCN` / `enUS`), in a chunk of its own. */
export function CalendarDateInput({ value, onChange, id, testId, disabled, intent, placeholder, ariaLabel, fill }: DateFieldProps) {
  const { t, lang } = useI18n();
  return (
    <DateInput
      value={value || null}
      // Blueprint answers an ISO time in the local zone; its first ten characters are the day picked.
      onChange={(next) => onChange(next ? next.slice(0, 10) : '')}
      dateFnsFormat={FORMAT}
      locale={lang === 'zh' ? zhCN : enUS}
      minDate={MIN_DATE}
      maxDate={MAX_DATE}
      disabled={disabled}
      fill={fill}
      placeholder={placeholder ?? t('fields.datePlaceholder')}
      showActionsBar
      todayButtonText={t('fields.today')}
      clearButtonText={t('fields.clear')}
      invalidDateMessage={t('fields.invalidDate')}
      outOfRangeMessage={t('fields.outOfRange')}
      popoverProps={{ placement: 'bottom-start' }}
      inputProps={{ id, intent, 'aria-label': ariaLabel, ...(testId ? { 'data-testid': testId } : {}) } as Record<string, unknown>}
    />
  );
}
