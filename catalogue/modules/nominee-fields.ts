// The fields the model-worker nominations share (docs/forms/group-a-model-workers.md, "Conventions of
// these forms"): the nominee block P, the democratic recommendation (R8), the deeds and the honours held.
import type { AgeReference, FieldDef, FieldRule, LedgerDerived } from '../types';
import {
  field,
  maxItems,
  maxLen,
  min,
  minLen,
  max,
  notAbove,
  notInFuture,
  personName,
  required,
  workingDaysAtLeast,
} from './group-b-parts';

/** A dict field that must hold 是 (a declaration the rules make a condition: R13, R16). */
export const mustBeYes = (zh: string, en: string): FieldRule => ({ rule: 'pattern', value: '^1$', means: { zh, en } });

/**
 * 参加工作时间 (or the like) not before the sixteenth birthday, read from `birth` (an ID number or a
 * birth date): 《劳动法》第十五条, 禁止用人单位招用未满十六周岁的未成年人.
 */
export const workingAgeFrom = (dateField: string, birth: string): FieldRule => ({
  rule: 'minAgeAt',
  value: 16,
  birth,
  at: { field: dateField },
});

/** What a nominee block differs by: the kinds of nominee, the employer's code, the ID number's own extra rules. */
export interface NomineeBlockOptions {
  /** The dictionary of `personType`: the model workers' and capital medal's `mw_person_type`, the national medal's `medal_person_type`. */
  personTypeDict: string;
  /** With 单位统一社会信用代码 after 工作单位 (the capital and national forms). */
  employerCode?: boolean;
  idCardRules?: FieldRule[];
}

/**
 * The nominee block P1–P14 (group-a-model-workers.md "Conventions of these forms"), written once for
 * the person forms of modelWorkerSelection3, recommendCapital1 and recommendNation1Controller: the
 * sex agrees with the ID number (R17, GB 11643-1999), bureau-level cadres are not nominated (R5,
 * R10), work started at sixteen or later (《劳动法》第十五条).
 */
export function nomineeBlock(section: string, opts: NomineeBlockOptions): FieldDef[] {
  const employerCode = opts.employerCode
    ? [field('unitUscc', 'uscc', '单位统一社会信用代码', "Employer's credit code", [required], { section, prefill: 'unitUscc' })]
    : [];
  return [
    field('name', 'text', '姓名', 'Name', personName, { section, listed: true }),
    field('sex', 'dict', '性别', 'Sex', [required, { rule: 'agreesWithIdCard', field: 'idCard', part: 'sex' }], {
      section,
      listed: true,
      dict: 'sex',
    }),
    field('nation', 'dict', '民族', 'Ethnic group', [required], { section, dict: 'nation' }),
    field('idCard', 'idCard', '公民身份号码', 'ID number', [required, ...(opts.idCardRules ?? [])], { section }),
    field('political', 'dict', '政治面貌', 'Political status', [required], { section, dict: 'political' }),
    field('eduLevel', 'dict', '学历', 'Education', [required], { section, dict: 'edu_level' }),
    field('professionalTitle', 'dict', '专业技术职称', 'Professional title', [], { section, dict: 'professional_title' }),
    field('skillLevel', 'dict', '职业技能等级', 'Skill level', [], { section, dict: 'skill_level' }),
    field('unitName', 'text', '工作单位', 'Employer', [required, minLen(2), maxLen(100)], { section, listed: true, prefill: 'unitName' }),
    ...employerCode,
    field('post', 'text', '职务/岗位', 'Post', [required, minLen(2), maxLen(50)], { section, listed: true }),
    field(
      'cadreLevel',
      'dict',
      '行政级别',
      'Cadre rank',
      [
        required,
        {
          rule: 'pattern',
          value: '^[012]$',
          means: { zh: '县处级及以下(厅局级及以上干部不在推荐范围)', en: 'county level or below (bureau-level cadres are not nominated)' },
        },
      ],
      { section, dict: 'cadre_level' },
    ),
    field('personType', 'dict', '人员类别', 'Kind of nominee', [required], { section, listed: true, dict: opts.personTypeDict }),
    field('joinWorkDate', 'date', '参加工作时间', 'Started work', [required, notInFuture, workingAgeFrom('joinWorkDate', 'idCard')], {
      section,
    }),
    field('mobile', 'mobile', '手机号码', 'Mobile', [required], { section }),
  ];
}

