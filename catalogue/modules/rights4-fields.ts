import type { FieldDef, FieldRule } from '../types';
import { groupCDictKeys as C } from './group-c-dicts';
import { dictKeys as K } from './group-b-dicts';
import { field, maxLen, min, minItems, minLen, personName, required, requiredWhen } from './group-b-parts';

const yes = { zh: '是', en: 'Yes' };
const caseKinds = { pay: C.legalCaseKind.pay, workInjury: C.legalCaseKind.workInjury };

/** RP-member: legal aid is for the union's members (《工会法律援助办法》 第二条). */
const memberOnly: FieldRule = {
  rule: 'pattern',
  value: '^1$',
  means: { zh: '“是”(法律援助面向本会会员)', en: '"Yes" (legal aid is for members)' },
};

/**
 * LA-means: exemption 1 (a 进城务工人员 claiming pay or work-injury damages, 《法律援助法》 第四十二条(三)) only
 * for a migrant worker's pay or work-injury case.
 */
const migrantExemption: FieldRule = {
  rule: 'allowedOnlyWhen',
  values: [C.legalAidExemption.migrantWorker],
  all: [
    { field: 'migrantWorker', equals: [K.yesNo.yes] },
    { field: 'caseKind', equals: [caseKinds.pay, caseKinds.workInjury] },
  ],
  means: { zh: '进城务工人员请求支付劳动报酬或工伤赔偿', en: 'a migrant worker claiming pay or injury damages' },
  onlyFor: { zh: '进城务工人员的劳动报酬或工伤待遇案件', en: "a migrant worker's pay or work-injury case" },
};

/** LA-urgent: a limitation or deadline ending within 7 days makes the case urgent (《法律援助法》 第四十四条). */
const urgentWhenNear: FieldRule = { rule: 'valueWhenDateWithin', field: 'deadline', days: 7, values: [K.yesNo.yes], valueLabel: yes };

const noStatement = C.legalAidExemption.none;

/** The form of rights4 (docs/forms/group-c-rights.md "rights4", Form). */
export const rights4Fields: FieldDef[] = [
  field('memberName', 'text', '申请人姓名', 'Applicant', personName, { section: 'member', listed: true }),
  field('memberIdCard', 'idCard', '身份证号', 'ID number', [required], { section: 'member', listed: true }),
  field('memberSex', 'dict', '性别', 'Sex', [required, { rule: 'agreesWithIdCard', field: 'memberIdCard', part: 'sex' }], {
    section: 'member',
    dict: 'sex',
  }),
  field('memberMobile', 'mobile', '手机号码', 'Mobile', [required], { section: 'member', listed: true }),
  field('isMember', 'dict', '是否工会会员', 'Union member', [required, memberOnly], { section: 'member', dict: 'yes_no' }),
  field('migrantWorker', 'dict', '是否进城务工人员', 'Migrant worker', [required], { section: 'member', dict: 'yes_no' }),
  field('employerName', 'text', '用人单位(被申请人)', 'Employer (other party)', [required, minLen(4), maxLen(100)], {
    section: 'party',
    listed: true,
    prefill: 'unitName',
    help: {
      zh: '默认为本单位，可改为劳务派遣单位或原用人单位',
      en: 'Your unit by default; a dispatch agency or a former employer may be named',
    },
  }),
  field('employerUscc', 'uscc', '用人单位统一社会信用代码', "Employer's credit code", [required], {
    section: 'party',
    prefill: 'unitUscc',
  }),
  field('employerAddress', 'text', '用人单位地址', "Employer's address", [maxLen(100)], { section: 'party' }),
  field('caseKind', 'dict', '案件类型', 'Kind of case', [required], { section: 'case', dict: 'legal_case_kind', listed: true }),
  field('disputeStage', 'dict', '争议所处阶段', 'Stage of the dispute', [required], {
    section: 'case',
    dict: 'dispute_stage',
    listed: true,
  }),
  field('facts', 'textarea', '案情简述', 'Facts', [required, minLen(50), maxLen(1500)], { section: 'case', personal: 'private' }),
  field('claim', 'textarea', '请求事项', 'What is claimed', [required, minLen(10), maxLen(500)], { section: 'case' }),
  field('amountInvolved', 'money', '涉案金额(元)', 'Sum in dispute (yuan)', [min(0), requiredWhen('caseKind', '1', '3', '4', '5')], {
    section: 'case',
    listed: true,
  }),
  field('deadline', 'date', '时效或期限届满日', 'Limitation ends on', [], {
    section: 'case',
    help: {
      zh: '劳动争议申请仲裁的时效期间为一年(《劳动争议调解仲裁法》第二十七条)',
      en: 'Arbitration must be applied for within one year',
    },
  }),
  field('urgent', 'dict', '是否紧急', 'Urgent', [required, urgentWhenNear], {
    section: 'case',
    dict: 'yes_no',
    listed: true,
    help: {
      zh: '时效或期限7日内届满的为紧急，各环节24小时内办理',
      en: 'Urgent when the limitation ends within 7 days: each stage within 24 hours',
    },
  }),
  field('aidWanted', 'dictMulti', '申请援助事项', 'Help asked', [required, minItems(1)], {
    section: 'request',
    dict: 'legal_aid_form',
    listed: true,
  }),
  field('exemption', 'dict', '免予核查经济困难情形', 'Exempt from the means test', [required, migrantExemption], {
    section: 'means',
    dict: 'legal_aid_exemption',
  }),
  field(
    'econStatement',
    'textarea',
    '经济困难状况说明',
    'Economic hardship',
    [requiredWhen('exemption', noStatement), minLen(20), maxLen(500)],
    { section: 'means', personal: 'private' },
  ),
  field('unionOpinion', 'textarea', '基层工会意见', "Union's opinion", [required, minLen(4), maxLen(300)], { section: 'opinion' }),
  field('files', 'attachments', '附件', 'Attachments', [], {
    section: 'files',
    slots: [
      { key: 'application', label: { zh: '法律援助申请表（本人签字）', en: 'Application, signed' }, required: true },
      { key: 'idcopy', label: { zh: '身份证复印件', en: 'ID copy' }, required: true, personal: true },
      {
        key: 'evidence',
        label: {
          zh: '证据材料（劳动合同、工资记录、解除通知、工伤认定等）',
          en: 'Evidence (contract, pay records, dismissal notice, injury finding)',
        },
        required: true,
        personal: true,
      },
      {
        key: 'econ',
        label: { zh: '经济困难状况承诺书', en: 'Statement of economic hardship' },
        personal: true,
        requiredWhen: { field: 'exemption', equals: [noStatement], means: { zh: '无免予核查情形', en: 'no exemption applies' } },
      },
      { key: 'consent', label: { zh: '个人信息授权同意书', en: 'Consent to the personal data' }, required: true, personal: true },
    ],
  }),
];
