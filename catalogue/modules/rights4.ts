import { legalAid } from '../flow/legal-aid';
import type { FollowUpsDef } from '../follow-ups/types';
import type { ModuleEntry } from '../types';
import { section } from './group-b-parts';
import { rights4Fields } from './rights4-fields';

const t = (zh: string, en: string) => ({ zh, en });

/**
 * The case's steps after the centre decides (`legal_followup`): the lawyer assigned within 3 days of
 * the decision, or advice only (LA-assign); mediation, arbitration, hearings, the award, enforcement;
 * the case ends with `close` (outcome, sum recovered) or `terminate` (LA-close).
 */
const legalFollowUps: FollowUpsDef = {
  dict: 'legal_followup',
  kinds: {
    assign: { label: t('指派承办人', 'Lawyer assigned'), writers: ['reviewer'], needs: ['note'], dueAfter: { days: 3, from: 'approved' } },
    advice: { label: t('咨询答复', 'Advice given'), writers: ['reviewer'], needs: ['note'] },
    mediation: { label: t('调解', 'Mediation'), writers: ['reviewer'], needs: ['note'] },
    arbitration: { label: t('仲裁立案', 'Arbitration filed'), writers: ['reviewer'], needs: ['note'] },
    hearing: { label: t('开庭', 'Hearing'), writers: ['reviewer'], needs: ['note'] },
    award: {
      label: t('裁决或判决', 'Award or judgment'),
      writers: ['reviewer'],
      needs: ['outcome', 'amount'],
      outcomeDict: 'legal_outcome',
    },
    enforcement: { label: t('执行', 'Enforcement'), writers: ['reviewer'], needs: ['note'] },
    close: { label: t('结案', 'Closed'), writers: ['reviewer'], needs: ['outcome', 'amount'], outcomeDict: 'legal_outcome' },
    terminate: { label: t('终止援助', 'Aid ended'), writers: ['reviewer'], needs: ['note'] },
    note: { label: t('情况反馈', 'Update'), writers: ['applicant', 'reviewer'], needs: ['note'] },
    correction: { label: t('更正', 'Correction'), writers: ['reviewer'], needs: ['note'] },
  },
  closing: ['close', 'terminate'],
  correction: 'correction',
  rules: [{ rule: 'firstIs', kinds: ['assign', 'advice'] }],
};

/**
 * 法律咨询与法律援助申请 (docs/forms/group-c-rights.md "rights4"): the enterprise union files a member's
 * labour dispute; the launion checks membership and the facts, the federation's 职工法律援助中心 decides
 * in 7 days (24 hours each stage when urgent) and gives aid or declines with its reasons. The steps
 * after it are follow-up rows. The member's ID number and mobile are masked, the facts and the
 * hardship statement private.
 */
export const rights4: ModuleEntry = {
  key: 'rights4',
  group: 'C',
  title: t('法律咨询与法律援助申请', 'Legal advice and legal aid request'),
  titleField: 'memberName',
  route: '/protection/item4/form',
  starters: ['corp'],
  draftTtlDays: 30,
  flowModel: legalAid,
  // LA-refer: the federation may decline and refer the case to the government's legal-aid body.
  declineReasons: ['referred'],
  followUps: legalFollowUps,
  // The worker's help history (member_assistance, kind legal) records the aid granted.
  effects: { onApproved: 'recordLegalAid' },
  sections: [
    section('member', '申请人', 'Applicant'),
    section('party', '被申请人', 'Other party'),
    section('case', '案件情况', 'The case'),
    section('request', '申请事项', 'Help asked'),
    section('means', '经济困难状况', 'Economic hardship'),
    section('opinion', '基层工会意见', "Union's opinion"),
    section('files', '附件', 'Attachments'),
  ],
  fields: rights4Fields,
  document: {
    title: t('职工法律援助申请审批表', 'Staff legal aid application and decision'),
    ledger: [
      'memberName',
      'memberIdCard',
      'migrantWorker',
      'employerName',
      'caseKind',
      'disputeStage',
      'amountInvolved',
      'aidWanted',
      'urgent',
    ],
    totals: ['amountInvolved', { field: 'migrantWorker', values: ['1'], label: t('进城务工人员', 'Migrant workers') }],
  },
  example: {
    memberName: '张振华',
    memberIdCard: '130627199407051516',
    memberSex: '1',
    memberMobile: '15811116666',
    isMember: '1',
    migrantWorker: '1',
    employerName: '北京智联科技有限公司',
    employerUscc: '91110108MA01B2C3D0',
    employerAddress: '北京市海淀区中关村大街1号',
    caseKind: '1',
    disputeStage: '2',
    facts:
      '申请人自2024年3月起在被申请人处从事设备安装工作，双方签订书面劳动合同，约定月工资8000元。被申请人自2026年6月起以资金周转困难为由拖欠工资，至今累计拖欠四个月工资共32000元，经公司工会协调未果。',
    claim: '请求被申请人支付拖欠的2026年6月至9月工资共计32000元。',
    amountInvolved: 3200000,
    deadline: '2027-06-30',
    urgent: '0',
    aidWanted: ['3', '4'],
    exemption: '1',
    unionOpinion: '申请人系本会会员，情况属实，企业工会调解未果，同意申请法律援助。',
    files: { application: ['900431'], idcopy: ['900432'], evidence: ['900433'], consent: ['900434'] },
  },
};
