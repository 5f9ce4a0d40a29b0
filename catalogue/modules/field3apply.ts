import { parentThenFederationDeclining } from '../flow/parent-then-federation-declining';
import type { ModuleEntry } from '../types';
import { contactSection, filesSection } from './bookroom-parts';
import { field3applyFields } from './field3apply-fields';
import { groupCDictKeys } from './group-c-dicts';

/**
 * 职工书屋示范点申报 (docs/forms/group-c-field.md "field3apply"): an enterprise union applies once in the
 * federation's round of kind `bookroom_site` (`now` answers the round, `ishave` the union's application
 * in it); its higher union recommends within its places, the federation decides, and either may refuse
 * for good (`checkDenial`: 不予推荐). The federation's approval names the site on the union
 * (`recordHonour`) and on the bookroom's venue row (`recordVenues`).
 */
export const field3apply: ModuleEntry = {
  key: 'field3apply',
  group: 'C',
  title: { zh: '职工书屋示范点申报', en: 'Staff bookroom model-site application' },
  titleField: 'venueName',
  route: '/myunion/fields/field3/apply',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentThenFederationDeclining,
  calls: ['getid', 'detail', 'save', 'submit', 'resubmit', 'uploads', 'downloadfile', 'review', 'rebackFlow', 'removeFlow', 'page'],
  // F-ba-standard, F-ba-digital: the floors the round sets (e.g. 60 m², 3000 books), and a digital reading service where it asks one.
  round: {
    kind: groupCDictKeys.roundKind.bookroomSite,
    standards: [
      { key: 'area', field: 'area', unit: { zh: '平方米', en: 'm²' } },
      { key: 'books', field: 'bookCount', unit: { zh: '册', en: 'books' } },
      { key: 'periodicals', field: 'periodicals', unit: { zh: '种', en: 'titles' } },
      { key: 'terminals', field: 'terminals', unit: { zh: '台', en: 'terminals' } },
      { key: 'weeklyHours', field: 'weeklyHours', unit: { zh: '小时', en: 'hours' } },
      { key: 'digital', field: 'digitalAccess', yes: '1' },
    ],
  },
  effects: { onApproved: [{ effect: 'recordHonour' }, { effect: 'recordVenues' }] },
  honour: {
    holder: 'team',
    on: 'approval',
    grant: { name: '{year}年度园区工会职工书屋示范点', level: '4' },
    fields: { name: 'unionName', uscc: 'uscc', unit: 'unitName' },
  },
  extraCalls: [
    {
      method: 'GET',
      path: 'now',
      summary: { zh: '当前职工书屋示范点申报批次', en: 'The current round of bookroom model-site applications' },
      permission: 'view',
      servedBy: 'round',
    },
    {
      method: 'GET',
      path: 'ishave',
      summary: { zh: '本单位在当前批次的申报', en: 'The union’s application in the current round' },
      permission: 'view',
      servedBy: 'round',
    },
    {
      method: 'POST',
      path: 'checkDenial',
      summary: { zh: '不予推荐（审核人拒绝申报）', en: 'Refuse the application for good (the task’s reviewer)' },
      permission: 'view',
    },
  ],
  sections: [
    { key: 'round', title: { zh: '申报批次', en: 'Round' } },
    { key: 'union', title: { zh: '申报单位', en: 'Applicant' } },
    { key: 'bookroom', title: { zh: '书屋情况', en: 'The bookroom' } },
    { key: 'use', title: { zh: '使用情况', en: 'Use' } },
    contactSection({ zh: '联系人', en: 'Contact' }),
    filesSection,
  ],
  fields: field3applyFields,
  example: {
    year: 2026,
    unionName: '北京智联科技有限公司工会',
    uscc: '81110108MC0012345A',
    unitName: '北京智联科技有限公司',
    staffCount: 312,
    frontlineShare: 62,
    venueType: groupCDictKeys.venueType.bookroom,
    venueName: '智联职工书屋',
    location: '智联大厦B座5层503',
    area: 68,
    bookCount: 3200,
    periodicals: 12,
    seats: 24,
    terminals: 2,
    digitalAccess: '1',
    openDays: '1',
    openFrom: '09:00',
    openTo: '19:00',
    weeklyHours: 40,
    managerName: '孙丽娟',
    managerKind: '2',
    managerTel: '13911112233',
    loansLastYear: 1850,
    fundsLastYear: 4500000,
    activities: [
      { date: '2025-04-23', title: '世界读书日图书漂流', participants: 120 },
      { date: '2025-10-15', title: '技能书籍共读分享会', participants: 38 },
    ],
    introduction:
      '智联职工书屋建于2025年，位于公司职工之家内，使用面积68平方米，藏书3200册，订阅工人日报等报刊12种，设阅览座位24个、电子阅读终端2台，接入电子职工书屋平台。书屋由工会兼职管理员管理，工作日9时至19时开放，实行借阅登记和图书管理制度，上一年度借阅1850人次，开展图书漂流、技能书籍共读等读书活动，深受一线职工欢迎。',
    contactName: '周建国',
    contactMobile: '13911110001',
    files: {},
  },
};
