import { demoSurveyAnswers } from '../questionnaire/demo-survey-set';
import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import {
  coveredDocument,
  enterpriseIdField,
  enterpriseRegisterSheet,
  jointApplicants,
  membershipRate,
  ownUnionPlanField,
  registeredName,
  registeredUscc,
  surveyedEnterprise,
} from './covered-parts';
import { dictKeys } from './group-b-dicts';
import { field, max, maxLen, min, notAbove, required, slot } from './group-b-parts';

/**
 * 覆盖企业情况调查 (docs/forms/group-c-survey.md "survey"): each year a joint union surveys one entry
 * of its register (`pid`): its figures and contact now, and the enterprise's answers to the published
 * `survey` question set; the parent union reviews it, and approved, the register takes the figures.
 */
export const survey: ModuleEntry = {
  key: 'survey',
  group: 'C',
  title: { zh: '覆盖企业情况调查', en: 'Covered-enterprise survey' },
  titleField: 'companyName',
  route: '/myunion/companys/survey/form',
  starters: ['corp'],
  draftTtlDays: 90,
  // cov-joint-applicant: a joint union or a federation surveys the enterprises it covers.
  applicantKinds: jointApplicants,
  // cov-registered: filed about one entry of the union's register (the form route's `pid`).
  subject: surveyedEnterprise,
  // cov-survey-year: one live survey per entry and year; a second answers 409 `periodTaken`.
  period: { per: 'year', field: 'surveyYear', alsoBy: ['enterpriseId'] },
  // Approved, the register takes the surveyed figures and contact (cov-effects).
  effects: { onApproved: 'surveyEnterprise' },
  // The park's higher union checks each covered enterprise; the federation only sees the figures.
  flowModel: parentOnly,
  document: {
    ...coveredDocument(
      '覆盖企业情况调查表',
      'Covered-enterprise survey form',
      ['surveyYear', 'companyName', 'uscc', 'companyCategory', 'staffCount', 'memberCount', 'contactName'],
      ['staffCount', 'memberCount'],
    ),
    derived: [membershipRate],
  },
  questionnaire: { setKey: 'survey' },
  // The enterprise's contact answers through a link; the joint union takes the answer into the record.
  sendOut: { audiences: ['records'], contactField: 'contactMobile', linkDays: 14, calls: { invite: 'sendSms' } },
  // The covered-enterprise register the changes write (survey1-3), read by the register page beside the form:
  // its list, one entry and the sheet only (`remove` is the drafts').
  register: {
    key: 'enterprise',
    view: 'rows',
    totals: { sum: ['staffCount', 'memberCount'] },
    personal: ['contactMobile'],
    readCalls: { list: 'enterprises', one: 'enterprise' },
    unionCalls: false,
    // The register's sheet gives each entry's 入会率 after its staff and members, as the 台账 does.
    ratios: [membershipRate],
    // Its sheet as the design lays it out: the union in the title, the company columns, the signature rows.
    sheet: enterpriseRegisterSheet,
  },
  extraCalls: [
    {
      method: 'GET',
      path: 'surveylog',
      summary: { zh: '企业记录的变更与审核历史', en: 'Change and review history of one enterprise record' },
      permission: 'view',
      servedBy: 'questionnaire',
    },
    {
      method: 'GET',
      path: 'sendSms',
      summary: { zh: '短信提醒企业联系人填写调查', en: 'Text the enterprise contact a reminder to complete the survey' },
      permission: 'edit',
      servedBy: 'sendOut',
    },
    {
      method: 'GET',
      path: 'getphone',
      summary: { zh: '企业联系人手机号(脱敏)', en: 'The contact mobile on file, masked' },
      permission: 'view',
      servedBy: 'questionnaire',
    },
  ],
  example: {
    enterpriseId: '880001',
    surveyYear: 2026,
    companyName: '北京星火软件有限公司',
    uscc: '91110108MA04K2P3LR',
    companyCategory: dictKeys.cropCate.enterprise,
    companyRegion: '110108022',
    companyAddress: '北京市海淀区上地信息路8号院2号楼3层301',
    legalRepresentative: '王磊',
    staffCount: 60,
    memberCount: 42,
    ownUnionPlan: '会员已超过25人，联合工会已与企业商定于2027年上半年指导其召开会员大会，单独建立工会委员会。',
    contactName: '赵敏',
    contactMobile: '13900139000',
    files: [],
    questionSetVersion: 1,
    answers: demoSurveyAnswers,
  },
  sections: [
    { key: 'company', title: { zh: '企业信息', en: 'Enterprise' } },
    { key: 'contact', title: { zh: '联系人', en: 'Contact' } },
    { key: 'files', title: { zh: '附件', en: 'Attachments' } },
  ],
  fields: [
    enterpriseIdField('company'),
    // cov-survey-year: one survey per entry and year (the period).
    field('surveyYear', 'integer', '调查年度', 'Survey year', [required, min(2020), max(2100), { rule: 'notAfterThisYear' }], {
      section: 'company',
      listed: true,
      // A new survey is of this year, which the joint union may change (a late survey of last year).
      defaultValue: 'thisYear',
    }),
    // cov-survey-name: the name and code are the register's; a changed name goes through survey3.
    registeredName('companyName', '企业名称', 'Enterprise name', 'company'),
    registeredUscc('company'),
    field('companyCategory', 'dict', '单位类别', 'Category', [required], {
      section: 'company',
      dict: 'crop_cate',
      fromSubject: 'companyCategory',
    }),
    field('companyRegion', 'region', '所在区域', 'Region', [required], { section: 'company', fromSubject: 'companyRegion' }),
    field('companyAddress', 'text', '企业地址', 'Address', [required, maxLen(200)], { section: 'company', fromSubject: 'companyAddress' }),
    field('legalRepresentative', 'text', '法定代表人', 'Legal representative', [required, maxLen(30)], {
      section: 'company',
      fromSubject: 'legalRepresentative',
    }),
    field('staffCount', 'integer', '职工人数', 'Staff', [required, min(0), max(1000000)], { section: 'company', listed: true }),
    field('memberCount', 'integer', '会员人数', 'Members', [required, min(0), notAbove('staffCount')], {
      section: 'company',
      listed: true,
    }),
    ownUnionPlanField('company'),
    field('contactName', 'text', '联系人', 'Contact person', [required, maxLen(30)], { section: 'contact', fromSubject: 'contactName' }),
    field('contactMobile', 'mobile', '联系人手机', 'Contact mobile', [required], {
      section: 'contact',
      help: { zh: '问卷链接发送到此号码', en: 'The questionnaire link is texted to this number' },
    }),
    field('files', 'attachments', '营业执照', 'Business licence', [], {
      section: 'files',
      slots: [slot('licence', '营业执照', 'Business licence')],
    }),
  ],
};
