import type { Lang } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { tableText, type TextOf } from '../../platform/local-texts';

/** The words of 荣誉成果, kept beside its screen. */
const TEXTS = {
  title: { zh: '荣誉成果', en: 'Honours achieved' },
  intro: {
    zh: '经审批或公示表彰授予的荣誉，按数据权限查看；来源记录可查看时可打开。',
    en: 'The honours granted by an approval or a publicity’s decision, as far as your data scope reaches; a source record opens where you may see it.',
  },
  person: { zh: '个人', en: 'Persons' },
  team: { zh: '集体', en: 'Collectives' },
  holderType: { zh: '荣誉类别', en: 'Holders' },
  year: { zh: '年度', en: 'Year' },
  level: { zh: '级别', en: 'Level' },
  honourName: { zh: '荣誉名称', en: 'Honour' },
  holderName: { zh: '获得者', en: 'Holder' },
  source: { zh: '来源业务', en: 'Source module' },
  idCard: { zh: '身份证号', en: 'ID number' },
  uscc: { zh: '统一社会信用代码', en: 'Credit code' },
  awardDate: { zh: '授予日期', en: 'Awarded on' },
  awardingBody: { zh: '授予单位', en: 'Awarded by' },
  union: { zh: '所属工会', en: 'Union' },
  sourceRecord: { zh: '来源记录', en: 'Source record' },
  sheetName: { zh: '荣誉成果台账', en: 'Honours ledger' },
} as const satisfies Record<string, Record<Lang, string>>;

export type HonourText = keyof typeof TEXTS;
export type HonourTexts = TextOf<HonourText>;

/** The text function of `lang` (the table's columns are made once a language). */
export const honourText =
  (lang: Lang): HonourTexts =>
  (key, vars) =>
    tableText(TEXTS, lang, key, vars);

/** The text function of the current language. */
export function useHonourText(): HonourTexts {
  return honourText(useI18n().lang);
}
