import { parentThenFederation } from '../flow/parent-then-federation';
import type { ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import {
  contactFields,
  field,
  maxLen,
  min,
  minItems,
  notInFuture,
  required,
  requiredWhen,
  section,
  slot,
  unionCode,
} from './group-b-parts';

const { legalRep, address, funds } = K.certChangeItem;

/**
 * 工会法人资格证书变更登记: name, legal representative (the chair), seat or funds changed, so the
 * registering federation re-issues the certificate under the same 81… code.
 */
export const organ4: ModuleEntry = {
  key: 'organ4',
  group: 'B',
  title: { zh: '工会法人资格证书变更登记', en: 'Legal-person certificate change' },
  titleField: 'unionName',
  route: '/myunion/infos/certificate/form',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentThenFederation,
  calls: ['page', 'getid', 'rebackFlow', 'removeFlow'],
  aliases: { save: ['saveModel'], submit: ['submitModel'] },
  extraCalls: [
    {
      method: 'GET',
      path: '/api/blade-crop/crop/organ4/isCode',
      summary: { zh: '本会是否已有法人统一社会信用代码', en: 'Whether the union already has its legal-person code' },
      permission: 'view',
    },
  ],
  effects: { onApproved: 'updateCertificate' },
  sections: [
    section('cert', '证书信息', 'Certificate'),
    section('changes', '变更事项', 'Changes'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    field('unionName', 'text', '工会名称', 'Union', [required, maxLen(100)], {
      section: 'cert',
      listed: true,
      prefill: 'unionName',
      readOnly: true,
    }),
    field('uscc', 'uscc', '统一社会信用代码', 'Credit code', [required, unionCode], {
      section: 'cert',
      listed: true,
      prefill: 'uscc',
      readOnly: true,
      help: { zh: '工会法人代码以81开头', en: "A union's code starts with 81" },
    }),
    field('certNo', 'text', '法人资格证书编号', 'Certificate number', [required, maxLen(50)], { section: 'cert', prefill: 'certNo' }),
    field('changeItems', 'dictMulti', '变更事项', 'What changes', [required, minItems(1)], {
      section: 'changes',
      listed: true,
      dict: 'cert_change_item',
    }),
    field(
      'changes',
      'rows',
      '变更前后对照',
      'Before and after',
      [required, minItems(1), { rule: 'rowsPerChoice', column: 'item', field: 'changeItems' }],
      {
        section: 'changes',
        columns: [
          field('item', 'dict', '变更事项', 'Item', [required], { dict: 'cert_change_item' }),
          field('oldValue', 'text', '变更前', 'Before', [required, maxLen(200)]),
          field('newValue', 'text', '变更后', 'After', [required, maxLen(200)]),
        ],
        help: { zh: '每个变更事项填写一行', en: 'One row per chosen item' },
      },
    ),
    field('legalRepName', 'text', '新法定代表人', 'New legal representative', [requiredWhen('changeItems', legalRep), maxLen(30)], {
      section: 'changes',
      prefill: 'chairName',
      help: {
        zh: '法定代表人为现任工会主席(主席经换届选举或补选产生)',
        en: 'The legal representative is the present chair (elected at a re-election or by-election)',
      },
    }),
    field('legalRepIdCard', 'idCard', '新法定代表人身份证号', "New representative's ID number", [requiredWhen('changeItems', legalRep)], {
      section: 'changes',
    }),
    field('address', 'text', '新住所', 'New seat', [requiredWhen('changeItems', address), maxLen(200)], { section: 'changes' }),
    field('funds', 'money', '变更后经费(元)', 'Funds after the change (yuan)', [requiredWhen('changeItems', funds), min(0)], {
      section: 'changes',
    }),
    field('changeDate', 'date', '变更日期', 'Changed on', [required, notInFuture], { section: 'changes', listed: true }),
    ...contactFields('changes'),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        slot('form', '变更登记申请表', 'Change registration form'),
        slot('certificate', '法人资格证书正副本', 'Certificate, original and copy'),
        slot('reply', '上级工会批复或会议决议', "Higher union's reply or resolution"),
        slot('idProof', '法定代表人身份证明', "Representative's ID"),
      ],
      help: { zh: '变更登记申请表和证书正副本为必备材料', en: 'The form and the certificate are required' },
    }),
  ],
  example: {
    unionName: '北京智联科技有限公司工会委员会',
    uscc: '81110108MC0012345A',
    certNo: '工法证字第110108000123号',
    changeItems: [legalRep],
    changes: [{ item: legalRep, oldValue: '李明', newValue: '王芳' }],
    legalRepName: '王芳',
    legalRepIdCard: '110108199007184029',
    address: '',
    funds: null,
    changeDate: '2026-10-20',
    contactName: '王芳',
    contactMobile: '13911112222',
    files: {},
  },
};
