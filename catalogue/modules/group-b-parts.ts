/** Building blocks shared by group B's forms: a short field builder and the people tables of a committee. */
import type { AttachmentSlot, FieldDef, FieldKind, FieldRule, I18nText } from '../types';
import { dictKeys } from './group-b-dicts';

type FieldExtras = Omit<FieldDef, 'name' | 'kind' | 'label' | 'rules'>;

/** One field: name, kind, Chinese and English label, rules, and the rest of FieldDef. */
export function field(name: string, kind: FieldKind, zh: string, en: string, rules: FieldRule[] = [], extras: FieldExtras = {}): FieldDef {
  return { name, kind, label: { zh, en }, rules, ...extras };
}

export const required: FieldRule = { rule: 'required' };
export const maxLen = (value: number): FieldRule => ({ rule: 'maxLength', value });
export const minLen = (value: number): FieldRule => ({ rule: 'minLength', value });
export const min = (value: number): FieldRule => ({ rule: 'min', value });
export const max = (value: number): FieldRule => ({ rule: 'max', value });
export const notAbove = (other: string): FieldRule => ({ rule: 'notAbove', field: other });
export const minItems = (value: number): FieldRule => ({ rule: 'minItems', value });
export const maxItems = (value: number): FieldRule => ({ rule: 'maxItems', value });
export const requiredWhen = (other: string, ...equals: string[]): FieldRule => ({ rule: 'requiredWhen', field: other, equals });
export const notInFuture: FieldRule = { rule: 'notInFuture' };
/** A date range of at least `value` working days (a notice posted in the unit: 公示期不少于5个工作日). */
export const workingDaysAtLeast = (value: number): FieldRule => ({ rule: 'workingDaysAtLeast', value });
export const notBeforeToday: FieldRule = { rule: 'notBeforeToday' };
/** A union's own code: 8 (registered by a union) then 1 (grassroots union), GB 32100 table 1. */
export const unionCode: FieldRule = { rule: 'startsWith', values: ['81'] };
/** A person's name: Chinese names with the middle dot of minority names, or Latin letters. */
/** The union's own code (81…) on a form that names the applicant union: read-only, from the union; empty for a union without legal-person status. */
export const ownUnionCodeField = (): FieldDef =>
  field('uscc', 'uscc', '工会统一社会信用代码', "Union's credit code", [unionCode], {
    section: 'union',
    prefill: 'uscc',
    readOnly: true,
    help: {
      zh: '本会的工会法人代码；未取得法人资格的工会为空',
      en: "The union's own code; empty for a union without legal-person status",
    },
  });

export const personName: FieldRule[] = [required, minLen(2), maxLen(30)];
/** Exactly one 主席 in a committee's rows. */
export const oneChair: FieldRule = {
  rule: 'rowsWith',
  column: 'position',
  value: dictKeys.position.chair,
  count: 1,
  valueLabel: { zh: '主席', en: 'Chair' },
};
/** A chair's by-election (organ2 type 主席补选) names at least one candidate for 主席. */
export const chairCandidate: FieldRule = {
  ...oneChair,
  atLeast: true,
  when: { field: 'type', equals: [dictKeys.organChangeType.chair], means: { zh: '主席补选', en: 'a chair by-election' } },
};
/** A union's name no other union of the tenant's tree holds (the server checks it at submit). */
export const uniqueUnionName: FieldRule = { rule: 'uniqueUnionName' };
/**
 * How a grassroots union's name ends, by the way it is founded (docs/forms/group-b.md "Union names",
 * 《工会法》第十一条): a committee is 单位全称 + 工会委员会 (or 工会, as certificates and the tree write
 * it), a joint committee 联合工会委员会 (联合工会), a union led by an organiser has no committee: 工会.
 */
export const unionNameEndings = {
  committee: ['工会委员会', '工会'],
  joint: ['联合工会委员会', '联合工会'],
  organiser: ['工会'],
} as const;
/** A founding committee's name (setup2): 单位全称 + 工会委员会 (a joint one's 联合工会委员会), unique in the tree. */
export const committeeUnionName: FieldRule[] = [{ rule: 'endsWith', values: ['工会委员会'] }, uniqueUnionName];
/** A bank account number as banks print it: 8 to 30 digits. */
export const accountNo: FieldRule = {
  rule: 'pattern',
  value: '^\\d{8,30}$',
  means: { zh: '8至30位数字', en: '8 to 30 digits' },
};

export function slot(key: string, zh: string, en: string, types: AttachmentSlot['types'] = ['pdf', 'image']): AttachmentSlot {
  return { key, label: { zh, en }, types, maxFiles: 10 };
}

/** A slot the law or the higher union's practice requires: a submit without a file in it is refused. */
export const requiredSlot = (s: AttachmentSlot): AttachmentSlot => ({ ...s, required: true });

export const section = (key: string, zh: string, en: string): { key: string; title: I18nText } => ({ key, title: { zh, en } });

/** Columns naming a person in a table of rows. */
export const nameColumn = (): FieldDef => field('name', 'text', '姓名', 'Name', personName);
export const sexColumn = (): FieldDef => field('sex', 'dict', '性别', 'Sex', [required], { dict: 'sex' });
export const nationColumn = (): FieldDef => field('nation', 'dict', '民族', 'Ethnic group', [required], { dict: 'nation' });
export const eduColumn = (): FieldDef => field('edu', 'dict', '学历', 'Education', [required], { dict: 'edu_level' });
export const politicalColumn = (): FieldDef =>
  field('political', 'dict', '政治面貌', 'Political status', [required], { dict: 'political' });
export const positionColumn = (zh = '职务'): FieldDef =>
  field('position', 'dict', zh, 'Position', [required], { dict: 'launtion_position' });
export const finPositionColumn = (): FieldDef =>
  field('position', 'dict', '经审会职务', 'Position', [required], { dict: 'launtion_fin_position' });
export const femalePositionColumn = (): FieldDef =>
  field('position', 'dict', '女职委职务', 'Position', [required], { dict: 'launtion_female_position' });
export const votesColumn = (): FieldDef => field('votes', 'integer', '得票数', 'Votes', [required, min(0)]);
export const mobileColumn = (): FieldDef => field('mobile', 'mobile', '手机号码', 'Mobile', [required]);

/** 经费审查委员会 rows: name and position in that committee. */
export const finCommitteeColumns = (): FieldDef[] => [nameColumn(), sexColumn(), politicalColumn(), finPositionColumn()];
/** 女职工委员会 rows: name and position in that committee. */
export const femaleCommitteeColumns = (): FieldDef[] => [nameColumn(), femalePositionColumn()];

/** The member employers of a group, joint union or federation. */
export const unitColumns = (): FieldDef[] => [
  field('unitName', 'text', '单位名称', 'Employer', [required, minLen(2), maxLen(100)]),
  field('uscc', 'uscc', '统一社会信用代码', 'Credit code', [required]),
  field('category', 'dict', '单位类别', 'Category', [required], { dict: 'crop_cate' }),
  field('staffCount', 'integer', '职工人数', 'Staff', [required, min(0)]),
  field('memberCount', 'integer', '会员人数', 'Members', [required, min(0), notAbove('staffCount')]),
];

export const contactFields = (sectionKey: string): FieldDef[] => [
  field('contactName', 'text', '联系人', 'Contact person', personName, { section: sectionKey }),
  field('contactMobile', 'mobile', '联系人手机', 'Contact mobile', [required], { section: sectionKey }),
];
