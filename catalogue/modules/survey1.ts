import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { contactSection, coveredBase, coveredDocument, filesField, filesSection, laterDateWaits, ownUnionPlanField } from './covered-parts';
import { groupCDictKeys as C } from './group-c-dicts';
import { dictKeys as K } from './group-b-dicts';
import {
  field,
  max,
  maxLen,
  min,
  minLen,
  notAbove,
  personName,
  required,
  requiredSlot,
  requiredWhen,
  section,
  slot,
} from './group-b-parts';

/**
 * 新增覆盖企业申请 (docs/forms/group-c-survey.md "survey1"): a joint union adds an enterprise it has
 * agreed to cover; its higher union checks that no other union covers it and that it has no union of
 * its own (the `coveredCode` guards at submit, resend and approval), and approved, the enterprise
 * enters the register from its effective date (`coverEnterprise`).
 */
export const survey1: ModuleEntry = {
  ...coveredBase,
  key: 'survey1',
  title: { zh: '新增覆盖企业申请', en: 'Adding a covered enterprise' },
  titleField: 'companyName',
  route: '/myunion/survey1/form',
  flowModel: parentOnly,
  effects: { onApproved: 'coverEnterprise', effectiveFrom: 'effectiveDate' },
  document: {
    // The enterprise's own consent, printed empty, signed and sealed by hand (group-c-survey.md "survey1" Printout).
    extraBlocks: [{ heading: { zh: '企业意见', en: "The enterprise's opinion" } }],
    ...coveredDocument(
      '新增覆盖企业申请表',
      'Application to add a covered enterprise',
      [
        'companyName',
        'uscc',
        'companyCategory',
        'companyRegion',
        'staffCount',
        'memberCount',
        'joinReason',
        'effectiveDate',
        'contactName',
      ],
      ['staffCount', 'memberCount'],
    ),
  },
  sections: [section('enterprise', '企业信息', 'Enterprise'), section('coverage', '纳入覆盖', 'Coverage'), contactSection, filesSection],
  fields: [
    field('companyName', 'text', '企业名称', 'Enterprise name', [required, minLen(2), maxLen(100)], {
      section: 'enterprise',
      listed: true,
    }),
    field('uscc', 'uscc', '统一社会信用代码', 'Unified social credit code', [required], {
      section: 'enterprise',
      listed: true,
      help: { zh: '未被其他工会覆盖、未单独建立工会的企业', en: 'Not covered by another union, and without a union of its own' },
    }),
    field('companyCategory', 'dict', '单位类别', 'Category', [required], { section: 'enterprise', dict: 'crop_cate' }),
    field('companyRegion', 'region', '所在区域', 'Region', [required], { section: 'enterprise' }),
    field('companyAddress', 'text', '企业地址', 'Address', [required, maxLen(200)], { section: 'enterprise' }),
    field('legalRepresentative', 'text', '法定代表人', 'Legal representative', personName, { section: 'enterprise' }),
    field('staffCount', 'integer', '职工人数', 'Staff', [required, min(1), max(1000000)], { section: 'enterprise', listed: true }),
    field('memberCount', 'integer', '会员人数', 'Members', [required, min(0), notAbove('staffCount')], {
      section: 'enterprise',
      listed: true,
    }),
    field('joinReason', 'dict', '纳入原因', 'Reason', [required], { section: 'coverage', dict: 'cover_reason', listed: true }),
    field('reasonText', 'textarea', '原因说明', 'Details', [requiredWhen('joinReason', C.coverReason.other), maxLen(300)], {
      section: 'coverage',
    }),
    field('effectiveDate', 'date', '纳入覆盖日期', 'Covered from', [required], {
      section: 'coverage',
      listed: true,
      help: laterDateWaits,
    }),
    ownUnionPlanField('coverage'),
    field('contactName', 'text', '企业联系人', 'Contact person', personName, { section: 'contact' }),
    field('contactPost', 'text', '联系人职务', "Contact's post", [maxLen(30)], { section: 'contact' }),
    field('contactMobile', 'mobile', '联系人手机', 'Contact mobile', [required], { section: 'contact' }),
    filesField([
      requiredSlot(slot('licence', '营业执照', 'Business licence')),
      requiredSlot(slot('consent', '企业同意纳入联合工会覆盖的函（盖章）', "The enterprise's sealed letter of consent")),
      slot('roster', '会员名册', 'Member roll', ['office', 'pdf']),
    ]),
  ],
  example: {
    companyName: '北京云杉智能装备有限公司',
    uscc: '91110108MA09D4G2C5',
    companyCategory: K.cropCate.enterprise,
    companyRegion: '110108022',
    companyAddress: '北京市海淀区上地信息路12号院1号楼5层502',
    legalRepresentative: '陈志远',
    staffCount: 41,
    memberCount: 27,
    joinReason: C.coverReason.newEnterprise,
    effectiveDate: '2026-11-02',
    ownUnionPlan: '企业2026年9月入驻园区，会员已达27人，先纳入联合工会覆盖，计划于2027年上半年指导其召开会员大会，单独建立工会委员会。',
    contactName: '孙悦',
    contactPost: '人力资源主管',
    contactMobile: '13701234567',
    files: { licence: ['900201'], consent: ['900202'] },
  },
};
