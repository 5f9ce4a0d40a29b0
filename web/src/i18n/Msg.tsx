import { useI18n } from './use-i18n';
import type { MessageVars } from './translate';
import type { MessageKey } from './zh';

/** A translated text as an element, for places built outside components (column headers). */
export function Msg({ k, vars }: { k: MessageKey; vars?: MessageVars }) {
  const { t } = useI18n();
  return <>{t(k, vars)}</>;
}
