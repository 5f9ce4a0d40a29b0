import { parentThenFederation } from '../flow/parent-then-federation';
import type { I18nText, ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import {
  capitalSections,
  declaration,
  envTargets,
  deedsFields,
  honoursField,
  leaderAmongMembers,
  recommendFields,
  teamMembersField,
} from './capital-fields';
import { field, max, maxLen, min, minLen, notAbove, personName, required, requiredSlot, section, slot } from './group-b-parts';

const R16: I18nText = { zh: '北京市工人先锋号的推荐条件', en: "a condition of the Beijing Workers' Pioneer" };

/**
 * 北京市工人先锋号推荐 (class a, f, g): every year the city commends front-line teams (班组, 车间, 项目部,
 * 窗口). The enterprise union nominates a team with its leader and main members after a notice (R8),
 * in the round `capital_pioneer`; the higher union sees which children unions nominated (`queryCrop`)
 * and reviews, then the federation (docs/forms/group-a-model-workers.md, recommendCapital3).
 */
export const recommendCapital3: ModuleEntry = {
  key: 'recommendCapital3',
  group: 'A',
  title: { zh: '北京市工人先锋号推荐', en: "Beijing Workers' Pioneer nomination" },
  titleField: 'teamName',
  route: '/honor/capital/pioneer',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentThenFederation,
  round: { kind: 'capital_pioneer' },
  aliases: { page: ['list'] },
  awardRounds: { queryCrop: true, openRound: { call: 'queryRecommendNation1ByOpen', module: 'recommendNation1Controller' } },
  extraCalls: [
    {
      method: 'GET',
      path: '/api/blade-crop/crop/recommendCapital3/queryCrop',
      summary: { zh: '下级工会推荐情况(已推荐/未推荐)', en: "The children unions' nominations (made or not)" },
      permission: 'view',
      servedBy: 'awardRounds',
    },
    {
      method: 'GET',
      path: '/api/blade-crop/crop/recommendCapital3/queryRecommendNation1ByOpen',
      summary: { zh: '全国五一劳动奖章推荐是否开放', en: "Whether the national medal's round is open" },
      permission: 'view',
      servedBy: 'awardRounds',
    },
  ],
  sections: capitalSections(section('team', '推荐集体', 'Team')),
  fields: [
    field('teamName', 'text', '班组(团队)名称', 'Team', [required, minLen(4), maxLen(100)], { section: 'team', listed: true }),
    field('parentUnit', 'text', '所在单位', 'Unit', [required, maxLen(100)], { section: 'team', listed: true, prefill: 'unitName' }),
    field('unitUscc', 'uscc', '所在单位统一社会信用代码', "Unit's credit code", [required], { section: 'team', prefill: 'unitUscc' }),
    field('teamType', 'dict', '集体类型', 'Kind of team', [required], { section: 'team', listed: true, dict: 'pioneer_team_type' }),
    field('headcount', 'integer', '班组人数', 'Headcount', [required, min(3), max(500)], { section: 'team' }),
    field('frontLineCount', 'integer', '其中一线职工', 'Front-line members', [required, min(0), notAbove('headcount')], {
      section: 'team',
    }),
    field('teamLeader', 'text', '负责人', 'Leader', [...personName, leaderAmongMembers], { section: 'team', listed: true }),
    field('leaderMobile', 'mobile', '负责人手机', "Leader's mobile", [required], { section: 'team' }),
    teamMembersField('team', 'headcount'),
    declaration('envCompliant', '节能环保指标是否达标', 'Energy and environment targets met', envTargets, 'team'),
    declaration('noMajorCase', '承诺近三年无重大安全生产事故', 'Declares no serious accident', R16, 'team'),
    ...recommendFields('recommend'),
    ...deedsFields('deeds', { min: 200, max: 2000 }),
    honoursField('deeds'),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('form', '推荐表', 'Nomination form', ['pdf'])),
        requiredSlot(slot('deeds', '事迹材料', 'Deeds')),
        requiredSlot(slot('notice', '公示结果', 'Notice result')),
        slot('photo', '班组照片', 'Team photo', ['image']),
      ],
    }),
  ],
  example: {
    teamName: '北京智联科技有限公司数控车间乙班',
    parentUnit: '北京智联科技有限公司',
    unitUscc: '91110108MA01N4XT8C',
    teamType: '1',
    headcount: 24,
    frontLineCount: 22,
    teamLeader: '陈立伟',
    leaderMobile: '13910087765',
    members: [
      { name: '陈立伟', sex: K.sex.male, birthYear: 1986, post: '班长', political: K.political.party, role: '1' },
      { name: '马静', sex: K.sex.female, birthYear: 1991, post: '数控车工', political: '03', role: '2' },
      { name: '孙浩', sex: K.sex.male, birthYear: 1994, post: '数控铣工', political: K.political.masses, role: '2' },
      { name: '杨帆', sex: K.sex.male, birthYear: 1989, post: '质检员', political: K.political.party, role: '2' },
    ],
    envCompliant: K.yesNo.yes,
    noMajorCase: K.yesNo.yes,
    recommendMethod: '1',
    recommendDate: '2026-11-03',
    voters: 24,
    votesFor: 23,
    unitNotice: { start: '2026-11-04', end: '2026-11-10' },
    deedsSummary:
      '承担航空精密零件数控加工任务，三年完成生产任务一百二十余万件，一次交检合格率99.7%；完成工艺优化项目二十三项，年创效益一百八十余万元。',
    deeds:
      '<p>北京智联科技有限公司数控车间乙班现有职工24人，平均年龄34岁，承担公司航空精密零件的数控加工任务。班组推行“日清日结”质量管理和“一岗多能”培训，近三年完成生产任务一百二十余万件，产品一次交检合格率99.7%，保持安全生产零事故。</p>' +
      '<p>班组坚持技术创新，以“建国数控技能工作室”为依托开展技术攻关，完成工装改进和工艺优化项目二十三项，获实用新型专利六项，年创经济效益一百八十余万元。班组现有高级技师三名、技师七名，五名成员在北京市职工职业技能大赛中获奖。班组积极参加工会组织的劳动竞赛，2025年在公司“安康杯”竞赛中获评优胜班组。</p>',
    honours: [{ year: 2025, honourName: '安康杯竞赛优胜班组', level: '6', awardingBody: '北京智联科技有限公司' }],
    files: { form: ['900701'], deeds: ['900702'], notice: ['900703'] },
  },
};
