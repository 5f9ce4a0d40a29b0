import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { noTaskCall } from './assessment-parts';
import { dictKeys as K } from './group-b-dicts';
import {
  field,
  max,
  maxItems,
  maxLen,
  min,
  minItems,
  minLen,
  notInFuture,
  personName,
  required,
  requiredSlot,
  section,
  slot,
} from './group-b-parts';
import { leaderAmongMembers, membersField, notNegative, teamNameRules } from './innovation-parts';

const CALLS = '/api/blade-crop/crop/innovationteam';

/**
 * 企业创新团队评定 (class a, g; save is the submit): each year the park or street union assesses the
 * innovation teams of its enterprises. The enterprise union downloads the template (`template`),
 * imports its teams and their members (`excel`: every team a draft, all or nothing), completes each
 * team's year of work and saves it into the park union's review.
 * docs/forms/group-a-nation-innovation-honours.md.
 */
export const innovationteam: ModuleEntry = {
  key: 'innovationteam',
  group: 'A',
  title: { zh: '企业创新团队评定', en: 'Enterprise innovation team assessment' },
  titleField: 'teamName',
  route: '/honor/cropAssessment/team',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentOnly,
  // The reviewing union's approval is the assessment: it names the team (recordHonour, the design's "Effect").
  effects: { onApproved: 'recordHonour' },
  // The park or street union alone assesses and approves its enterprises' teams: it is the awarding body.
  honour: { holder: 'team', on: 'approval', grant: { name: '{year}年度企业创新团队', level: '5', awardingBody: 'applicantParent' } },
  calls: ['page', 'detail', 'save', 'update', 'savedraft', 'remove', 'uploads', 'rebackFlow', 'removeFlow', 'review', 'downloadfile'],
  saveSubmits: true,
  // A union with no team to report declares so for the year of a round of selfassessmentopen (the noTask shape).
  noTask: { round: 'selfassessmentopen', type: 'innovationteam' },
  extraCalls: [
    noTaskCall('innovationteam'),
    {
      method: 'GET',
      path: `${CALLS}/template`,
      summary: { zh: '下载创新团队导入模板', en: 'The import template of teams and members (.xlsx)' },
      permission: 'view',
    },
    {
      method: 'POST',
      path: `${CALLS}/excel`,
      summary: { zh: '导入创新团队(全部成功或全部不导入)', en: 'Import teams from an uploaded workbook (all or nothing)' },
      permission: 'edit',
    },
  ],
  sections: [section('team', '团队情况', 'Team'), section('work', '年度工作', 'The year of work'), section('files', '附件', 'Attachments')],
  fields: [
    field('year', 'integer', '评定年度', 'Year', [required, min(2000), max(2100)], { section: 'team', listed: true }),
    field('teamName', 'text', '团队名称', 'Team', teamNameRules, { section: 'team', listed: true }),
    field('unitName', 'text', '所在单位', 'Employer', [required, maxLen(100)], { section: 'team', prefill: 'unitName' }),
    field('field', 'text', '技术领域', 'Technical field', [required, maxLen(50)], { section: 'team' }),
    field('foundedDate', 'date', '成立时间', 'Founded', [required, notInFuture], { section: 'team' }),
    field('leaderName', 'text', '负责人', 'Leader', [...personName, leaderAmongMembers], { section: 'team', listed: true }),
    field('leaderMobile', 'mobile', '负责人手机', "Leader's mobile", [required], { section: 'team' }),
    membersField('team'),
    field('projects', 'rows', '本年度创新项目', "The year's projects", [required, minItems(1), maxItems(20)], {
      section: 'work',
      columns: [
        field('projectName', 'text', '项目名称', 'Project', [required, maxLen(60)]),
        // Two dates, not a range: a table's cells take one date each; the start is not after today, the end may be.
        field('startDate', 'date', '开始日期', 'Started', [required, notInFuture]),
        field('endDate', 'date', '结束日期', 'Ends', [required]),
        field('result', 'text', '取得成效', 'Result', [required, maxLen(200)]),
        field('benefit', 'money', '经济效益(元)', 'Benefit (yuan)', [notNegative]),
      ],
    }),
    field('achievementSummary', 'richText', '年度工作情况', 'The year of work', [required, minLen(200), maxLen(2000)], { section: 'work' }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('form', '团队申报表(盖章)', 'Application form (sealed)')),
        slot('proof', '成果证明', 'Proof of the results'),
      ],
    }),
  ],
  example: {
    year: 2026,
    teamName: '精密光学镀膜工艺创新团队',
    unitName: '北京锐光激光科技有限公司',
    field: '激光光学元件镀膜',
    foundedDate: '2020-03-16',
    leaderName: '刘明远',
    leaderMobile: '13601234567',
    members: [
      {
        name: '刘明远',
        sex: K.sex.male,
        eduLevel: K.eduLevel.master,
        professionalTitle: '2',
        skillLevel: null,
        post: '镀膜工艺部经理',
        role: '1',
      },
      {
        name: '韩冰',
        sex: K.sex.female,
        eduLevel: K.eduLevel.bachelor,
        professionalTitle: '3',
        skillLevel: null,
        post: '工艺工程师',
        role: '2',
      },
      { name: '李强', sex: K.sex.male, eduLevel: '30', professionalTitle: null, skillLevel: '2', post: '镀膜设备操作工', role: '2' },
      {
        name: '王璐',
        sex: K.sex.female,
        eduLevel: K.eduLevel.bachelor,
        professionalTitle: '4',
        skillLevel: null,
        post: '质量工程师',
        role: '2',
      },
      { name: '赵鹏', sex: K.sex.male, eduLevel: '40', professionalTitle: null, skillLevel: '3', post: '设备维修工', role: '2' },
    ],
    projects: [
      {
        projectName: '高功率激光腔镜镀膜损伤阈值提升',
        startDate: '2026-01-05',
        endDate: '2026-09-30',
        result: '膜层损伤阈值提高35%，良品率由88%提高到96%',
        benefit: 230000000,
      },
      {
        projectName: '大口径光学元件镀膜均匀性修正挡板',
        startDate: '2026-03-01',
        endDate: '2026-06-30',
        result: '已在两条产线应用',
        benefit: 0,
      },
    ],
    achievementSummary:
      '<p>精密光学镀膜工艺创新团队成立于2020年3月，由镀膜工艺部经理、高级工程师刘明远牵头，成员5人，主要承担激光器光学元件镀膜工艺的研发和产线技术改进。</p>' +
      '<p>2026年，团队围绕高功率激光器腔镜镀膜损伤阈值低的问题开展攻关，优化离子源辅助沉积工艺参数，使膜层损伤阈值提高35%，产品良品率由88%提高到96%，全年减少报废损失约230万元。团队完成的“大口径光学元件镀膜均匀性修正挡板”已在公司两条产线应用。</p>' +
      '<p>团队建立工艺知识库和内部培训制度，全年开展技术讲座12次，带教新员工8名，1名成员取得高级工程师职称。</p>',
    files: { form: ['900001'] },
  },
};
