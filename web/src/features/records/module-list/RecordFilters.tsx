import { Button, ControlGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n';
import { dayEnd, dayOf, dayStart } from '../../../lib';
import { DateField } from '../fields';
import { stateFilterOptions } from './state-filter';

/** Filter keys of the module list, as the page call names them. */
export const RECORD_FILTER_KEYS = ['state', 'createTimeBegin', 'createTimeEnd', 'keyword'] as const;

type Filters = Record<string, string>;

/** Props of `RecordFilters`. */
export interface RecordFiltersProps {
  /** The module listed: its states' names. */
  module: string;
  filters: Filters;
  onChange: (patch: Record<string, string | undefined>) => void;
}

/** The module list's filters: creation date range, state and keyword. */
export function RecordFilters({ module, filters, onChange }: RecordFiltersProps) {
  const { t, lang } = useI18n();
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  useEffect(() => setKeyword(filters.keyword ?? ''), [filters.keyword]);

  const stateOptions = stateFilterOptions(module, lang, t('filter.stateAll'));

  return (
    <div className="filter-bar">
      <ControlGroup>
        <span className="filter-label">{t('filter.createTime')}</span>
        <DateField
          ariaLabel={t('filter.from')}
          testId="filter-from"
          value={dayOf(filters.createTimeBegin)}
          onChange={(v) => onChange({ createTimeBegin: v ? dayStart(v) : undefined })}
        />
        <span className="filter-dash">~</span>
        <DateField
          ariaLabel={t('filter.to')}
          testId="filter-to"
          value={dayOf(filters.createTimeEnd)}
          onChange={(v) => onChange({ createTimeEnd: v ? dayEnd(v) : undefined })}
        />
      </ControlGroup>
      <HTMLSelect
        aria-label={t('filter.state')}
        data-testid="filter-state"
        value={filters.state ?? ''}
        options={stateOptions}
        onChange={(e) => onChange({ state: e.currentTarget.value || undefined })}
      />
      <form
        className="filter-search"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ keyword: keyword.trim() || undefined });
        }}
      >
        <InputGroup
          leftIcon="search"
          placeholder={t('filter.keyword')}
          data-testid="filter-keyword"
          value={keyword}
          onValueChange={setKeyword}
        />
        <Button type="submit" icon="search" text={t('common.search')} data-testid="btn-search" />
        <Button
          variant="minimal"
          icon="reset"
          text={t('common.reset')}
          data-testid="btn-reset"
          onClick={() => onChange({ state: undefined, createTimeBegin: undefined, createTimeEnd: undefined, keyword: undefined })}
        />
      </form>
    </div>
  );
}
