import type { ReactNode } from 'react';
import { useI18n, type MessageKey } from '../i18n';
import { usePageTitle } from '../lib';

/** Names a route: the browser title comes from it. */
export function Titled({ name, children }: { name: MessageKey; children: ReactNode }) {
  const { t } = useI18n();
  usePageTitle(t(name));
  return children;
}
