import { federationOnly } from '../flow/federation-only';
import type { ModuleEntry } from '../types';
import { field, maxLen, min, required, section, slot } from './group-b-parts';

const counted = { zh: '由系统按汇总的推荐自动统计', en: 'Counted by the portal from the nominations gathered' };

/**
 * 劳模推荐汇总上报 (class f, a): after reviewing its enterprises' nominations, the park/district
 * union gathers its children unions' approved nominations (`gathered`, checked by the roll-up
 * shape: approved modelWorkerSelection1 records of unions below it) into one summary with the
 * quota and the candidates' structure and its opinion, and sends it to the selection office (the
 * federation). Save is the submit; one summary per union, round and selection kind.
 */
export const modelWorkerSelectionSummary: ModuleEntry = {
  key: 'modelWorkerSelectionSummary',
  group: 'A',
  title: { zh: '劳模推荐汇总上报', en: 'Model-worker nomination summary' },
  titleField: 'contactName',
  route: '/honor/worker/summary',
  starters: ['launion'],
  draftTtlDays: 60,
  flowModel: federationOnly,
  calls: ['detail', 'saveDraft', 'save', 'update', 'rebackFlow'],
  saveSubmits: true,
  // One nomination per enterprise union and round: the quota a park union hands down to each. The
  // summary gathers the nominations of its kind's module, and its counts are the server's.
  rollUp: {
    source: 'modelWorkerSelection1',
    sources: { '1': 'modelWorkerSelection1', '2': 'modelWorkerSelection2', '3': 'modelWorkerSelection3' },
    quotaPerUnion: 1,
    tally: {
      reportedCount: {},
      frontLineCount: { column: 'personType', values: ['1', '4'] },
      femaleCount: { column: 'sex', values: ['2'] },
      leaderCount: { column: 'personType', values: ['3'] },
      migrantWorkerCount: { column: 'personType', values: ['4'] },
    },
  },
  // One summary per union, round and kind: the 2030 round's summary is a new one (docs/forms/group-a.md, rounds).
  period: { per: 'call', field: 'selectionType', scope: 'round' },
  extraCalls: [
    {
      method: 'GET',
      path: '/api/blade-crop/crop/modelWorkerSelectionSummary/detail',
      summary: { zh: '汇总详情(含汇总的推荐记录)', en: 'The summary with the nominations it gathers' },
      permission: 'view',
      servedBy: 'rollUp',
    },
    {
      method: 'GET',
      path: '/api/blade-crop/crop/modelWorkerSelectionSummary/export',
      summary: { zh: '导出汇总表', en: 'Export the summary sheet' },
      permission: 'view',
      servedBy: 'rollUp',
    },
  ],
  sections: [
    section('quota', '名额与结构', 'Quota and structure'),
    section('opinion', '推荐意见', 'Opinion'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    field('selectionType', 'dict', '评选类别', 'Selection', [required], { section: 'quota', listed: true, dict: 'mw_selection_type' }),
    field('quota', 'integer', '分配名额', 'Quota', [required, min(0)], { section: 'quota', listed: true }),
    // The counts are the server's, from the nominations gathered (rollUp.tally): what is typed is replaced.
    field('reportedCount', 'integer', '实际推荐人数', 'Nominated', [min(0)], { section: 'quota', listed: true, help: counted }),
    field('frontLineCount', 'integer', '其中一线职工', 'Front-line workers', [min(0)], { section: 'quota', help: counted }),
    field('femaleCount', 'integer', '其中女性', 'Women', [min(0)], { section: 'quota', help: counted }),
    field('leaderCount', 'integer', '其中企业负责人', 'Enterprise leaders', [min(0)], { section: 'quota', help: counted }),
    field('migrantWorkerCount', 'integer', '其中农民工', 'Migrant workers', [min(0)], { section: 'quota', help: counted }),
    field('opinion', 'textarea', '推荐意见', 'Opinion', [required, maxLen(500)], { section: 'opinion' }),
    field('contactName', 'text', '联系人', 'Contact', [required, maxLen(30)], { section: 'opinion', listed: true }),
    field('mobile', 'mobile', '联系电话', 'Mobile', [required], { section: 'opinion' }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [slot('sheet', '汇总表盖章件', 'Stamped summary sheet'), slot('report', '推荐工作报告', 'Report on the nomination')],
      help: { zh: '汇总表盖章件和推荐工作报告为必备材料', en: 'The stamped sheet and the report are required' },
    }),
  ],
  example: {
    selectionType: '1',
    quota: 3,
    reportedCount: 1,
    frontLineCount: 1,
    femaleCount: 0,
    leaderCount: 0,
    migrantWorkerCount: 0,
    opinion: '经街道工会联合会审核，同意推荐以上同志为北京市劳动模范候选人。',
    contactName: '刘敏',
    mobile: '13911114444',
    files: [],
  },
};
