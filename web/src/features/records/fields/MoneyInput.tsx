import { InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { fenToYuan, yuanToFen } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import type { KindInputProps } from './input-types';

const yuanOf = (fen: string) => (/^-?\d+$/.test(fen) ? fenToYuan(Number(fen)) : fen);

/**
 * Money typed in yuan (two decimals) and held in fen, as the server stores it. What does not read
 * as an amount is passed on as typed, so the form's check names it.
 */
export function MoneyInput({ id, value, onChange, disabled, intent, placeholder }: KindInputProps) {
  const { t } = useI18n();
  const fen = typeof value === 'string' ? value : '';
  const [text, setText] = useState(() => yuanOf(fen));
  useEffect(() => {
    // A value set from outside (a record loaded) replaces what is shown.
    const typed = yuanToFen(text);
    if ((typed === null ? text : String(typed)) !== fen) setText(yuanOf(fen));
    // `text` is this input's own; only `fen` coming from outside matters here.
  }, [fen]);
  return (
    <InputGroup
      id={id}
      data-testid={id}
      inputMode="decimal"
      value={text}
      disabled={disabled}
      intent={intent}
      placeholder={placeholder}
      rightElement={<span className="input-unit">{t('fields.yuan')}</span>}
      onValueChange={(v) => {
        setText(v);
        const cents = yuanToFen(v);
        onChange(v.trim() === '' ? '' : cents === null ? v : String(cents));
      }}
    />
  );
}
