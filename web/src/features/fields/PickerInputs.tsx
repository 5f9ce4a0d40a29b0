import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { account, system } from '../../api';
import { useI18n } from '../../i18n';
import { useLoader } from '../../lib';
import type { InputComponent, KindInputProps } from './input-types';
import { unionOptions, type PickerOption } from './union-options';

/**
 * A searchable select over `load()`'s options: a filter box above a select. An id saved earlier
 * that the options lack stays selectable; when nothing can be loaded it is a plain id input.
 */
function picker(key: string, load: () => Promise<PickerOption[]>): InputComponent {
  return function PickerInput({ id, value, onChange, disabled, intent }: KindInputProps) {
    const { t } = useI18n();
    const options = useLoader(key, load);
    const [filter, setFilter] = useState('');
    const current = typeof value === 'string' ? value : '';
    const shown = useMemo(() => {
      const list = (options.data ?? []).filter((o) => !filter || o.name.includes(filter) || o.id === current);
      return current && !list.some((o) => o.id === current) ? [{ id: current, name: current }, ...list] : list;
    }, [options.data, filter, current]);
    if (options.error || (options.data && options.data.length === 0)) {
      return <InputGroup id={id} data-testid={id} value={current} disabled={disabled} intent={intent} onValueChange={onChange} />;
    }
    return (
      <div className="picker-input">
        <InputGroup
          small
          leftIcon="search"
          data-testid={`${id}-filter`}
          placeholder={t('fields.search')}
          value={filter}
          disabled={disabled}
          onValueChange={setFilter}
        />
        <HTMLSelect
          id={id}
          data-testid={id}
          value={current}
          disabled={disabled || options.loading}
          onChange={(e) => onChange(e.currentTarget.value)}
          options={[{ value: '', label: t('form.select') }, ...shown.map((o) => ({ value: o.id, label: o.name }))]}
        />
      </div>
    );
  };
}

/** The unions of the organisation tree the user's data scope reaches (`dept/union-tree`). */
export const UnionPickerInput = picker('fields:unions', async () => unionOptions(await system.unionTree()));

/** The caller and the sub-accounts of the caller's union. */
export const PersonPickerInput = picker('fields:persons', async () => {
  const [me, subs] = await Promise.all([account.profile(), account.subPage({ current: 1, size: 200 }).catch(() => undefined)]);
  return [{ id: me.id, name: me.realName || me.name }, ...(subs?.records ?? []).map((s) => ({ id: s.id, name: s.realName || s.name }))];
});
