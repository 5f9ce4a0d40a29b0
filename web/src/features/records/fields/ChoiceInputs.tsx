import { Checkbox, InputGroup } from '@blueprintjs/core';
import { DictSelect } from './DictSelect';
import type { KindInputProps } from './input-types';
import { RegionSelect } from './RegionSelect';
import { useDictionary } from './use-dictionary';

const asText = (v: KindInputProps['value']) => (typeof v === 'string' ? v : '');
const asList = (v: KindInputProps['value']) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export function RegionInput({ id, field, value, onChange, disabled, intent }: KindInputProps) {
  return <RegionSelect name={field.name} id={id} value={asText(value)} disabled={disabled} intent={intent} onChange={onChange} />;
}

export function DictInput({ id, field, value, onChange, disabled, intent }: KindInputProps) {
  return (
    <DictSelect name={field.name} id={id} dict={field.dict} value={asText(value)} disabled={disabled} intent={intent} onChange={onChange} />
  );
}

/** One checkbox per dictionary entry; a comma-separated input when the dictionary cannot be read. */
export function DictMultiInput({ id, field, value, onChange, disabled, intent }: KindInputProps) {
  const items = useDictionary(field.dict);
  const chosen = asList(value);
  if (!field.dict || items.error || (items.data && items.data.length === 0)) {
    return (
      <InputGroup
        id={id}
        data-testid={id}
        value={chosen.join(',')}
        disabled={disabled}
        intent={intent}
        onValueChange={(v) =>
          onChange(
            v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          )
        }
      />
    );
  }
  return (
    <div id={id} data-testid={id} className="dict-multi-input">
      {(items.data ?? []).map((item) => (
        <Checkbox
          key={item.dictKey}
          inline
          label={item.dictValue}
          data-testid={`${id}-${item.dictKey}`}
          checked={chosen.includes(item.dictKey)}
          disabled={disabled || items.loading}
          onChange={(e) => onChange(e.currentTarget.checked ? [...chosen, item.dictKey] : chosen.filter((k) => k !== item.dictKey))}
        />
      ))}
    </div>
  );
}
