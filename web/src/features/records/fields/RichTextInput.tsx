import { Tab, Tabs, TextArea } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../i18n';
import type { KindInputProps } from './input-types';
import { useSanitizer } from './use-sanitizer';

/**
 * Rich text as HTML typed in a text area, with a preview of what the server will keep (the same
 * allow-list, loaded on demand). No editor package: the forms need little markup.
 */
export function RichTextInput({ id, value, onChange, disabled, intent, placeholder }: KindInputProps) {
  const { t } = useI18n();
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const html = typeof value === 'string' ? value : '';
  const sanitize = useSanitizer();
  const clean = useMemo(() => (tab === 'preview' && sanitize ? sanitize(html) : ''), [tab, html, sanitize]);
  return (
    <Tabs
      id={`${id}-tabs`}
      selectedTabId={tab}
      onChange={(next) => setTab(next === 'preview' ? 'preview' : 'edit')}
      className="rich-text-input"
    >
      <Tab
        id="edit"
        title={t('fields.edit')}
        panel={
          <TextArea
            id={id}
            data-testid={id}
            fill
            rows={8}
            className="mono"
            value={html}
            disabled={disabled}
            intent={intent}
            placeholder={placeholder ?? '<p>…</p>'}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
        }
      />
      <Tab
        id="preview"
        title={t('fields.preview')}
        // The preview shows only what survives the server's allow-list.
        panel={<div className="rich-text" data-testid={`${id}-preview`} dangerouslySetInnerHTML={{ __html: clean }} />}
      />
    </Tabs>
  );
}
