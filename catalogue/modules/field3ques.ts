import { parentOnly } from '../flow/parent-only';
import { bookroomAnswers } from '../questionnaire/bookroom-set';
import type { ModuleEntry } from '../types';
import { contactFields, contactSection, filesField, filesSection } from './bookroom-parts';

/**
 * 职工书屋情况调查 (docs/forms/group-c-field.md "field3ques"): a higher union sends the published
 * `bookroom` question set to chosen unions (`outsend`: the `sendOut` shape's list and send); each
 * invited union answers as a record of its own, one per union and campaign, checked against the
 * campaign's version, and its higher union reviews it. Members' mobiles may be sent the set too,
 * counted only.
 */
export const field3ques: ModuleEntry = {
  key: 'field3ques',
  group: 'C',
  title: { zh: '职工书屋情况调查', en: 'Staff bookroom survey' },
  titleField: 'unionName',
  route: '/myunion/fields/field3/survey',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentOnly,
  calls: ['getid', 'detail', 'save', 'submit', 'resubmit', 'uploads', 'downloadfile', 'page', 'rebackFlow', 'removeFlow'],
  questionnaire: { setKey: 'bookroom' },
  sendOut: {
    audiences: ['unions', 'mobiles'],
    campaignField: 'campaignId',
    calls: { list: 'outsend', send: 'outsend', noticeFile: 'upFile' },
  },
  period: { per: 'call', field: 'campaignId', scope: 'campaign' },
  // The 台账: the union's year and members, then the answers the bookroom statistics need (the set's
  // titles head them), summed under it, with the share of unions whose bookroom is open.
  document: {
    ledger: [
      'surveyYear',
      'memberCount',
      ...['b01', 'b02', 'b03', 'b04', 'b05', 'b06', 'b07', 'b10', 'b11', 'b12'].map((id) => `answers.${id}`),
    ],
    totals: [
      ...['b03', 'b04', 'b05', 'b06', 'b12'].map((id) => `answers.${id}`),
      { field: 'answers.b01', values: ['1'], label: { zh: '已建成并开放', en: 'Open' } },
    ],
  },
  example: {
    campaignId: '0',
    surveyYear: 2026,
    unionName: '北京智联科技有限公司工会',
    memberCount: 268,
    fillerName: '孙丽娟',
    fillerMobile: '13911112233',
    // b01 answers that the bookroom is open: its photos are then required.
    files: { photos: ['901001'] },
    questionSetVersion: 1,
    answers: bookroomAnswers,
  },
  sections: [{ key: 'union', title: { zh: '工会信息', en: 'Union' } }, contactSection({ zh: '填报人', en: 'Filled in by' }), filesSection],
  fields: [
    {
      name: 'campaignId',
      kind: 'text',
      section: 'union',
      readOnly: true,
      label: { zh: '问卷发放批次', en: 'Campaign' },
      help: { zh: '从问卷发放消息进入时自动填写', en: 'Filled in when the form is opened from the campaign’s message' },
      rules: [{ rule: 'required' }, { rule: 'pattern', value: '^\\d{1,19}$', means: { zh: '批次编号', en: 'a campaign number' } }],
    },
    {
      name: 'surveyYear',
      kind: 'integer',
      section: 'union',
      listed: true,
      label: { zh: '调查年度', en: 'Survey year' },
      rules: [{ rule: 'required' }, { rule: 'min', value: 2000 }, { rule: 'notAfterThisYear' }],
    },
    {
      name: 'unionName',
      kind: 'text',
      section: 'union',
      listed: true,
      prefill: 'unionName',
      readOnly: true,
      label: { zh: '工会名称', en: 'Union' },
      rules: [{ rule: 'required' }],
    },
    {
      name: 'memberCount',
      kind: 'integer',
      section: 'union',
      prefill: 'memberCount',
      label: { zh: '会员人数', en: 'Members' },
      rules: [{ rule: 'required' }, { rule: 'min', value: 0 }],
    },
    ...contactFields(
      { name: 'fillerName', label: { zh: '填报人', en: 'Filled in by' } },
      { name: 'fillerMobile', label: { zh: '填报人手机', en: 'Their mobile' } },
    ),
    filesField([
      {
        key: 'photos',
        label: { zh: '书屋照片', en: 'Photos of the bookroom' },
        types: ['image'],
        maxFiles: 6,
        requiredWhen: { field: 'answers.b01', equals: ['1'], means: { zh: '书屋已建成并开放', en: 'the bookroom is open' } },
      },
      { key: 'bookList', label: { zh: '藏书目录', en: 'Book list' }, types: ['office', 'pdf'], maxFiles: 1 },
    ]),
  ],
};
