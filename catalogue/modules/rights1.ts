import { parentThenFederation } from '../flow/parent-then-federation';
import type { FieldDef, ModuleEntry } from '../types';
import {
  field,
  max,
  maxItems,
  maxLen,
  min,
  minItems,
  minLen,
  notAbove,
  notInFuture,
  personName,
  required,
  requiredSlot,
  section,
  slot,
} from './group-b-parts';
import { employerFields, personalSlot, sexOf } from './rights-parts';

/** One enrolled member: 姓名, 身份证号 (masked), 性别 agreeing with it, 会员证号; 16 or older on 31 December of the year (MA-age). */
const memberColumns = (): FieldDef[] => [
  field('name', 'text', '姓名', 'Name', personName),
  field('idCard', 'idCard', '身份证号', 'ID number', [required, { rule: 'minAgeAt', value: 16, at: { yearEndOf: 'coverageYear' } }]),
  field('sex', 'dict', '性别', 'Sex', [required, sexOf('idCard')], { dict: 'sex' }),
  field('memberCardNo', 'text', '会员证号', 'Member card number', [maxLen(30)]),
];

/**
 * 职工互助保障申报 (rights1): the enterprise union enrols its members in a mutual-aid plan for a year
 * (or adds members, 增员), pays the plan's fee per head and files the list; the launion checks it, the
 * federation's 互助保障 office confirms (docs/forms/group-c-rights.md "rights1"). Approved, each member
 * is covered (`coverMembers`; MA-covered reads the cover); claims are follow-up rows.
 */
export const rights1: ModuleEntry = {
  key: 'rights1',
  group: 'C',
  title: { zh: '职工互助保障申报', en: 'Staff mutual-aid cover enrolment' },
  titleField: 'planType',
  route: '/protection/index',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentThenFederation,
  // MA-period: one annual enrolment per union, plan and year; 增员 any number.
  period: {
    per: 'year',
    field: 'coverageYear',
    alsoBy: ['planType'],
    onlyWhen: { kind: 'field', field: 'enrolKind', op: 'eq', value: '1' },
  },
  sections: [
    section('plan', '保障项目', 'Plan'),
    section('unit', '参保单位', 'Unit'),
    section('members', '参保职工', 'Members'),
    section('pay', '缴费', 'Payment'),
    section('contact', '经办人', 'Contact'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    field('planType', 'dict', '保障项目', 'Plan', [required], { section: 'plan', dict: 'mutual_aid_plan', listed: true }),
    field('enrolKind', 'dict', '申报类型', 'Filing', [required], { section: 'plan', dict: 'mutual_aid_enrol_kind', listed: true }),
    field('coverageYear', 'integer', '保障年度', 'Year', [required, min(2000), max(2100)], { section: 'plan', listed: true }),
    field('coveragePeriod', 'dateRange', '保障期间', 'Period', [required, { rule: 'inYearOf', field: 'coverageYear' }], {
      section: 'plan',
    }),
    ...employerFields('unit', '参保单位', 'Unit').map((f) => (f.name === 'unitName' ? { ...f, listed: true } : f)),
    field('staffCount', 'integer', '在职职工人数', 'Staff', [required, min(1)], { section: 'unit', prefill: 'staffCount' }),
    field(
      'members',
      'rows',
      '参保职工名单',
      'Members enrolled',
      [
        required,
        minItems(1),
        maxItems(2000),
        { rule: 'uniqueColumn', columns: ['idCard'] },
        // MA-women: the women's special-disease plan enrols women only.
        {
          rule: 'everyRow',
          column: 'sex',
          values: ['2'],
          valueLabel: { zh: '女', en: 'female' },
          when: { field: 'planType', equals: ['3'], means: { zh: '女职工特殊疾病互助保障', en: "the women's plan" } },
        },
      ],
      { section: 'members', columns: memberColumns(), rowsImport: true },
    ),
    field(
      'headCount',
      'integer',
      '参保人数',
      'Head count',
      [required, min(1), notAbove('staffCount'), { rule: 'rowsNotAbove', field: 'members', exactly: true }],
      { section: 'members', listed: true },
    ),
    // MA-fee: the plan's fee for the year, as the federation set it.
    field(
      'amountPerHead',
      'money',
      '每人缴费标准(元)',
      'Fee per head (yuan)',
      [required, min(100), { rule: 'yearSetting', setting: 'mutual_aid_fee', op: 'equals', item: 'planType', year: 'coverageYear' }],
      { section: 'pay' },
    ),
    field('totalAmount', 'money', '缴费合计(元)', 'Total paid (yuan)', [], {
      section: 'pay',
      readOnly: true,
      listed: true,
      computed: { product: ['headCount', 'amountPerHead'] },
    }),
    field('fundsSource', 'dict', '资金来源', 'Paid from', [required], { section: 'pay', dict: 'funds_source' }),
    field('paidDate', 'date', '缴费日期', 'Paid on', [required, notInFuture], { section: 'pay' }),
    field('contactName', 'text', '经办人', 'Contact', [required, minLen(2), maxLen(30)], { section: 'contact' }),
    field('contactMobile', 'mobile', '经办人手机', 'Contact mobile', [required], { section: 'contact' }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('roster', '参保名单（盖章）', 'Roster, sealed', ['pdf', 'image', 'office'])),
        requiredSlot(slot('payment', '缴费凭证', 'Payment proof')),
        requiredSlot(personalSlot('consent', '职工知情同意书（签字）', "Members' signed consent")),
      ],
    }),
  ],
  effects: { onApproved: 'coverMembers' },
  followUps: {
    dict: 'mutual_aid_followup',
    kinds: {
      // A claim is a member's: the member row (by its ID number), as a withdrawal names it.
      claim: { label: { zh: '理赔申请', en: 'Claim' }, writers: ['applicant'], needs: ['member', 'note'] },
      claimPaid: { label: { zh: '理赔支付', en: 'Claim paid' }, writers: ['reviewer'], needs: ['amount'] },
      // 减员/退出: the member row (by its ID number) and the day the cover ends from.
      withdrawn: { label: { zh: '减员', en: 'Member withdrawn' }, writers: ['applicant'], needs: ['member'], effect: 'endCover' },
      // A correction voiding a withdrawal opens the member's cover again (the end that row wrote only), unless
      // another withdrawal of the member still stands: the cover then ends from its day.
      correction: { label: { zh: '更正', en: 'Correction' }, writers: ['reviewer', 'applicant'], needs: ['note'], effect: 'undoEnd' },
    },
    // No closing kind: the record closes when the cover period ends.
    closing: [],
    correction: 'correction',
    members: { field: 'members', column: 'idCard' },
  },
  example: {
    planType: '1',
    enrolKind: '1',
    coverageYear: 2026,
    coveragePeriod: { start: '2026-01-01', end: '2026-12-31' },
    unitName: '北京智联科技有限公司',
    unitUscc: '91110108MA01B2C3D0',
    staffCount: 120,
    members: [
      { name: '刘建国', idCard: '110108198503122316', sex: '1', memberCardNo: 'GH2015001' },
      { name: '陈晓燕', idCard: '110108199007080422', sex: '2', memberCardNo: 'GH2016023' },
      { name: '周涛', idCard: '110108198802211511', sex: '1', memberCardNo: 'GH2018007' },
    ],
    headCount: 3,
    amountPerHead: 3000,
    totalAmount: 9000,
    fundsSource: '2',
    paidDate: '2025-12-20',
    contactName: '王芳',
    contactMobile: '13911113333',
    files: { roster: ['900401'], payment: ['900402'], consent: ['900403'] },
  },
};
