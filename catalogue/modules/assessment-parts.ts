/**
 * Building blocks of the assessment forms (docs/forms/group-a-assessments.md): the nominee's person
 * fields, the employer taken from the union's own data, the honours already held, the yes-only
 * criteria and the filer's contact block, so the six assessment modules say them once.
 */
import type { ExtraCallDef, FieldDef, FieldRule } from '../types';
import { field, max, maxItems, maxLen, min, minLen, notInFuture, personName, required } from './group-b-parts';
import { workingAgeFrom } from './nominee-fields';

/** The year assessed (2000–2100), listed; `help` says what one record per year means for the module. */
export const yearField = (zh: string, en: string, sectionKey: string): FieldDef =>
  field('year', 'integer', zh, en, [required, min(2000), max(2100)], { section: sectionKey, listed: true });

/** A `yes_no` answer that must be 是: a criterion the title itself requires (AS-F1 … AS-F4). */
export const yesOnly: FieldRule = { rule: 'pattern', value: '^1$', means: { zh: '须为“是”', en: 'must be Yes' } };

/**
 * A nominee's person fields: name, sex, ethnic group, ID number, political status and education
 * (the nominee; `political` names the dictionary: the short `assessment_political` of the
 * park's titles or the full `political`).
 */
export const nomineeFields = (sectionKey: string, nameField: string, political: string): FieldDef[] => [
  field(nameField, 'text', '姓名', 'Name', personName, { section: sectionKey, listed: true }),
  field('sex', 'dict', '性别', 'Sex', [required], { section: sectionKey, listed: true, dict: 'sex' }),
  field('nation', 'dict', '民族', 'Ethnic group', [required], { section: sectionKey, dict: 'nation' }),
  field('idCard', 'idCard', '身份证号', 'ID number', [required], { section: sectionKey }),
  field('political', 'dict', '政治面貌', 'Political status', [required], { section: sectionKey, dict: political }),
  field('eduLevel', 'dict', '学历', 'Education', [required], { section: sectionKey, dict: 'edu_level' }),
];

/**
 * The employer and its code, filled from the union's own employer data (AS-U1). Decided: editable, not
 * read-only: a union whose employer data is not yet entered (我的工会 · 单位信息) could not nominate at
 * all, and the reviewer sees the union the nomination comes from.
 */
export const ownEmployerFields = (sectionKey: string): FieldDef[] => [
  field('unitName', 'text', '工作单位', 'Employer', [required, maxLen(100)], { section: sectionKey, listed: true, prefill: 'unitName' }),
  field('unitUscc', 'uscc', '单位统一社会信用代码', "Employer's credit code", [required], { section: sectionKey, prefill: 'unitUscc' }),
];

/** The post held and the date work began (not in the future). */
export const postFields = (sectionKey: string): FieldDef[] => [
  field('post', 'text', '职务/岗位', 'Post', [required, minLen(2), maxLen(50)], { section: sectionKey, listed: true }),
  field('joinWorkDate', 'date', '参加工作时间', 'Started work', [required, notInFuture, workingAgeFrom('joinWorkDate', 'idCard')], {
    section: sectionKey,
  }),
];

/** Honours already held, as rows: name, level (`honour_level`), year and awarding body; at most 20. */
export const honoursField = (sectionKey: string): FieldDef =>
  field('honours', 'rows', '曾获荣誉', 'Honours held', [maxItems(20)], {
    section: sectionKey,
    columns: [
      field('honourName', 'text', '荣誉名称', 'Honour', [required, maxLen(60)]),
      field('level', 'dict', '级别', 'Level', [required], { dict: 'honour_level' }),
      field('year', 'integer', '年度', 'Year', [required, min(1950), max(2100)]),
      field('awardingBody', 'text', '授予单位', 'Awarded by', [required, maxLen(60)]),
    ],
  });

/** The filing union's name, its own (read-only, from the union's data), listed. */
export const unionNameField = (sectionKey: string): FieldDef =>
  field('unionName', 'text', '工会名称', 'Union', [required, maxLen(100)], {
    section: sectionKey,
    listed: true,
    prefill: 'unionName',
    readOnly: true,
  });

/** Who filed the form, with the post they hold in the union and a mobile. */
export const filerFields = (sectionKey: string): FieldDef[] => [
  field('contactName', 'text', '填报人', 'Filed by', personName, { section: sectionKey }),
  field('contactPost', 'dict', '填报人职务', 'Post', [required], { section: sectionKey, dict: 'assessment_launtion_position' }),
  field('mobile', 'mobile', '手机号码', 'Mobile', [required], { section: sectionKey }),
];

/** `noTask` (the `noTask` shape): the union declares it has nothing to file for the round's year. */
export const noTaskCall = (key: string): ExtraCallDef => ({
  method: 'POST',
  path: `/api/blade-crop/crop/${key}/noTask`,
  summary: { zh: '声明本年度无任务', en: 'Declare nothing to file for the round' },
  permission: 'edit',
  servedBy: 'noTask',
});

/** `queryCrop` (the `coverage` shape): the caller's children unions, who filed for the year and who did not. */
export const queryCropCall = (key: string): ExtraCallDef => ({
  method: 'GET',
  path: `/api/blade-crop/crop/${key}/queryCrop`,
  summary: { zh: '下级工会申报情况(已申报/无任务/未申报)', en: "The children unions' filings (filed, nothing to file, not filed)" },
  permission: 'view',
  servedBy: 'coverage',
});
