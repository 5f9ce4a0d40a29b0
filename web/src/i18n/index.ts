export { I18nProvider } from './I18nProvider';
export { useI18n } from './use-i18n';
export { Msg } from './Msg';
export { Localized } from './Localized';
export { getLang, saveLang } from './lang-store';
export { loadTexts, translate, type MessageVars } from './translate';
export type { I18nValue } from './i18n-context';
export type { MessageKey } from './zh';
export { fieldErrorText, paramLabel, type RuleError } from './field-error-text';
