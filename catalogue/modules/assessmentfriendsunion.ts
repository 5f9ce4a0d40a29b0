import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { honoursField, noTaskCall, nomineeFields, ownEmployerFields, queryCropCall, yearField, yesOnly } from './assessment-parts';
import { field, maxLen, min, minLen, notAbove, notInFuture, required, requiredWhen, section, slot } from './group-b-parts';

/**
 * 工会之友推荐 (class a with save as submit): the enterprise union nominates its own unit's leader who
 * supports union work; the park union reviews, scores and approves (docs/forms/group-a-assessments.md).
 * A union with no one to nominate declares it (`noTask`); the park union sees who filed (`queryCrop`).
 */
export const assessmentfriendsunion: ModuleEntry = {
  key: 'assessmentfriendsunion',
  group: 'A',
  title: { zh: '工会之友推荐', en: 'Friend of the union nomination' },
  titleField: 'nomineeName',
  route: '/honor/assessment/friendsunion',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentOnly,
  calls: ['page', 'detail', 'save', 'update', 'savedraft', 'remove', 'uploads', 'rebackFlow', 'removeFlow', 'review', 'downloadfile'],
  saveSubmits: true,
  noTask: { round: 'selfassessmentopen', type: 'friendsunion' },
  // Nominated while the round is open, within the places it gives each union (AS-W1, AS-Q1).
  window: { type: 'friendsunion', places: true },
  coverage: { type: 'friendsunion' },
  extraCalls: [noTaskCall('assessmentfriendsunion'), queryCropCall('assessmentfriendsunion')],
  sections: [
    section('nominee', '被推荐人', 'Nominee'),
    section('unit', '所在单位', 'Employer'),
    section('criteria', '推荐条件', 'Criteria'),
    section('facts', '主要事迹', 'Facts'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    yearField('推荐年度', 'Year', 'nominee'),
    ...nomineeFields('nominee', 'nomineeName', 'assessment_political'),
    field('nomineePost', 'text', '职务', 'Post', [required, minLen(2), maxLen(50)], {
      section: 'nominee',
      listed: true,
      placeholder: { zh: '如：董事长、总经理', en: 'e.g. chairman, general manager' },
    }),
    field('mobile', 'mobile', '手机号码', 'Mobile', [required], { section: 'nominee' }),
    ...ownEmployerFields('unit'),
    field('staffCount', 'integer', '职工人数', 'Staff', [required, min(1)], { section: 'unit', prefill: 'staffCount' }),
    field('memberCount', 'integer', '会员人数', 'Members', [required, min(0), notAbove('staffCount')], {
      section: 'unit',
      prefill: 'memberCount',
    }),
    field('feePaidInFull', 'dict', '工会经费是否按时足额拨缴', 'Union funds allocated on time and in full', [required, yesOnly], {
      section: 'criteria',
      dict: 'yes_no',
      help: { zh: '《工会法》第四十三条：按全部职工工资总额的2%拨缴', en: 'Trade Union Law art. 43: 2 % of the payroll' },
    }),
    field('collectiveContract', 'dict', '是否签订集体合同', 'Collective contract concluded', [required, yesOnly], {
      section: 'criteria',
      dict: 'yes_no',
      help: { zh: '《劳动合同法》第五十一条', en: 'Labour Contract Law art. 51' },
    }),
    field('contractDate', 'date', '集体合同签订日期', 'Contract signed on', [requiredWhen('collectiveContract', '1'), notInFuture], {
      section: 'criteria',
    }),
    field('workersCongress', 'dict', '是否坚持职工代表大会制度', "Workers' congress held", [required, yesOnly], {
      section: 'criteria',
      dict: 'yes_no',
    }),
    field(
      'noViolations',
      'dict',
      '近三年无欠薪、重大安全事故及严重违法',
      'No arrears, major accident or serious violation in three years',
      [required, yesOnly],
      {
        section: 'criteria',
        dict: 'yes_no',
      },
    ),
    field('supportFacts', 'richText', '支持工会工作主要事迹', 'How the nominee supports the union', [required, minLen(300), maxLen(1500)], {
      section: 'facts',
    }),
    honoursField('facts'),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [slot('form', '推荐表', 'Nomination form', ['pdf']), slot('evidence', '证明材料', 'Evidence', ['pdf', 'image'])],
      help: {
        zh: '推荐表(盖章PDF)为必备材料；证明材料含集体合同、经费拨缴凭证',
        en: 'The stamped nomination form (PDF) is required; evidence: the collective contract, the funds receipts',
      },
    }),
  ],
  example: {
    year: 2025,
    nomineeName: '王立新',
    sex: '1',
    nation: '01',
    idCard: '110108197506120039',
    political: '01',
    eduLevel: '14',
    nomineePost: '董事长、总经理',
    mobile: '13801234567',
    unitName: '北京智联科技有限公司',
    unitUscc: '91110108MA01B2C3D0',
    staffCount: 120,
    memberCount: 96,
    feePaidInFull: '1',
    collectiveContract: '1',
    contractDate: '2024-12-18',
    workersCongress: '1',
    noViolations: '1',
    supportFacts:
      '<p>王立新同志担任公司董事长以来，始终把支持工会工作作为企业管理的重要内容。2019年公司成立之初即支持职工依法组建工会，为工会提供独立的办公室和职工活动室；按月足额拨缴工会经费，从未拖欠；每年召开职工代表大会，企业年度经营情况、薪酬调整方案和安全生产规章均提交职代会审议；2024年与工会签订集体合同和工资专项集体合同，职工工资年均增长百分之六以上。他支持工会建设职工书屋和爱心妈咪小屋，每年安排专项资金开展职工运动会、技能竞赛和困难职工帮扶，公司连续三年未发生劳动争议，被职工称为“工会的贴心人”。他每年参加工会组织的职工座谈会，当面听取职工对薪酬、休假和劳动保护的意见，对职工提出的十二条建议逐条答复、落实十条；公司工会主席列席经营班子会议已成为制度。</p>',
    honours: [
      {
        honourName: '海淀区构建和谐劳动关系先进个人',
        level: '4',
        year: 2023,
        awardingBody: '海淀区总工会',
      },
    ],
    files: [],
  },
};
