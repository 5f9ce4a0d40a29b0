/**
 * What the three nominations of the federation's advanced persons and collectives (advanceSelection1,
 * 2, 3) share: the round's year, the unit's own notice, the deeds, the honours held, the materials'
 * slots, the review chain and the calls beside the standard ones (docs/forms/group-a-advance.md).
 */
import { parentThenFederation } from '../flow/parent-then-federation';
import type { AttachmentSlot, ExtraCallDef, FieldDef, FieldRule, I18nText, ModuleEntry } from '../types';
import {
  field,
  max,
  maxItems,
  maxLen,
  min,
  minLen,
  notInFuture,
  required,
  requiredSlot,
  section,
  slot,
  workingDaysAtLeast,
} from './group-b-parts';

/** A declaration the filer signs on the sealed form: refused unless 是 (the reviewer checks the evidence). */
export const mustBeYes = (means: I18nText): FieldRule => ({ rule: 'pattern', value: '^1$', means });

/** A declaration field (yes_no) that must be answered 是. */
export const declaration = (name: string, zh: string, en: string, sectionKey: string): FieldDef =>
  field(name, 'dict', zh, en, [required, mustBeYes({ zh: '“是”', en: '"Yes"' })], { section: sectionKey, dict: 'yes_no' });

/** The year of the round the nomination is filed in (adv-window, adv-kind-in-round: the round's, checked at submit). */
export const yearField = (): FieldDef =>
  field('year', 'integer', '评选年度', 'Year', [required, min(2000), max(2100)], {
    section: 'round',
    listed: true,
    help: { zh: '总工会发布的评选批次年度', en: "The year of the federation's selection round" },
  });

/** The nominee's notice in its own unit (adv-unit-notice) and its result. */
export const noticeFields = (): FieldDef[] => [
  field('unitNotice', 'dateRange', '单位内公示时间', 'Notice in the unit', [required, notInFuture, workingDaysAtLeast(5)], {
    section: 'notice',
    help: {
      zh: '推荐对象须在本单位公示不少于5个工作日，公示期满后填报',
      en: 'The nominee is shown in the unit for at least 5 working days before the nomination is filed',
    },
  }),
  field('noticeResult', 'textarea', '公示结果', 'Notice result', [required, minLen(4), maxLen(200)], { section: 'notice' }),
];

/** The honours already held, one row each (adv-deeds' neighbour: the judges read them beside the deeds). */
export const honoursField = (): FieldDef =>
  field('honours', 'rows', '曾获荣誉', 'Honours held', [maxItems(20)], {
    section: 'deeds',
    columns: [
      field('year', 'integer', '年度', 'Year', [required, min(1950), { rule: 'notAfterThisYear' }]),
      field('honourName', 'text', '荣誉名称', 'Honour', [required, minLen(2), maxLen(60)]),
      field('level', 'dict', '级别', 'Level', [required], { dict: 'honour_level' }),
      field('awardingBody', 'text', '授予单位', 'Awarded by', [required, minLen(2), maxLen(60)]),
    ],
  });

/** The deeds in brief (the sheet's and the judges' column), the deeds (plain text counted, sanitised) and the honours held. */
export const deedsFields = (): FieldDef[] => [
  field('brief', 'textarea', '简要事迹', 'Deeds in brief', [required, minLen(50), maxLen(300)], { section: 'deeds' }),
  field('deeds', 'richText', '主要事迹', 'Deeds', [required, minLen(300), maxLen(2000)], {
    section: 'deeds',
    help: { zh: '300至2000字(按正文计)', en: '300 to 2000 characters of text' },
  }),
  honoursField(),
];

/** The sealed nomination form, the democratic recommendation's record and the notice's result: every nomination's (adv-democratic, adv-notice-no-object). */
export const commonSlots = (): AttachmentSlot[] => [
  requiredSlot(slot('form', '推荐审批表(盖章)', 'Nomination form (sealed)')),
  requiredSlot(slot('vote', '民主推荐记录', 'Record of the democratic recommendation')),
  requiredSlot(slot('notice', '公示情况(公示无异议证明)', 'Notice and its result')),
  slot('honours', '荣誉证书', 'Honour certificates'),
];

export const roundSection = section('round', '评选批次', 'Round');
export const noticeSection = section('notice', '单位内公示', 'Notice in the unit');
export const deedsSection = section('deeds', '事迹与荣誉', 'Deeds and honours');
export const filesSection = section('files', '附件', 'Attachments');

/** What the three entries share: group, starters, chain (the launion reviews and chooses, the federation decides: adv-review-chain). */
export const nominationBase = {
  group: 'A',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentThenFederation,
} satisfies Partial<ModuleEntry>;

/** The 台账's standard head and tail are the documents' own; each module names its key figures. */
export const advanceCall = (key: string, call: string, method: ExtraCallDef['method'], zh: string, en: string): ExtraCallDef => ({
  method,
  path: `/api/blade-crop/crop/${key}/${call}`,
  summary: { zh, en },
  permission: 'view',
});

/** Five working days, Monday to Friday, before the example's submission (2026-11-09 to 11-13). */
export const EXAMPLE_NOTICE = { start: '2026-11-09', end: '2026-11-13' } as const;
