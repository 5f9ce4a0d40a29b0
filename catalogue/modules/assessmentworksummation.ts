import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { field, max, maxLen, min, minLen, notAbove, required, section, slot } from './group-b-parts';

const SUMMARY_PARAGRAPH =
  '本年度，本会在上级工会的指导下，围绕企业中心工作，坚持以职工为中心，依法履行维护、建设、参与、教育职能。' +
  '一是加强组织建设，开展“建会入会”集中行动，新发展会员四十六人，全部录入会员实名制管理系统；' +
  '二是坚持职工代表大会制度，召开职代会两次，审议通过集体合同和工资专项集体合同，厂务公开栏按季度更新；' +
  '三是规范经费管理，工会经费按预算使用，经审会每半年审查一次，账目向会员公开；' +
  '四是做好帮扶工作，走访慰问困难职工十二户，发放慰问金三万六千元；' +
  '五是丰富职工文化生活，举办职工运动会、读书分享会和“母亲节”主题活动，参与职工累计八百余人次。';

/**
 * 年度工作总结 (class a, g; save is the submit): each grassroots union files one summary of its
 * year for the annual assessment, which its higher union reads, scores, returns or approves.
 * `save` sends the summary into review at once, `savedraft` keeps a draft, `update` resends it
 * after a return; a union files one summary per year (docs/forms/assessment.md).
 */
export const assessmentworksummation: ModuleEntry = {
  key: 'assessmentworksummation',
  group: 'A',
  title: { zh: '年度工作总结', en: 'Annual union work summary' },
  titleField: 'title',
  route: '/honor/assessment',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentOnly,
  calls: ['page', 'detail', 'save', 'update', 'savedraft', 'remove', 'uploads', 'rebackFlow', 'removeFlow', 'review', 'downloadfile'],
  saveSubmits: true,
  period: { per: 'year', field: 'year' },
  // Filed while the round of work summaries is open (AS-W1).
  window: { type: 'worksummation' },
  // The park union scores the summary against its round's items when it approves it (AS-S3).
  scoring: { type: 'worksummation', by: 'reviewer' },
  sections: [
    section('basic', '基本情况', 'Basics'),
    section('figures', '年度数据', 'The year in figures'),
    section('summary', '工作总结', 'Summary'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    field('year', 'integer', '总结年度', 'Year', [required, min(2000), max(2100)], {
      section: 'basic',
      listed: true,
      help: { zh: '每个工会每年度只报一份工作总结', en: 'One summary per union and year' },
    }),
    field('title', 'text', '总结标题', 'Title', [required, minLen(4), maxLen(60)], { section: 'basic', listed: true }),
    field('memberCount', 'integer', '年末会员人数', 'Members at year end', [required, min(0)], { section: 'figures', listed: true }),
    field('newMembers', 'integer', '本年新发展会员', 'New members this year', [required, min(0), notAbove('memberCount')], {
      section: 'figures',
    }),
    field('activityCount', 'integer', '开展活动次数', 'Activities held', [required, min(0)], { section: 'figures' }),
    field('fundsSpent', 'money', '工会经费支出(元)', 'Union funds spent (yuan)', [required, min(0)], { section: 'figures' }),
    field('summary', 'richText', '工作总结', 'Summary', [required, minLen(200), maxLen(5000)], {
      section: 'summary',
      help: {
        zh: '组织建设与会员发展、职代会与民主管理、经费使用、困难职工帮扶、文体活动等方面',
        en: "Organisation and members, the workers' congress, funds, help for staff in hardship, cultural and sports activities",
      },
    }),
    field('nextYearPlan', 'textarea', '下年度工作打算', "Next year's plan", [maxLen(1000)], { section: 'summary' }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [slot('stamped', '工作总结盖章件', 'Stamped summary', ['pdf']), slot('photos', '活动照片', 'Activity photos', ['image'])],
      help: { zh: '工作总结盖章件为必备材料(PDF)', en: 'The stamped summary (PDF) is required' },
    }),
  ],
  example: {
    year: 2025,
    title: '北京智联科技有限公司工会2025年度工作总结',
    memberCount: 312,
    newMembers: 46,
    activityCount: 18,
    fundsSpent: 12860000,
    summary: `<p>${SUMMARY_PARAGRAPH}</p>`,
    nextYearPlan: '继续推进会员发展和职工之家建设，开展劳动技能竞赛，完善困难职工档案。',
    files: [],
  },
};
