import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useMemo, useState, type ReactElement } from 'react';
import { account, system } from '../../../api';
import { useI18n } from '../../../i18n';
import { useLoader } from '../../../lib';
import type { KindInputProps } from './input-types';
import { ofKinds, unionOptions, type PickerOption } from './union-options';

/**
 * A searchable select over `load()`'s options: a filter box above a select. An id saved earlier
 * that the options lack stays selectable; when nothing can be loaded it is a plain id input.
 */
/** What a picker takes: an id, a value and its change; it fits as a field kind's input and alone. */
export type PickerProps = Pick<KindInputProps, 'id' | 'value' | 'onChange' | 'disabled' | 'intent'> &
  Partial<Pick<KindInputProps, 'field'>>;

function picker(key: string, load: () => Promise<PickerOption[]>): (props: PickerProps) => ReactElement {
  return function PickerInput({ id, value, onChange, disabled, intent, field }: PickerProps) {
    const { t } = useI18n();
    const options = useLoader(key, load);
    const [filter, setFilter] = useState('');
    const current = typeof value === 'string' ? value : '';
    const shown = useMemo(() => {
      // A field naming some kinds of union only (a new union's higher union) offers those.
      const allowed = ofKinds(options.data ?? [], field?.unionKinds);
      const list = allowed.filter((o) => !filter || o.name.includes(filter) || o.id === current);
      return current && !list.some((o) => o.id === current) ? [{ id: current, name: current }, ...list] : list;
    }, [options.data, filter, current, field?.unionKinds]);
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

/** The unions of the organisation tree the user's data scope reaches (`dept/union-tree`): a field kind's input, and the admin forms' union field. */
export const UnionPickerInput = picker('fields:unions', async () => unionOptions(await system.unionTree()));

/** The caller and the sub-accounts of the caller's union. */
export const PersonPickerInput = picker('fields:persons', async () => {
  const [me, subs] = await Promise.all([account.profile(), account.subPage({ current: 1, size: 200 }).catch(() => undefined)]);
  return [{ id: me.id, name: me.realName || me.name }, ...(subs?.records ?? []).map((s) => ({ id: s.id, name: s.realName || s.name }))];
});
