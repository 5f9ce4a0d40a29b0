/**
 * The field lists the capital awards (recommendCapital1-3) and the national May Day awards
 * (recommendNation1Controller, recommendNation2Controller) share, as their paper forms ask the same
 * things (docs/forms/group-a-model-workers.md "Conventions of these forms", the nominee block `P`;
 * group-a-nation-innovation-honours.md "Conventions of every form").
 */
import type { AttachmentSlot, FieldDef, FieldRule, I18nText, ModuleEntry } from '../types';
import { moreThanShareOf } from '../rules/share-rules';
import {
  field,
  maxItems,
  maxLen,
  min,
  minItems,
  minLen,
  notAbove,
  notInFuture,
  workingDaysAtLeast,
  personName,
  required,
  requiredSlot,
  section,
  slot,
} from './group-b-parts';
import { nomineeBlock } from './nominee-fields';

const yes: I18nText = { zh: '“是”', en: '"Yes"' };

/** A yes/no declaration the rules require to be 是 (R13, R16; the national forms' pledge). */
export const mustBeYes = (why: I18nText): FieldRule => ({
  rule: 'pattern',
  value: '^1$',
  means: { zh: `${yes.zh}(${why.zh})`, en: `${yes.en} (${why.en})` },
});

/** A yes/no field that must be 是. */
export const declaration = (name: string, zh: string, en: string, why: I18nText, section: string): FieldDef =>
  field(name, 'dict', zh, en, [required, mustBeYes(why)], { section, dict: 'yes_no' });

/** A year not before 1950 nor after this year. */
const pastYear = (from = 1950): FieldRule[] => [required, min(from), { rule: 'notAfterThisYear' }];

/**
 * The nominee block (P1-P14 of group-a-model-workers.md, nominee-fields.ts) in section `section`, with
 * the employer's credit code: `personType` from the award's own dictionary (the capital medal's
 * `mw_person_type`, the national medal's `medal_person_type`).
 */
export function nomineeFields(section: string, personTypeDict: string, idCardRules: FieldRule[] = []): FieldDef[] {
  return nomineeBlock(section, { personTypeDict, employerCode: true, idCardRules });
}

/**
 * How the unit chose its nominee (R8, 民主推荐): the method, the date, the vote (more than half of
 * those voting for) and the notice in the unit.
 */
export function recommendFields(section: string): FieldDef[] {
  return [
    field('recommendMethod', 'dict', '推荐方式', 'How nominated', [required], { section, dict: 'recommend_method' }),
    field('recommendDate', 'date', '推荐日期', 'Nominated on', [required, notInFuture], { section }),
    field('voters', 'integer', '参加人数', 'Voters', [required, min(1)], { section }),
    field('votesFor', 'integer', '赞成票数', 'Votes for', [required, min(0), notAbove('voters'), moreThanShareOf('voters', 1, 2)], {
      section,
    }),
    field('unitNotice', 'dateRange', '单位公示时间', 'Notice in the unit', [required, notInFuture, workingDaysAtLeast(5)], {
      section,
      help: {
        zh: '推荐对象须在本单位公示不少于5个工作日，公示期满无异议后报送',
        en: 'The nominee is posted in the unit for at least 5 working days; filed once the notice ended without objection',
      },
    }),
  ];
}

/** 曾获荣誉: rows of year, name, level (`honour_level`) and awarding body, at most twenty. */
export function honoursField(section: string, rules: FieldRule[] = []): FieldDef {
  return field('honours', 'rows', '曾获荣誉', 'Honours held', [maxItems(20), ...rules], {
    section,
    columns: [
      field('year', 'integer', '获得年度', 'Year', pastYear()),
      field('honourName', 'text', '荣誉名称', 'Honour', [required, minLen(2), maxLen(60)]),
      field('level', 'dict', '级别', 'Level', [required], { dict: 'honour_level' }),
      field('awardingBody', 'text', '授予单位', 'Awarded by', [required, minLen(2), maxLen(60)]),
    ],
  });
}

/** The national awards' honour basis (N-BASE): one honour of level 国家级 or 省部级, on the regular track. */
export const provincialHonour: FieldRule = {
  rule: 'rowsWith',
  column: 'level',
  value: '1',
  orValues: ['2'],
  count: 1,
  atLeast: true,
  valueLabel: { zh: '国家级或省部级', en: 'National or Provincial or ministerial' },
  when: { field: 'track', equals: ['1'], means: { zh: '常规表彰', en: 'a regular commendation' } },
};

