import { transferReleaseReceipt } from '../flow/transfer-release-receipt';
import type { ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import {
  contactFields,
  field,
  maxLen,
  min,
  minLen,
  notBeforeToday,
  required,
  requiredWhen,
  section,
  slot,
  ownUnionCodeField,
} from './group-b-parts';

/**
 * 工会组织关系转出: the employer moved or changed affiliation, so its union asks its present higher
 * union to release it to another one (属地/产业管理); funds and member files must be settled first.
 * The receiving union confirms in the same flow when it is in the portal (the 转接函's 回执), and
 * the union moves when it has, or on the transfer date when that is later.
 */
export const tradeunionoutinfo: ModuleEntry = {
  key: 'tradeunionoutinfo',
  group: 'B',
  title: { zh: '工会组织关系转出', en: 'Transfer out' },
  titleField: 'unionName',
  route: '/rollout/form',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: transferReleaseReceipt,
  calls: ['submit', 'save', 'resubmit', 'uploads', 'downloadfile'],
  extraCalls: [
    {
      method: 'POST',
      path: '/api/blade-crop/crop/tradeunionoutinfo/findTradeUnionIsTransferredOutProcess',
      summary: { zh: '本会是否已有进行中的转出', en: 'Whether the union has a transfer out under way' },
      permission: 'view',
    },
    {
      method: 'GET',
      path: '/api/blade-crop/crop/tradeunionoutinfo/preview',
      summary: { zh: '组织关系转接函预览(PDF)', en: 'PDF preview of the transfer letter' },
      permission: 'view',
    },
  ],
  effects: { onApproved: 'transferOut', effectiveFrom: 'transferDate' },
  sections: [
    section('union', '本会信息', 'Union'),
    section('target', '转入单位', 'Receiving union'),
    section('settle', '转出事项', 'Transfer'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    field('unionName', 'text', '工会名称', 'Union name', [required, maxLen(100)], {
      section: 'union',
      listed: true,
      prefill: 'unionName',
      readOnly: true,
    }),
    ownUnionCodeField(),
    field('currentHigher', 'unionPicker', '现上级工会', 'Present higher union', [required], {
      section: 'union',
      prefill: 'parentUnion',
      readOnly: true,
    }),
    field('memberCount', 'integer', '会员人数', 'Members', [required, min(0)], { section: 'union', prefill: 'memberCount' }),
    field('targetHigherName', 'text', '拟转入上级工会全称', 'Receiving higher union', [required, minLen(4), maxLen(100)], {
      section: 'target',
      listed: true,
    }),
    field(
      'targetHigher',
      'unionPicker',
      '拟转入上级工会(本平台内)',
      'Receiving union in the portal',
      [{ rule: 'differsFrom', field: 'currentHigher' }],
      {
        section: 'target',
        unionKinds: ['launion'],
        help: {
          zh: '接收工会在本平台内时选择，由其确认接收后转出生效；不能是现上级工会',
          en: 'Choose it when the receiving union is in the portal: the move takes effect once it confirms; not the present higher union',
        },
      },
    ),
    field('targetRegion', 'region', '转入地区', 'Region moved to', [required], { section: 'target' }),
    field('reason', 'dict', '转出原因', 'Reason', [required], { section: 'settle', dict: 'transfer_reason' }),
    field('reasonText', 'textarea', '原因说明', 'Explanation', [requiredWhen('reason', K.transferReason.other), maxLen(500)], {
      section: 'settle',
    }),
    field('transferDate', 'date', '拟转出日期', 'Transfer date', [required, notBeforeToday], {
      section: 'settle',
      listed: true,
      help: {
        zh: '批准后于此日生效(已过则批准即生效)',
        en: 'The move takes effect on this date once approved (at once when it has passed)',
      },
    }),
    field(
      'fundsSettled',
      'dict',
      '经费是否已结清',
      'Funds settled',
      [
        required,
        {
          rule: 'pattern',
          value: `^${K.yesNo.yes}$`,
          means: { zh: '经费结清后方可转出', en: 'funds must be settled before the transfer' },
        },
      ],
      { section: 'settle', dict: 'yes_no' },
    ),
    ...contactFields('settle'),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        slot('seal', '签章页', 'Signed and sealed page'),
        slot('transferOut', '转出证明', 'Transfer-out proof'),
        slot('affiliation', '隶属关系证明', 'Proof of affiliation'),
        slot('certificate', '法人资格证书', 'Legal-person certificate'),
      ],
      help: { zh: '签章页和转出证明为必备材料', en: 'The sealed page and the transfer-out proof are required' },
    }),
  ],
  example: {
    unionName: '北京智联科技有限公司工会委员会',
    uscc: '81110108MC0012345A',
    currentHigher: '1100',
    memberCount: 96,
    targetHigherName: '上地街道工会联合会',
    targetHigher: '1200',
    targetRegion: '110108022',
    reason: K.transferReason.relocation,
    reasonText: '',
    transferDate: '2030-01-01',
    fundsSettled: K.yesNo.yes,
    contactName: '王芳',
    contactMobile: '13911112222',
    files: {},
  },
};
