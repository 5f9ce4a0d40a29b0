import { parentThenFederation } from '../flow/parent-then-federation';
import type { ModuleEntry } from '../types';
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
import { consentSlot, leaderAmongMembers, membersField, notNegative, patentsField, teamNameRules } from './innovation-parts';

/**
 * 职工创新助力推荐（团队） (class a): the enterprise union nominates an innovation team or studio with
 * its leader, members and results in the federation's yearly call (round kind `boost_team`: the
 * teams' places are counted apart from the individuals'), one by one or several at once (`submitBatch`);
 * the street or park union reviews, then the federation, and the higher union reminds the unions below
 * it that have not filed (`sendRemind`).
 * docs/forms/group-a-nation-innovation-honours.md.
 */
export const recommendEmployeeInnovationBoost2Endpoint: ModuleEntry = {
  key: 'recommendEmployeeInnovationBoost2Endpoint',
  group: 'A',
  title: { zh: '职工创新助力推荐（团队）', en: 'Staff innovation boost nomination (team)' },
  titleField: 'teamName',
  route: '/honor/boost/team',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentThenFederation,
  // Its own round kind: a union's places for teams are not taken by its individual nominations.
  round: { kind: 'boost_team' },
  // The same yearly call as the individuals': several teams sent at once, the unions below reminded.
  submitBatch: true,
  reminders: { sms: true },
  sections: [section('team', '团队情况', 'Team'), section('result', '创新成果', 'Results'), section('files', '附件', 'Attachments')],
  fields: [
    field('teamName', 'text', '团队(工作室)名称', 'Team or studio', teamNameRules, { section: 'team', listed: true }),
    field('teamKind', 'dict', '团队类型', 'Kind of team', [required], { section: 'team', listed: true, dict: 'innovation_team_kind' }),
    field('studioLevel', 'dict', '已获认定级别', 'Recognised as a studio at', [], {
      section: 'team',
      dict: 'studio_level',
      help: { zh: '尚未认定的不填', en: 'Empty when not yet recognised' },
    }),
    field('unitName', 'text', '所在单位', 'Employer', [required, maxLen(100)], { section: 'team', listed: true, prefill: 'unitName' }),
    field('unitUscc', 'uscc', '单位统一社会信用代码', "Employer's credit code", [required], { section: 'team', prefill: 'unitUscc' }),
    field('foundedDate', 'date', '成立时间', 'Founded', [required, notInFuture], { section: 'team' }),
    field('field', 'text', '技术领域', 'Technical field', [required, maxLen(50)], { section: 'team' }),
    field('leaderName', 'text', '负责人(领军人)', 'Leader', [...personName, leaderAmongMembers], { section: 'team', listed: true }),
    field('leaderMobile', 'mobile', '负责人手机', "Leader's mobile", [required], { section: 'team' }),
    membersField('team'),
    field('supportKinds', 'dictMulti', '申请助力事项', 'Support asked', [required, minItems(1)], {
      section: 'result',
      dict: 'boost_support',
    }),
    field('achievements', 'rows', '主要创新成果', 'Main results', [required, minItems(1), maxItems(30)], {
      section: 'result',
      columns: [
        field('title', 'text', '成果名称', 'Result', [required, maxLen(60)]),
        field('innovationType', 'dict', '类型', 'Kind', [required], { dict: 'innovation_type' }),
        field('year', 'integer', '完成年度', 'Year completed', [required, min(2000), max(2100)]),
        field('benefit', 'money', '年创效益(元)', 'Yearly benefit (yuan)', [notNegative]),
      ],
    }),
    field('summary', 'textarea', '团队简介', 'About the team', [required, minLen(50), maxLen(300)], { section: 'result' }),
    field('achievementSummary', 'richText', '创新工作情况', 'Innovation work', [required, minLen(300), maxLen(2000)], {
      section: 'result',
    }),
    patentsField('result', 30),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('form', '推荐表(盖章)', 'Nomination form (sealed)')),
        requiredSlot(slot('proof', '成果证明', 'Proof of the results')),
        consentSlot('团队成员授权同意书(承诺书)', "Members' signed consent"),
        slot('patents', '专利证书', 'Patent certificates'),
        slot('photos', '团队照片', 'Team photos', ['image']),
      ],
    }),
  ],
  example: {
    teamName: '热网智能调控职工创新工作室',
    teamKind: '2',
    studioLevel: '2',
    unitName: '北京昌盛热力有限公司',
    unitUscc: '91110114102030403U',
    foundedDate: '2019-05-20',
    field: '供热管网智能调控',
    leaderName: '孙建军',
    leaderMobile: '13701015566',
    members: [
      {
        name: '孙建军',
        sex: K.sex.male,
        eduLevel: K.eduLevel.bachelor,
        professionalTitle: '2',
        skillLevel: '1',
        post: '热网调度主任',
        role: '1',
      },
      {
        name: '马丽',
        sex: K.sex.female,
        eduLevel: K.eduLevel.master,
        professionalTitle: '3',
        skillLevel: null,
        post: '自动化工程师',
        role: '2',
      },
      { name: '何文斌', sex: K.sex.male, eduLevel: '30', professionalTitle: null, skillLevel: '2', post: '管网维修班长', role: '2' },
      { name: '高翔', sex: K.sex.male, eduLevel: K.eduLevel.bachelor, professionalTitle: '4', skillLevel: null, post: '调度员', role: '2' },
    ],
    supportKinds: ['1'],
    achievements: [
      { title: '热网分时分区调控系统', innovationType: '1', year: 2024, benefit: 124000000 },
      { title: '换热站无人值守改造', innovationType: '4', year: 2025, benefit: 56000000 },
    ],
    summary: '工作室现有成员4人，围绕热网智能调控开展技术攻关，近两年完成创新成果2项，年创效益合计180万元，获区级认定。',
    achievementSummary:
      '<p>热网智能调控职工创新工作室成立于2019年5月，以热网调度主任、高级技师孙建军为领军人，现有成员4人，承担公司供热面积1260万平方米热网的运行调控技术攻关。</p>' +
      '<p>针对老旧热网水力失调、末端用户室温不达标的问题，工作室自主开发“热网分时分区调控系统”，依据室外温度和用户室温数据自动调整各换热站供热参数，热网平衡度由0.82提高到0.95，每个采暖季节约燃气约410万立方米，年创效益124万元。</p>' +
      '<p>工作室牵头完成37座换热站无人值守改造，实现远程监控和故障自动报警，年节约人工成本56万元。工作室坚持名师带徒，近三年培养技师3名，成员获昌平区职工技术创新成果奖2项。2023年工作室被认定为昌平区职工创新工作室，并获区总工会职工创新项目资助。</p>',
    patents: [],
    files: { form: ['900001'], proof: ['900002'], consent: ['900003'] },
  },
};
