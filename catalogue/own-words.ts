import type { I18nText, Lang } from './types';

/**
 * A name the portal wrote itself (a seeded menu, role, model or dictionary entry) follows the
 * reader's language while it is still as seeded: `stored` is its Chinese form. Once someone renamed
 * it, the name is theirs and shown as typed, in every language.
 */
export function ownWordIn(lang: Lang, stored: string, own: I18nText | undefined): string {
  return own !== undefined && stored === own.zh ? own[lang] : stored;
}

/** The roles every tenant is given, by alias: their seeded names (the candidate rules of the chains name them by alias). */
export const BUILT_IN_ROLES = {
  administrator: { zh: '管理员', en: 'Administrator' },
  federation: { zh: '总工会审核员', en: 'Federation reviewer' },
  launion: { zh: '上级工会', en: 'Higher union' },
  corp: { zh: '企业工会', en: 'Enterprise union' },
} as const satisfies Record<string, I18nText>;

/** The buttons seeded under every module's menu, by alias (the button's code is `<module>_<alias>`). */
export const MODULE_BUTTONS = {
  add: { zh: '新增', en: 'Add' },
  edit: { zh: '修改', en: 'Edit' },
  delete: { zh: '删除', en: 'Delete' },
  submit: { zh: '提交', en: 'Submit' },
  withdraw: { zh: '撤回', en: 'Withdraw' },
  cancel: { zh: '作废', en: 'Cancel' },
  view: { zh: '查看', en: 'View' },
} as const satisfies Record<string, I18nText>;

/** A role's name in `lang`: a built-in role's while it keeps its seeded name, else the name as stored. */
export function roleNameIn(lang: Lang, alias: string, stored: string): string {
  return ownWordIn(lang, stored, Object.hasOwn(BUILT_IN_ROLES, alias) ? BUILT_IN_ROLES[alias as keyof typeof BUILT_IN_ROLES] : undefined);
}
