import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { field, maxLen, min, minLen, notAbove, required, requiredWhen, requiredSlot, section, slot } from './group-b-parts';
import { modelWorkerRollUpCalls } from './model-worker-calls';
import { deedsFields, mustBeYes, recommendFields } from './nominee-fields';

/**
 * 北京市模范集体推荐 (class a, f, g; docs/forms/group-a-model-workers.md): in the five-yearly
 * selection the enterprise union puts forward a collective (a whole unit or a part of one) after the
 * workers' congress and a notice in the unit; its higher union reviews it and gathers it into its
 * summary of type 2 (modelWorkerSelectionSummary, the roll-up's `sources`).
 */
export const modelWorkerSelection2: ModuleEntry = {
  key: 'modelWorkerSelection2',
  group: 'A',
  title: { zh: '北京市模范集体推荐', en: 'Beijing model collective nomination' },
  titleField: 'collectiveName',
  route: '/honor/worker/team',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentOnly,
  round: { kind: 'mw_collective', nominee: 'uscc' },
  extraCalls: modelWorkerRollUpCalls('modelWorkerSelection2'),
  sections: [
    section('unit', '集体情况', 'Collective'),
    section('recommend', '民主推荐', 'Democratic recommendation'),
    section('deeds', '主要事迹', 'Deeds'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    field('collectiveName', 'text', '集体名称', 'Collective', [required, minLen(4), maxLen(100)], { section: 'unit', listed: true }),
    field('collectiveType', 'dict', '集体类型', 'Kind of collective', [required], {
      section: 'unit',
      listed: true,
      dict: 'collective_type',
    }),
    field('uscc', 'uscc', '统一社会信用代码', 'Credit code', [requiredWhen('collectiveType', '1')], {
      section: 'unit',
      prefill: 'unitUscc',
    }),
    field('parentUnit', 'text', '所属单位', 'Unit it belongs to', [requiredWhen('collectiveType', '2'), maxLen(100)], {
      section: 'unit',
      prefill: 'unitName',
    }),
    field('cropCate', 'dict', '单位性质', 'Kind of unit', [required], { section: 'unit', dict: 'crop_cate' }),
    field('headName', 'text', '负责人', 'Head', [required, minLen(2), maxLen(30)], { section: 'unit', listed: true }),
    field('headPost', 'text', '负责人职务', "Head's post", [required, maxLen(50)], { section: 'unit' }),
    field('headcount', 'integer', '职工人数', 'Staff', [required, min(1), { rule: 'max', value: 1000000 }], { section: 'unit' }),
    field('frontLineCount', 'integer', '其中一线职工', 'Front-line staff', [required, min(0), notAbove('headcount')], { section: 'unit' }),
    field('femaleCount', 'integer', '其中女职工', 'Women', [required, min(0), notAbove('headcount')], { section: 'unit' }),
    field(
      'envCompliant',
      'dict',
      '节能环保指标是否达标',
      'Energy and environment targets met',
      [required, mustBeYes('节能环保指标须达标', 'the targets must be met')],
      {
        section: 'unit',
        dict: 'yes_no',
      },
    ),
    field(
      'noMajorCase',
      'dict',
      '承诺近五年无重大安全生产事故、环境违法和拖欠工资等情形',
      'Declares no serious case in five years',
      [required, mustBeYes('须作出承诺', 'the declaration must be given')],
      { section: 'unit', dict: 'yes_no' },
    ),
    field(
      'feePaidInFull',
      'dict',
      '是否足额拨缴工会经费',
      'Union funds paid in full',
      [required, mustBeYes('须足额拨缴工会经费', 'the union funds must be paid in full')],
      {
        section: 'unit',
        dict: 'yes_no',
      },
    ),
    field('contactName', 'text', '联系人', 'Contact', [required, minLen(2), maxLen(30)], { section: 'unit' }),
    field('mobile', 'mobile', '联系电话', 'Mobile', [required], { section: 'unit' }),
    ...recommendFields('recommend'),
    ...deedsFields('deeds', 200),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('form', '推荐审批表', 'Nomination form', ['pdf'])),
        requiredSlot(slot('deeds', '事迹材料', 'Deeds')),
        requiredSlot(slot('vote', '职代会决议或民主推荐记录', "Workers' congress resolution or vote")),
        requiredSlot(slot('notice', '公示结果', 'Notice result')),
        slot('licence', '营业执照或法人登记证书', 'Business licence or registration'),
        slot('photo', '集体照片', 'Photo of the collective', ['image']),
      ],
      help: {
        zh: '法人单位须另附营业执照或法人登记证书',
        en: 'A whole unit also attaches its business licence or registration',
      },
    }),
  ],
  example: {
    collectiveName: '北京智联科技有限公司精密制造事业部',
    collectiveType: '2',
    uscc: null,
    parentUnit: '北京智联科技有限公司',
    cropCate: '3',
    headName: '王海涛',
    headPost: '事业部总经理',
    headcount: 186,
    frontLineCount: 152,
    femaleCount: 41,
    envCompliant: '1',
    noMajorCase: '1',
    feePaidInFull: '1',
    contactName: '刘敏',
    mobile: '13911114444',
    recommendMethod: '1',
    recommendDate: '2026-11-03',
    voters: 62,
    votesFor: 58,
    unitNotice: { start: '2026-11-04', end: '2026-11-10' },
    deedsSummary: '承担公司全部航空精密零部件生产任务，产品一次交检合格率保持在99.5%以上，五年完成技术革新六十余项，获授权发明专利九项。',
    deeds:
      '<p>北京智联科技有限公司精密制造事业部现有职工186人，其中一线职工152人。事业部承担公司全部航空精密零部件的生产任务，近五年产值年均增长18%，产品一次交检合格率保持在99.5%以上，连续五年未发生安全生产事故和环境污染事件。</p>' +
      '<p>事业部坚持职工代表大会制度和厂务公开，集体合同履约率100%；建成职工创新工作室两个，五年来完成技术革新项目六十余项，获授权发明专利九项，其中“薄壁件高速铣削变形控制技术”获北京市职工优秀技术创新成果一等奖。事业部重视技能人才培养，现有高级技师、技师三十一名，2024年被评为海淀区模范集体。</p>',
    honours: [{ year: 2024, honourName: '海淀区模范集体', level: '4', awardingBody: '海淀区人民政府' }],
    files: { form: ['900201'], deeds: ['900202'], vote: ['900203'], notice: ['900204'] },
  },
};
