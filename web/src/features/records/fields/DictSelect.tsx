import { HTMLSelect, InputGroup, type Intent } from '@blueprintjs/core';
import { useI18n } from '../../../i18n';
import { useDictionary } from './use-dictionary';

/** Props of `DictSelect`. */
export interface DictSelectProps {
  name: string;
  /** The select's id and data-testid; `field-<name>` by default (a table's cell passes its own). */
  id?: string;
  dict: string | undefined;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  intent?: Intent;
}

/** A select over a dictionary's entries as the tenant has them; a plain input when the dictionary cannot be read. */
export function DictSelect({ name, id = `field-${name}`, dict, value, onChange, disabled, intent }: DictSelectProps) {
  const { t } = useI18n();
  const items = useDictionary(dict);
  if (!dict || items.error || (items.data && items.data.length === 0)) {
    return <InputGroup id={id} data-testid={id} value={value} disabled={disabled} intent={intent} onValueChange={onChange} />;
  }
  return (
    <HTMLSelect
      id={id}
      data-testid={id}
      value={value}
      disabled={disabled || items.loading}
      onChange={(e) => onChange(e.currentTarget.value)}
      options={[
        { value: '', label: t('form.select') },
        ...(items.data ?? []).map((item) => ({ value: item.dictKey, label: item.dictValue })),
      ]}
    />
  );
}
