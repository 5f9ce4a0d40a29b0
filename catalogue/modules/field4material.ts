import { parentThenFederationIssues } from '../flow/parent-then-federation-issues';
import type { ModuleEntry } from '../types';
import { groupCDictKeys as C } from './group-c-dicts';
import { field, max, maxItems, maxLen, min, minItems, minLen, required, section, slot } from './group-b-parts';

/**
 * 爱心妈咪小屋物资申领 (docs/forms/group-c-field.md "field4material"): a union asks goods for one of
 * its approved rooms (field4, by `pid`: the `subject` shape, one open request per room); the higher
 * union checks it and the federation sets the quantity it issues per line (its stage edits `items`).
 * Submit without a draft: the submit creates the record from `getid`'s id; a withdrawn request
 * (`reback`) is a draft sent again or removed.
 */
export const field4material: ModuleEntry = {
  key: 'field4material',
  group: 'C',
  title: { zh: '爱心妈咪小屋物资申领', en: 'Mother-baby room goods request' },
  titleField: 'roomName',
  route: '/myunion/fields/field4/goods',
  starters: ['corp'],
  draftTtlDays: 30,
  flowModel: parentThenFederationIssues,
  calls: ['getid', 'detail', 'submit', 'resubmit', 'downloadfile', 'page', 'rebackFlow', 'remove'],
  aliases: { rebackFlow: ['reback'] },
  subject: { of: { module: 'field4' }, param: 'pid', field: 'pid', openPerSubject: true },
  extraCalls: [
    {
      method: 'GET',
      path: '/api/blade-crop/crop/field4material/basedata',
      summary: { zh: '本会基本信息', en: "The union's base data" },
      permission: 'view',
    },
  ],
  sections: [
    section('room', '所属小屋', 'The room'),
    section('goods', '申领物资', 'Goods'),
    section('delivery', '收货信息', 'Delivery'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    field('pid', 'text', '所属小屋', 'Room', [required], { section: 'room' }),
    field('roomName', 'text', '小屋名称', 'Room name', [], { section: 'room', listed: true, fromSubject: 'venueName', readOnly: true }),
    field('requestYear', 'integer', '申领年度', 'Year', [required, min(2000), { rule: 'notAfterThisYear' }], {
      section: 'room',
      listed: true,
    }),
    field('items', 'rows', '申领物资', 'Goods', [required, minItems(1), maxItems(20), { rule: 'uniqueColumn', columns: ['goods'] }], {
      section: 'goods',
      columns: [
        field('goods', 'dict', '物资', 'Goods', [required], { dict: 'mother_room_goods' }),
        field('spec', 'text', '规格型号', 'Specification', [
          { rule: 'requiredWhen', field: 'goods', equals: [C.motherRoomGoods.other] },
          maxLen(50),
        ]),
        field('quantity', 'integer', '申领数量', 'Quantity asked', [required, min(1), max(10)]),
        field('reason', 'text', '申领理由', 'Why', [required, minLen(2), maxLen(100)]),
        field('approvedQty', 'integer', '核定数量', 'Quantity issued', [min(0), { rule: 'notAbove', field: 'quantity' }]),
      ],
      help: {
        zh: '每种物资一行；核定数量由总工会审核时填写',
        en: 'One row per kind of goods; the federation fills in the quantity issued',
      },
    }),
    field('receiverName', 'text', '收货人', 'Receiver', [required, minLen(2), maxLen(30)], { section: 'delivery' }),
    field('receiverMobile', 'mobile', '收货人手机', "Receiver's mobile", [required], { section: 'delivery' }),
    field('deliveryAddress', 'text', '收货地址', 'Delivery address', [required, maxLen(150)], { section: 'delivery' }),
    field('remark', 'textarea', '备注', 'Remark', [maxLen(300)], { section: 'delivery' }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [{ ...slot('room', '小屋现状照片', 'The room as it is', ['image']), maxFiles: 6 }],
    }),
  ],
  // The 台账: each request with its goods as one line and its counts asked and approved (summed under
  // it); then the federation's goods issue list, one line per goods line with its room and delivery.
  document: {
    // The goods are signed for on delivery: the 签收 block after the reviews, printed empty.
    extraBlocks: [
      {
        heading: { zh: '签收', en: 'Receipt' },
        at: 'end',
        lines: [
          { zh: '收货人（签字）：', en: 'Received by (signature):' },
          { zh: '签收日期：\u3000\u3000\u3000\u3000年\u3000\u3000月\u3000\u3000日', en: 'Received on: ____-__-__' },
        ],
      },
    ],
    ledger: ['roomName', 'requestYear', 'receiverName', 'receiverMobile'],
    derived: [
      {
        kind: 'rowsText',
        label: { zh: '物资明细', en: 'Goods' },
        from: 'items',
        name: 'goods',
        count: 'quantity',
        approved: 'approvedQty',
        after: 'requestYear',
      },
      {
        kind: 'rowSum',
        label: { zh: '申领件数', en: 'Items asked' },
        from: 'items',
        column: 'quantity',
        total: true,
        after: 'requestYear',
      },
      {
        kind: 'rowSum',
        label: { zh: '核定件数', en: 'Items approved' },
        from: 'items',
        column: 'approvedQty',
        total: true,
        after: 'requestYear',
      },
    ],
    ledgerByRow: {
      title: { zh: '物资发放清单', en: 'Goods issue list' },
      field: 'items',
      columns: ['goods', 'spec', 'quantity', 'approvedQty'],
      fields: ['roomName', 'receiverName', 'receiverMobile', 'deliveryAddress'],
      totals: ['quantity', 'approvedQty'],
    },
  },
  // `pid` is a placeholder: a test files it under the approved field4 example's id, as it uploads files.
  example: {
    pid: '1860000000000000401',
    roomName: '智联科技爱心妈咪小屋',
    requestYear: 2026,
    items: [
      { goods: '2', spec: '双边电动吸奶器', quantity: 2, reason: '哺乳期女职工7人，现有吸奶器不足', approvedQty: null },
      { goods: '4', spec: '', quantity: 1, reason: '母乳储存需要恒温，现用温奶器已损坏', approvedQty: null },
      { goods: '10', spec: '', quantity: 5, reason: '母婴用品包发放给新返岗哺乳期女职工', approvedQty: null },
    ],
    receiverName: '王晓燕',
    receiverMobile: '13911114455',
    deliveryAddress: '北京市海淀区中关村大街27号智联大厦B座3层308室',
    remark: '工作日9:00—17:00可收货。',
    files: {},
  },
};
