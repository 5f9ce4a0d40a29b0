import { Button, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n';

/** Props of `KeywordFilter`. */
export interface KeywordFilterProps {
  value: string | undefined;
  onChange: (keyword: string | undefined) => void;
}

/** A keyword search box applied on Enter or the search button. */
export function KeywordFilter({ value, onChange }: KeywordFilterProps) {
  const { t } = useI18n();
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  return (
    <form
      className="filter-bar"
      onSubmit={(e) => {
        e.preventDefault();
        onChange(text.trim() || undefined);
      }}
    >
      <InputGroup leftIcon="search" placeholder={t('filter.keyword')} data-testid="filter-keyword" value={text} onValueChange={setText} />
      <Button type="submit" icon="search" text={t('common.search')} data-testid="btn-search" />
    </form>
  );
}
