import type { ModuleEntry } from '../types';
import {
  commonSlots,
  declaration,
  deedsFields,
  deedsSection,
  EXAMPLE_NOTICE,
  filesSection,
  nominationBase,
  noticeFields,
  noticeSection,
  roundSection,
  yearField,
} from './advance-parts';
import { dictKeys as K } from './group-b-dicts';
import { field, maxLen, min, minLen, notAbove, notInFuture, personName, required, requiredSlot, section, slot } from './group-b-parts';
import { nominationSignatures } from './ledger-sheets';

/**
 * 先进集体推荐申报（法人单位） (class a, g): the enterprise union nominates its own unit, the legal
 * person behind it, after the workers' congress endorsed it; the launion checks the unit is compliant
 * (a union by law, the 2 % paid, a collective contract, no serious incident) and chooses within its
 * places, the federation decides (docs/forms/group-a-advance.md, advanceSelection2).
 */
export const advanceSelection2: ModuleEntry = {
  ...nominationBase,
  key: 'advanceSelection2',
  title: { zh: '先进集体推荐申报(法人单位)', en: 'Advanced collective nomination (legal entity)' },
  titleField: 'unitName',
  route: '/honor/advanced/legal',
  round: { kind: 'advance_legal' },
  sections: [
    roundSection,
    section('unit', '单位情况', 'The unit'),
    section('comply', '资格条件', 'Eligibility'),
    noticeSection,
    section('contact', '联系人', 'Contact'),
    deedsSection,
    filesSection,
  ],
  fields: [
    yearField(),
    field('unitName', 'text', '单位名称', 'Unit', [required, minLen(2), maxLen(100)], {
      section: 'unit',
      listed: true,
      prefill: 'unitName',
    }),
    field('uscc', 'uscc', '统一社会信用代码', 'Credit code', [required], { section: 'unit', listed: true, prefill: 'unitUscc' }),
    field('cropCate', 'dict', '单位类别', 'Kind of unit', [required], { section: 'unit', listed: true, dict: 'crop_cate' }),
    field('industry', 'text', '所属行业', 'Industry', [required, maxLen(50)], { section: 'unit' }),
    field('address', 'text', '单位地址', 'Address', [required, maxLen(200)], { section: 'unit' }),
    field('legalRep', 'text', '法定代表人', 'Legal representative', personName, { section: 'unit' }),
    field('unionName', 'text', '工会名称', 'Union', [required, maxLen(100)], { section: 'unit', prefill: 'unionName' }),
    field('unionChair', 'text', '工会主席', 'Union chair', [required, maxLen(30)], { section: 'unit', prefill: 'chairName' }),
    field('staffCount', 'integer', '职工人数', 'Staff', [required, min(1)], { section: 'unit', prefill: 'staffCount' }),
    field('memberCount', 'integer', '会员人数', 'Members', [required, min(1), notAbove('staffCount')], {
      section: 'unit',
      prefill: 'memberCount',
    }),
    field('frontlineCount', 'integer', '一线职工人数', 'Front-line staff', [required, min(0), notAbove('staffCount')], { section: 'unit' }),
    declaration('feePaidInFull', '上年度工会经费足额拨缴', '2 % paid in full last year', 'comply'),
    declaration('collectiveContract', '集体合同(工资专项集体合同)在有效期内', 'Collective contract in force', 'comply'),
    declaration('noMajorIncident', '近三年无重大安全事故、职业病危害、拖欠工资、严重失信', 'No bar in three years', 'comply'),
    field('congressDate', 'date', '职代会(联席会议)审议日期', 'Congress endorsement', [required, notInFuture], { section: 'comply' }),
    ...noticeFields(),
    field('contactName', 'text', '联系人', 'Contact', personName, { section: 'contact' }),
    field('mobile', 'mobile', '联系电话', 'Mobile', [required], { section: 'contact' }),
    ...deedsFields(),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        ...commonSlots(),
        requiredSlot(slot('licence', '营业执照(法人登记证书)', 'Business licence')),
        slot('contract', '集体合同备案文本首页', 'Collective contract (first page)'),
        { ...slot('photo', '单位照片', 'Photo of the unit', ['image']), maxFiles: 3 },
      ],
    }),
  ],
  document: {
    title: { zh: '先进集体推荐审批表(法人单位)', en: 'Advanced collective nomination form (legal entity)' },
    ledger: ['year', 'unitName', 'uscc', 'cropCate', 'legalRep', 'staffCount', 'memberCount', 'frontlineCount', 'honours', 'brief'],
    totals: ['staffCount', 'memberCount', 'frontlineCount'],
    signatureRows: nominationSignatures,
  },
  example: {
    year: 2026,
    unitName: '北京智联科技有限公司',
    uscc: '91110108MA01B2C3D0',
    cropCate: '3',
    industry: '信息传输、软件和信息技术服务业',
    address: '北京市海淀区中关村大街1号',
    legalRep: '张伟',
    unionName: '北京智联科技有限公司工会',
    unionChair: '王芳',
    staffCount: 120,
    memberCount: 96,
    frontlineCount: 78,
    feePaidInFull: K.yesNo.yes,
    collectiveContract: K.yesNo.yes,
    noMajorIncident: K.yesNo.yes,
    congressDate: '2026-11-06',
    unitNotice: EXAMPLE_NOTICE,
    noticeResult: '公示期内无异议',
    contactName: '王芳',
    mobile: '13911113333',
    brief: '坚持依靠职工办企业，连续五年签订工资专项集体合同，职工人均收入年均增长7%；建成职工创新工作室2个，近三年获授权发明专利31项。',
    deeds:
      '<p>北京智联科技有限公司成立于2014年，现有职工120人，其中一线职工78人，2015年建立工会，会员96人。</p>' +
      '<p>公司坚持全心全意依靠职工办企业，每年召开职工代表大会审议工资分配、劳动安全卫生等重大事项，连续五年签订工资专项集体合同，' +
      '职工人均收入年均增长7%；足额拨缴工会经费，建成职工之家、母婴室和职工书屋，2025年被评为海淀区模范职工之家。</p>' +
      '<p>公司依托工会建立职工创新工作室2个，开展“金点子”合理化建议活动，近三年采纳职工建议412条，获授权发明专利31项，' +
      '自主研发的工业数据采集平台服务全市120余家制造企业。公司重视安全生产和职业健康，近三年未发生生产安全事故和职业病危害事件，' +
      '无拖欠职工工资和劳动争议案件，劳动关系和谐稳定，是园区高新技术企业的代表。</p>',
    honours: [{ year: 2025, honourName: '海淀区模范职工之家', level: '4', awardingBody: '北京市海淀区总工会' }],
    files: { form: ['900201'], vote: ['900203'], notice: ['900204'], licence: ['900202'] },
  },
};