/**
 * The 台账's columns worked out for a nominee: 年龄 (周岁, from `birth`, a birth date or the ID number)
 * and 工龄 (from 参加工作时间), both counted to the day `at` names (the round's year end).
 */
export const nomineeLedgerColumns = (birth: string, at: AgeReference | 'submitted'): LedgerDerived[] => [
  { kind: 'age', label: { zh: '年龄', en: 'Age' }, from: birth, at },
  { kind: 'yearsSince', label: { zh: '工龄(年)', en: 'Years of service' }, from: 'joinWorkDate', at },
];

/** The model workers' nominee block (modelWorkerSelection3): the employer without its code. */
export const nomineeFields = (section: string): FieldDef[] => nomineeBlock(section, { personTypeDict: 'mw_person_type' });

/** 推荐称号 (R4): 先进工作者 for staff of organs and public institutions, 劳动模范 otherwise. */
export const titleKindField = (section: string): FieldDef =>
  field('titleKind', 'dict', '推荐称号', 'Title proposed', [required], {
    section,
    listed: true,
    dict: 'mw_title_kind',
    help: {
      zh: '机关、事业单位、社会团体人员推荐为先进工作者，其他推荐为劳动模范',
      en: 'Advanced worker for staff of organs and public institutions, model worker otherwise',
    },
  });

/** The democratic recommendation and the notice in the unit (R8). */
export const recommendFields = (section: string): FieldDef[] => [
  field('recommendMethod', 'dict', '推荐方式', 'How recommended', [required], { section, dict: 'recommend_method' }),
  field('recommendDate', 'date', '民主推荐日期', 'Date of the recommendation', [required, notInFuture], { section }),
  field('voters', 'integer', '参加推荐人数', 'Voters', [required, min(1), max(1000000)], { section }),
  field(
    'votesFor',
    'integer',
    '赞成票数',
    'Votes for',
    [required, min(0), notAbove('voters'), { rule: 'moreThanShareOf', field: 'voters', num: 1, den: 2 }],
    {
      section,
    },
  ),
  field('unitNotice', 'dateRange', '本单位公示时间', 'Notice in the unit', [required, workingDaysAtLeast(5)], {
    section,
    help: { zh: '在本单位公示不少于5个工作日后填报', en: 'Filed after a notice of at least 5 working days in the unit' },
  }),
];

/** 简要事迹 and 主要事迹 (plain-text lengths), and the honours held as rows. */
export const deedsFields = (section: string, deedsMin: number): FieldDef[] => [
  field('deedsSummary', 'textarea', '简要事迹', 'Deeds in brief', [required, minLen(50), maxLen(300)], { section }),
  field('deeds', 'richText', '主要事迹', 'Deeds', [required, minLen(deedsMin), maxLen(3000)], {
    section,
    help: { zh: '经职代会或职工民主推荐并在本单位公示后填报', en: 'Filed after a democratic recommendation and a notice in the unit' },
  }),
  field('honours', 'rows', '曾获荣誉', 'Honours held', [maxItems(20)], {
    section,
    columns: [
      field('year', 'integer', '年度', 'Year', [required, min(1950), max(2100)]),
      field('honourName', 'text', '荣誉称号', 'Honour', [required, minLen(2), maxLen(60)]),
      field('level', 'dict', '级别', 'Level', [required], { dict: 'honour_level' }),
      field('awardingBody', 'text', '授予单位', 'Awarded by', [required, minLen(2), maxLen(60)]),
    ],
  }),
];
