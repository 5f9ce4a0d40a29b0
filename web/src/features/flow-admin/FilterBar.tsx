import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n';

/** One filter of a flow list: typed, or chosen from options. */
export interface FilterField {
  name: string;
  label: string;
  options?: readonly { value: string; label: string }[];
}

/** Props of `FilterBar`. */
export interface FilterBarProps {
  fields: readonly FilterField[];
  filters: Record<string, string>;
  onChange: (patch: Record<string, string | undefined>) => void;
}

/**
 * The crud SearchForm's behaviour (typed fields apply on 搜索, choices at once, 重置 clears them) with
 * labels given as text: the flow screens keep their words beside them, not in the shared tables.
 */
export function FilterBar({ fields, filters, onChange }: FilterBarProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<Record<string, string>>(filters);
  useEffect(() => setDraft(filters), [filters]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(Object.fromEntries(fields.filter((f) => !f.options).map((f) => [f.name, draft[f.name]?.trim() || undefined])));
  };
  return (
    <form className="filter-bar" onSubmit={submit} data-testid="search-form">
      {fields.map((field) =>
        field.options ? (
          <HTMLSelect
            key={field.name}
            aria-label={field.label}
            data-testid={`search-${field.name}`}
            value={filters[field.name] ?? ''}
            options={[{ value: '', label: field.label }, ...field.options]}
            onChange={(e) => onChange({ [field.name]: e.currentTarget.value || undefined })}
          />
        ) : (
          <InputGroup
            key={field.name}
            placeholder={field.label}
            data-testid={`search-${field.name}`}
            value={draft[field.name] ?? ''}
            onValueChange={(v) => setDraft((d) => ({ ...d, [field.name]: v }))}
          />
        ),
      )}
      <Button type="submit" icon="search" text={t('common.search')} data-testid="btn-search" />
      <Button
        variant="minimal"
        icon="reset"
        text={t('common.reset')}
        data-testid="btn-reset"
        onClick={() => onChange(Object.fromEntries(fields.map((f) => [f.name, undefined])))}
      />
    </form>
  );
}