/** 简要事迹 (the line of lists and sheets) and 主要事迹 (sanitised rich text), with their lengths. */
export function deedsFields(section: string, deeds: { min: number; max: number }): FieldDef[] {
  return [
    field('deedsSummary', 'textarea', '简要事迹', 'Deeds in brief', [required, minLen(50), maxLen(300)], { section }),
    field('deeds', 'richText', '主要事迹', 'Deeds', [required, minLen(deeds.min), maxLen(deeds.max)], {
      section,
      help: { zh: '事迹须真实具体，用数据说明成效', en: 'Deeds true and concrete, with figures' },
    }),
  ];
}

/**
 * A team's main members with their leader (工人先锋号): name, sex, birth year, post, political status
 * and role (`team_role`), three to fifty rows, exactly one leader, no more rows than `headcount`
 * (`extra`: a requiredWhen where only some nominations list members).
 */
export function teamMembersField(section: string, headcount: string, extra: FieldRule[] = [required]): FieldDef {
  return field(
    'members',
    'rows',
    '主要成员',
    'Members',
    [
      minItems(3),
      maxItems(50),
      { rule: 'rowsNotAbove', field: headcount },
      { rule: 'rowsWith', column: 'role', value: '1', count: 1, valueLabel: { zh: '负责人', en: 'Leader' } },
      ...extra,
    ],
    {
      section,
      columns: [
        field('name', 'text', '姓名', 'Name', personName),
        field('sex', 'dict', '性别', 'Sex', [required], { dict: 'sex' }),
        field('birthYear', 'integer', '出生年份', 'Year of birth', pastYear(1940)),
        field('post', 'text', '岗位', 'Post', [required, maxLen(50)]),
        field('political', 'dict', '政治面貌', 'Political status', [required], { dict: 'political' }),
        field('role', 'dict', '班组职务', 'Role', [required], { dict: 'team_role' }),
      ],
    },
  );
}

/** The team's leader, one of the members whose role is 负责人. */
export const leaderAmongMembers: FieldRule = {
  rule: 'among',
  field: 'members',
  otherColumn: 'name',
  otherWhen: { column: 'role', equals: ['1'], means: { zh: '负责人', en: 'leader' } },
};

/** R13: a unit or team missing its energy and environment targets is not nominated (北京市总工会, 2014-04-17). */
export const envTargets: I18nText = {
  zh: '节能环保指标未达标的不参加评选',
  en: 'a unit or team missing its energy and environment targets is not nominated',
};

/** The sections of a capital award's form after its own first one (the nominee, the unit or the team). */
export const capitalSections = (first: { key: string; title: I18nText }): NonNullable<ModuleEntry['sections']> => [
  first,
  section('recommend', '民主推荐', 'Democratic recommendation'),
  section('deeds', '事迹与荣誉', 'Deeds and honours'),
  section('files', '附件', 'Attachments'),
];

/** The national forms' notice in the unit (N-NOTICE) and the union's pledge, in section `check`. */
export const noticeAndPledge = (): FieldDef[] => [
  field('noticePeriod', 'dateRange', '单位公示期', 'Notice in the unit', [required, notInFuture], {
    section: 'check',
    help: {
      zh: '在本单位公示不少于5个工作日，期满无异议后报送',
      en: 'Posted in the unit at least five working days, filed once it ended without objection',
    },
  }),
  declaration(
    'pledge',
    '推荐单位承诺',
    'Pledge',
    { zh: '信息真实，已按评选条件审核', en: 'the data are true and checked against the conditions' },
    'check',
  ),
];

/** The national forms' sealed papers every nomination sends (N-NOTICE, N-DEMOCRACY). */
export const nationalPapers = (): AttachmentSlot[] => [
  requiredSlot(slot('form', '推荐审批表(盖章)', 'Nomination form (sealed)')),
  requiredSlot(slot('deeds', '先进事迹材料(盖章)', 'Deeds (sealed)')),
  requiredSlot(slot('vote', '职代会决议或民主推荐记录', 'Record of the democratic recommendation')),
  requiredSlot(slot('notice', '公示件(注明公示无异议,盖章)', 'Notice (no objection, sealed)')),
];

/** 照片: a two-inch photo without a hat (二寸免冠), one image, required. */
export const photoSlot = (): AttachmentSlot => requiredSlot({ ...slot('photo', '照片(二寸免冠)', 'Photo', ['image']), maxFiles: 1 });
