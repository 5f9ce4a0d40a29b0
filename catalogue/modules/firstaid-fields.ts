import type { FieldDef, FieldRule } from '../types';
import { dictKeys as K } from './group-b-dicts';
import {
  field,
  max,
  maxItems,
  maxLen,
  min,
  minItems,
  minLen,
  mobileColumn,
  nameColumn,
  notBeforeToday,
  notInFuture,
  personName,
  required,
  requiredWhen,
} from './group-b-parts';

/** What the union asks for (`first_aid_request`): an AED, first-aid kits, training places (FA-requests). */
const asks = { aed: '2', kits: '3', training: '4' };
const hasAed = K.yesNo.yes;

/** A certificate issued within the last 3 years (FA-trained: the 救护员证's validity). */
const recentCertificate: FieldRule[] = [required, notInFuture, { rule: 'withinPast', years: 3 }];

/** FA-aed: each AED with its serial number (unique), pads and battery not expired. */
const aedColumns: FieldDef[] = [
  field('model', 'text', '品牌型号', 'Make and model', [required, maxLen(60)]),
  field('serialNo', 'text', '设备序列号', 'Serial number', [required, maxLen(40)]),
  field('location', 'text', '放置位置', 'Placed at', [required, maxLen(60)]),
  field('installedOn', 'date', '安装日期', 'Installed on', [required, notInFuture]),
  field('padsExpiry', 'date', '电极片有效期至', 'Pads valid until', [required, notBeforeToday]),
  field('batteryExpiry', 'date', '电池有效期至', 'Battery valid until', [required, notBeforeToday]),
];

/** FA-trained: the point's certified first-aiders, no ID numbers (a certificate number is enough). */
const firstAiderColumns: FieldDef[] = [
  nameColumn(),
  mobileColumn(),
  field('certificateNo', 'text', '救护员证编号', 'Certificate number', [required, maxLen(40)]),
  field('issuedBy', 'text', '发证机构', 'Issued by', [required, maxLen(60)]),
  field('certificateDate', 'date', '取证日期', 'Certified on', recentCertificate),
];

/** The form of firstaid (docs/forms/group-c-rights.md "firstaid", Form). */
export const firstaidFields: FieldDef[] = [
  field('pointName', 'text', '服务点名称', 'Point', [required, minLen(4), maxLen(60)], { section: 'point', listed: true }),
  field('pointKinds', 'dictMulti', '服务点类型', 'Kind of point', [required, minItems(1)], {
    section: 'point',
    dict: 'first_aid_point_kind',
    listed: true,
  }),
  field('unitName', 'text', '所在单位', 'Unit', [required], { section: 'point', prefill: 'unitName', readOnly: true }),
  field('unitUscc', 'uscc', '单位统一社会信用代码', "Unit's credit code", [required], {
    section: 'point',
    prefill: 'unitUscc',
    readOnly: true,
  }),
  field('region', 'region', '所在区域', 'District and street', [required], { section: 'point' }),
  field('address', 'text', '详细地址', 'Address', [required, minLen(6), maxLen(100)], {
    section: 'point',
    listed: true,
    help: { zh: '楼栋、楼层、房间', en: 'Building, floor and room' },
  }),
  field('openHours', 'text', '服务时间', 'Hours', [required, maxLen(60)], {
    section: 'point',
    placeholder: { zh: '如：工作日 8:30—17:30', en: 'e.g. 工作日 8:30—17:30' },
  }),
  field('staffCovered', 'integer', '覆盖职工人数', 'Staff covered', [required, min(1), max(100000)], { section: 'point', listed: true }),
  field('hasAed', 'dict', '是否配置AED', 'Has an AED', [required], { section: 'equipment', dict: 'yes_no' }),
  field(
    'aeds',
    'rows',
    'AED设备',
    'AEDs',
    [requiredWhen('hasAed', hasAed), maxItems(20), { rule: 'uniqueColumn', columns: ['serialNo'] }],
    {
      section: 'equipment',
      columns: aedColumns,
    },
  ),
  field('kitCount', 'integer', '急救箱数量', 'First-aid kits', [required, min(0), max(100)], { section: 'equipment' }),
  field(
    'firstAiders',
    'rows',
    '持证救护员',
    'Certified first-aiders',
    [required, minItems(1), maxItems(200), { rule: 'uniqueColumn', columns: ['certificateNo'] }],
    { section: 'aiders', columns: firstAiderColumns },
  ),
  field('requests', 'dictMulti', '申请事项', 'Asked for', [required, minItems(1)], {
    section: 'request',
    dict: 'first_aid_request',
    listed: true,
  }),
  field('aedRequested', 'integer', '申领AED台数', 'AEDs asked', [requiredWhen('requests', asks.aed), min(1), max(10)], {
    section: 'request',
  }),
  field('kitsRequested', 'integer', '申领急救箱数量', 'Kits asked', [requiredWhen('requests', asks.kits), min(1), max(50)], {
    section: 'request',
  }),
  field(
    'trainingPlaces',
    'integer',
    '申请救护员培训名额',
    'Training places asked',
    [requiredWhen('requests', asks.training), min(1), max(50)],
    { section: 'request' },
  ),
  field('managerName', 'text', '负责人', 'Person in charge', personName, { section: 'manager' }),
  field('managerMobile', 'mobile', '负责人手机', 'Their mobile', [required], { section: 'manager' }),
  field('files', 'attachments', '附件', 'Attachments', [], {
    section: 'files',
    slots: [
      { key: 'photos', label: { zh: '服务点照片', en: 'Photos of the point' }, types: ['image'], required: true },
      {
        key: 'certificates',
        label: { zh: '救护员证书', en: "First-aiders' certificates" },
        types: ['pdf', 'image'],
        required: true,
        personal: true,
      },
      {
        key: 'aedPhotos',
        label: { zh: 'AED设备照片', en: 'Photos of the AEDs' },
        types: ['image'],
        requiredWhen: { field: 'hasAed', equals: [hasAed], means: { zh: '配置AED', en: 'the point has an AED' } },
      },
    ],
  }),
];
