import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Lang } from '../catalogue';
import { I18nContext, type I18nValue } from './i18n-context';
import { getLang, saveLang } from './lang-store';
import { loadTexts, translate } from './translate';

/**
 * Provides the current language and `t` to the component tree. A switch takes effect once the
 * language's table has loaded (main.tsx loads the saved language's before the first draw).
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(getLang);
  const setLang = useCallback((next: Lang) => {
    void loadTexts(next).then(() => {
      saveLang(next);
      setLangState(next);
    });
  }, []);
  const value = useMemo<I18nValue>(() => ({ lang, setLang, t: (key, vars) => translate(lang, key, vars) }), [lang, setLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
