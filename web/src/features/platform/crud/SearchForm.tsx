import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useI18n, type MessageKey } from '../../../i18n';
import type { FieldOption } from './field-spec';

/** One search field of a list, its label a key of the shared tables. */
export interface SearchField {
  name: string;
  label: MessageKey;
  options?: readonly FieldOption[];
}

/** One search field of a list, its label the words to show (screens that keep their own texts). */
export interface SearchBarField {
  name: string;
  label: string;
  options?: readonly FieldOption[];
}

/** Props of `SearchForm`. */
export interface SearchFormProps {
  fields: readonly SearchField[];
  filters: Record<string, string>;
  onChange: (patch: Record<string, string | undefined>) => void;
}

/** Props of `SearchBar`. */
export interface SearchBarProps {
  fields: readonly SearchBarField[];
  filters: Record<string, string>;
  onChange: (patch: Record<string, string | undefined>) => void;
}

/** A list's search bar: typed fields apply on 搜索, choices at once; 重置 clears them all. */
export function SearchBar({ fields, filters, onChange }: SearchBarProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<Record<string, string>>(filters);
  useEffect(() => setDraft(filters), [filters]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(Object.fromEntries(fields.map((f) => [f.name, draft[f.name]?.trim() || undefined])));
  };
  return (
    <form className="filter-bar" onSubmit={submit} data-testid="search-form">
      {fields.map((field) =>
        field.options ? (
          <HTMLSelect
            key={field.name}
            aria-label={field.label}
            data-testid={`search-${field.name}`}
            value={draft[field.name] ?? ''}
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

/** `SearchBar` with its labels read from the shared tables. */
export function SearchForm({ fields, ...rest }: SearchFormProps) {
  const { t } = useI18n();
  return <SearchBar fields={fields.map((f) => ({ ...f, label: t(f.label) }))} {...rest} />;
}
