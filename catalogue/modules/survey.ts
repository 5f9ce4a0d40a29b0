import { demoSurveyAnswers } from '../questionnaire/demo-survey-set';
import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { coveredDocument } from './covered-parts';
import { dictKeys } from './group-b-dicts';

/**
 * 覆盖企业情况调查: a joint union records one covered enterprise (its company fields) and the
 * enterprise's answers to the published `survey` question set; the parent union reviews it.
 */
export const survey: ModuleEntry = {
  key: 'survey',
  group: 'C',
  title: { zh: '覆盖企业情况调查', en: 'Covered-enterprise survey' },
  titleField: 'companyName',
  route: '/myunion/companys/survey/form',
  starters: ['corp'],
  draftTtlDays: 90,
  // The park's higher union checks each covered enterprise; the federation only sees the figures.
  flowModel: parentOnly,
  document: coveredDocument(
    '覆盖企业情况调查表',
    'Covered-enterprise survey form',
    ['companyName', 'uscc', 'companyCategory', 'staffCount', 'memberCount', 'contactName'],
    ['staffCount', 'memberCount'],
  ),
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
    companyName: '北京星火软件有限公司',
    uscc: '91350100M000100Y43',
    companyCategory: dictKeys.cropCate.enterprise,
    companyRegion: '110108011',
    companyAddress: '北京市海淀区上地信息路8号',
    legalRepresentative: '王磊',
    staffCount: 60,
    memberCount: 42,
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
    {
      name: 'companyName',
      kind: 'text',
      section: 'company',
      listed: true,
      label: { zh: '企业名称', en: 'Enterprise name' },
      rules: [{ rule: 'required' }, { rule: 'minLength', value: 2 }, { rule: 'maxLength', value: 100 }],
    },
    {
      name: 'uscc',
      kind: 'uscc',
      section: 'company',
      listed: true,
      label: { zh: '统一社会信用代码', en: 'Unified social credit code' },
      rules: [{ rule: 'required' }],
    },
    {
      name: 'companyCategory',
      kind: 'dict',
      dict: 'crop_cate',
      section: 'company',
      label: { zh: '单位类别', en: 'Category' },
      rules: [{ rule: 'required' }],
    },
    {
      name: 'companyRegion',
      kind: 'region',
      section: 'company',
      label: { zh: '所在区域', en: 'Region' },
      rules: [{ rule: 'required' }],
    },
    {
      name: 'companyAddress',
      kind: 'text',
      section: 'company',
      label: { zh: '企业地址', en: 'Address' },
      rules: [{ rule: 'required' }, { rule: 'maxLength', value: 200 }],
    },
    {
      name: 'legalRepresentative',
      kind: 'text',
      section: 'company',
      label: { zh: '法定代表人', en: 'Legal representative' },
      rules: [{ rule: 'required' }, { rule: 'maxLength', value: 30 }],
    },
    {
      name: 'staffCount',
      kind: 'integer',
      section: 'company',
      listed: true,
      label: { zh: '职工人数', en: 'Staff' },
      rules: [{ rule: 'required' }, { rule: 'min', value: 0 }, { rule: 'max', value: 1000000 }],
    },
    {
      name: 'memberCount',
      kind: 'integer',
      section: 'company',
      label: { zh: '会员人数', en: 'Members' },
      rules: [{ rule: 'required' }, { rule: 'min', value: 0 }, { rule: 'notAbove', field: 'staffCount' }],
    },
    {
      name: 'contactName',
      kind: 'text',
      section: 'contact',
      label: { zh: '联系人', en: 'Contact person' },
      rules: [{ rule: 'required' }, { rule: 'maxLength', value: 30 }],
    },
    {
      name: 'contactMobile',
      kind: 'mobile',
      section: 'contact',
      label: { zh: '联系人手机', en: 'Contact mobile' },
      help: { zh: '催办短信发送到此号码', en: 'Reminders are texted to this number' },
      rules: [{ rule: 'required' }],
    },
    {
      name: 'files',
      kind: 'attachments',
      section: 'files',
      label: { zh: '营业执照', en: 'Business licence' },
      slots: [{ key: 'licence', label: { zh: '营业执照', en: 'Business licence' }, types: ['pdf', 'image'] }],
      rules: [],
    },
  ],
};
