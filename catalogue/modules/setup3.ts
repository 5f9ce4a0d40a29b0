import { parentThenFederation } from '../flow/parent-then-federation';
import type { ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import { field, maxLen, min, minItems, notInFuture, personName, required, section, slot, unionCode } from './group-b-parts';

/**
 * 工会法人资格登记: the new union registers as a 社会团体法人 with the registering federation; once
 * approved it returns the issued certificate and its 81… code in a document phase.
 */
export const setup3: ModuleEntry = {
  key: 'setup3',
  group: 'B',
  title: { zh: '工会法人资格登记', en: 'Legal-person registration' },
  titleField: 'unionName',
  route: '/setup/setup3/form',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentThenFederation,
  // All fifteen standard calls: the default (`calls` absent).
  effects: { onApproved: 'updateCertificate' },
  sections: [
    section('union', '工会基本情况', 'Union'),
    section('legalRep', '法定代表人', 'Legal representative'),
    section('funds', '经费', 'Funds'),
    section('files', '附件', 'Attachments'),
    section('certificate', '证书领取', 'Issued certificate'),
  ],
  steps: [
    {
      key: 'application',
      title: { zh: '登记申请', en: 'Application' },
      fields: [
        'unionName',
        'approvalNo',
        'memberCount',
        'address',
        'region',
        'legalRepName',
        'legalRepIdCard',
        'legalRepMobile',
        'funds',
        'fundsSource',
        'files',
      ],
      calls: { save: 'save', submit: 'submit', resubmit: 'resubmit' },
    },
    {
      key: 'file',
      title: { zh: '证书领取', en: 'Certificate' },
      fields: ['certUscc', 'certNo', 'certDate', 'certificate'],
      calls: { save: 'savefile', submit: 'submitfile', resubmit: 'resubmitfile' },
    },
  ],
  fields: [
    field('unionName', 'text', '工会名称', 'Union name', [required, maxLen(100)], {
      section: 'union',
      listed: true,
      prefill: 'unionName',
      readOnly: true,
    }),
    field('approvalNo', 'text', '成立批复文号', 'Number of the set-up approval', [required, maxLen(50)], { section: 'union' }),
    field('memberCount', 'integer', '会员人数', 'Members', [required, min(1)], { section: 'union', prefill: 'memberCount' }),
    field('address', 'text', '住所', 'Seat', [required, maxLen(200)], { section: 'union' }),
    field('region', 'region', '所在区域', 'Region', [required], { section: 'union' }),
    field('legalRepName', 'text', '法定代表人(工会主席)', 'Legal representative (the chair)', personName, {
      section: 'legalRep',
      listed: true,
      prefill: 'chairName',
      // The union's representative is its chair as elected, never a name typed here.
      readOnly: true,
    }),
    field('legalRepIdCard', 'idCard', '法定代表人身份证号', "Representative's ID number", [required], { section: 'legalRep' }),
    field('legalRepMobile', 'mobile', '法定代表人手机', "Representative's mobile", [required], { section: 'legalRep' }),
    field('funds', 'money', '开办资金(元)', 'Funds at registration (yuan)', [required, min(0)], { section: 'funds' }),
    field('fundsSource', 'dictMulti', '经费来源', 'Sources of funds', [required, minItems(1)], { section: 'funds', dict: 'funds_source' }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        slot('form', '法人资格登记申请表', 'Registration form'),
        slot('approval', '成立批复', 'Approval of the set-up'),
        slot('idCard', '法定代表人身份证', "Representative's ID card", ['image', 'pdf']),
        slot('seat', '住所证明', 'Proof of the seat'),
      ],
      help: { zh: '四项均为必备材料', en: 'All four are required' },
    }),
    field('certUscc', 'uscc', '统一社会信用代码', 'Credit code', [required, unionCode], {
      section: 'certificate',
      listed: true,
      help: { zh: '证书上的代码，以81开头', en: 'The code on the certificate; starts with 81' },
    }),
    field('certNo', 'text', '法人资格证书编号', 'Certificate number', [required, maxLen(50)], { section: 'certificate' }),
    field('certDate', 'date', '发证日期', 'Issued on', [required, notInFuture], { section: 'certificate' }),
    field('certificate', 'attachments', '证书扫描件', 'Certificate scan', [], {
      section: 'certificate',
      slots: [slot('scan', '法人资格证书扫描件', 'Certificate scan', ['image', 'pdf'])],
      help: { zh: '证书扫描件为必备材料', en: 'The scan is required' },
    }),
  ],
  example: {
    unionName: '北京智联科技有限公司工会委员会',
    approvalNo: '中街工字〔2026〕25号',
    memberCount: 96,
    address: '北京市海淀区中关村大街1号',
    region: '110108011',
    legalRepName: '王芳',
    legalRepIdCard: '110108199007184029',
    legalRepMobile: '13911112222',
    funds: 5000000,
    fundsSource: [K.fundsSource.dues, K.fundsSource.allocation],
    files: {},
    certUscc: '81110108MC0012345A',
    certNo: '工法证字第110108000123号',
    certDate: '2026-10-28',
    certificate: {},
  },
};
