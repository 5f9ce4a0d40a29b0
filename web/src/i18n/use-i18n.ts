import { useContext } from 'react';
import { I18nContext, type I18nValue } from './i18n-context';

/** The current language and its `t`. */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n needs an I18nProvider above it');
  return value;
}
