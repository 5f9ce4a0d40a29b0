import type { I18nText } from '../catalogue';
import { useI18n } from './use-i18n';

/** A catalogue text (zh/en pair) in the current language. */
export function Localized({ text }: { text: I18nText }) {
  const { lang } = useI18n();
  return <>{text[lang]}</>;
}
