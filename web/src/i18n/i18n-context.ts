import { createContext } from 'react';
import type { Lang } from '../catalogue';
import type { MessageVars } from './translate';
import type { MessageKey } from './zh';

/** What `useI18n` hands a component. */
export interface I18nValue {
  lang: Lang;
  setLang: (lang: Lang) => void;
  t: (key: MessageKey, vars?: MessageVars) => string;
}

export const I18nContext = createContext<I18nValue | null>(null);
