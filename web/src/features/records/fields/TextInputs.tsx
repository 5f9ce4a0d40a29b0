import { InputGroup, TextArea } from '@blueprintjs/core';
import { DateField } from './DateField';
import type { InputComponent, KindInputProps } from './input-types';

const asText = (v: KindInputProps['value']) => (typeof v === 'string' ? v : '');

/** A one-line input; `transform` shapes what is typed (upper case for codes). */
function line(opts: {
  type?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  mono?: boolean;
  transform?: (s: string) => string;
  /** What the box shows while empty when the field names nothing (a time's HH:mm). */
  hint?: string;
  maxLength?: number;
}): InputComponent {
  return function LineInput({ id, value, onChange, disabled, intent, placeholder }: KindInputProps) {
    return (
      <InputGroup
        id={id}
        data-testid={id}
        type={opts.type}
        inputMode={opts.inputMode}
        className={opts.mono ? 'mono' : undefined}
        value={asText(value)}
        disabled={disabled}
        intent={intent}
        placeholder={placeholder ?? opts.hint}
        maxLength={opts.maxLength}
        onValueChange={(v) => onChange(opts.transform ? opts.transform(v) : v)}
      />
    );
  };
}

export const TextInput = line({});
export const IntegerInput = line({ type: 'number', inputMode: 'numeric' });
export const MobileInput = line({ type: 'tel', inputMode: 'tel' });
export const LandlineInput = line({ type: 'tel', inputMode: 'tel' });
export const EmailInput = line({ type: 'email', inputMode: 'email' });
export const CodeInput = line({ mono: true, transform: (s) => s.toUpperCase() });
/** Digits only, as typed or pasted with spaces (a card's groups of four). */
export const BankAccountInput = line({ inputMode: 'numeric', mono: true, transform: (s) => s.replace(/\s+/g, '') });
/** A time of day typed as HH:mm (the full-width colon of a Chinese keyboard read as ':'). */
export const TimeInput = line({ inputMode: 'numeric', mono: true, hint: 'HH:mm', maxLength: 5, transform: (s) => s.replace('：', ':') });

export function TextAreaInput({ id, value, onChange, disabled, intent, placeholder }: KindInputProps) {
  return (
    <TextArea
      id={id}
      data-testid={id}
      fill
      rows={4}
      value={asText(value)}
      disabled={disabled}
      intent={intent}
      placeholder={placeholder}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** A date (yyyy-MM-dd) with the console's calendar, in its language. */
export function DateInput({ id, value, onChange, disabled, intent, placeholder }: KindInputProps) {
  return (
    <DateField
      id={id}
      testId={id}
      value={asText(value)}
      onChange={onChange}
      disabled={disabled}
      intent={intent}
      placeholder={placeholder}
    />
  );
}
