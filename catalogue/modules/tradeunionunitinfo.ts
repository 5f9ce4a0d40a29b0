import { receivingUnionThenFederation } from '../flow/receiving-union-then-federation';
import type { ModuleEntry } from '../types';
import { field, maxLen, min, minLen, notAbove, notInFuture, required, section, slot, ownUnionCodeField } from './group-b-parts';

/**
 * 工会组织关系转入: a union released by its former higher union joins a higher union of this portal,
 * which checks the release and the certificate. Released means an approved transfer out of the union
 * (the portal's own 转接函), or, for a former higher union outside the portal, its release letter
 * uploaded here. A transfer carries no officers: the chair changes only by election.
 */
export const tradeunionunitinfo: ModuleEntry = {
  key: 'tradeunionunitinfo',
  group: 'B',
  title: { zh: '工会组织关系转入', en: 'Transfer in' },
  titleField: 'unionName',
  route: '/rollin/form',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: receivingUnionThenFederation,
  calls: ['submit', 'resubmit', 'save', 'uploads', 'downloadfile'],
  extraCalls: [
    {
      method: 'POST',
      path: '/api/blade-crop/crop/tradeunionunitinfo/findTradeUnionTransferredInIsFinish',
      summary: { zh: '本会转入是否已完成', en: "Whether the union's transfer in is finished" },
      permission: 'view',
    },
    {
      method: 'GET',
      path: '/api/blade-crop/crop/tradeunionunitinfo/preview',
      summary: { zh: '转入申请预览(PDF)', en: 'PDF preview of the transfer-in form' },
      permission: 'view',
    },
  ],
  effects: { onApproved: 'transferIn' },
  sections: [
    section('union', '工会信息', 'Union'),
    section('unit', '单位信息', 'Employer'),
    section('transfer', '转接信息', 'Transfer'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    field('unionName', 'text', '工会名称', 'Union name', [required, minLen(4), maxLen(100)], {
      section: 'union',
      listed: true,
      prefill: 'unionName',
      readOnly: true,
    }),
    ownUnionCodeField(),
    field('memberCount', 'integer', '会员人数', 'Members', [required, min(0)], { section: 'union', listed: true }),
    field('femaleMembers', 'integer', '女会员人数', 'Female members', [required, min(0), notAbove('memberCount')], { section: 'union' }),
    field('unitName', 'text', '单位名称', 'Employer', [required, minLen(2), maxLen(100)], { section: 'unit' }),
    field('unitUscc', 'uscc', '单位统一社会信用代码', "Employer's credit code", [required], { section: 'unit' }),
    field('region', 'region', '所在区域', 'Region', [required], { section: 'unit' }),
    field('address', 'text', '单位地址', 'Address', [required, maxLen(200)], { section: 'unit' }),
    field('formerHigher', 'text', '原上级工会全称', 'Former higher union', [required, minLen(4), maxLen(100)], { section: 'transfer' }),
    field('newHigher', 'unionPicker', '拟转入上级工会', 'Receiving higher union', [required], {
      section: 'transfer',
      listed: true,
      unionKinds: ['launion'],
    }),
    field('transferDate', 'date', '原上级工会同意转出日期', 'Released on', [required, notInFuture], { section: 'transfer', listed: true }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        slot('seal', '签章页', 'Signed and sealed page'),
        slot('transferOut', '原上级工会转出证明', "Former higher union's release letter"),
        slot('certificate', '法人资格证书', 'Legal-person certificate'),
      ],
      help: {
        zh: '签章页为必备材料；原上级工会不在本平台内时须上传其转出证明',
        en: 'The sealed page is required; the release letter too when the former higher union is outside the portal',
      },
    }),
  ],
  example: {
    unionName: '北京云图软件有限公司工会委员会',
    uscc: '81110108MC00246806',
    memberCount: 64,
    femaleMembers: 22,
    unitName: '北京云图软件有限公司',
    unitUscc: '91110108MA04J8K9LW',
    region: '110108011',
    address: '北京市海淀区海淀大街8号',
    formerHigher: '朝阳区望京街道工会联合会',
    newHigher: '1100',
    transferDate: '2026-10-30',
    files: {},
  },
};
