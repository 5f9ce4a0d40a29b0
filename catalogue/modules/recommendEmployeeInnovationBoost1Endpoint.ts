import { parentThenFederation } from '../flow/parent-then-federation';
import type { ExtraCallDef, ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import { field, maxLen, minItems, minLen, personName, required, requiredSlot, section, slot } from './group-b-parts';
import { consentSlot, notNegative, patentsField } from './innovation-parts';
import { headerGroup } from './ledger-sheets';

const CALLS = '/api/blade-crop/crop/recommendEmployeeInnovationBoost1Endpoint';

const extra = (method: 'GET' | 'POST', name: string, zh: string, en: string, permission: 'view' | 'edit'): ExtraCallDef => ({
  method,
  path: `${CALLS}/${name}`,
  summary: { zh, en },
  permission,
});

/**
 * 职工创新助力推荐（个人） (class a, f): the enterprise union nominates innovating workers with their
 * results in the federation's yearly call (round kind `boost`), one by one or several at once
 * (`submitBatch`, each its own flow); the street or park union reviews, then the federation. The
 * higher union reminds the unions below it that have not filed (`sendRemind`) and downloads the
 * chosen records' materials as one zip (`getDownloadPage`, `downloadZip`).
 * docs/forms/group-a-nation-innovation-honours.md.
 */
export const recommendEmployeeInnovationBoost1Endpoint: ModuleEntry = {
  key: 'recommendEmployeeInnovationBoost1Endpoint',
  group: 'A',
  title: { zh: '职工创新助力推荐（个人）', en: 'Staff innovation boost nomination (individual)' },
  titleField: 'name',
  route: '/honor/boost',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentThenFederation,
  round: { kind: 'boost' },
  submitBatch: true,
  reminders: { sms: true },
  extraCalls: [
    extra(
      'GET',
      'generateCaptcha',
      '向被推荐人手机发送本人确认验证码',
      "Text the nominee's mobile the code that confirms their consent",
      'edit',
    ),
    extra('POST', 'downloadZip', '打包下载所选推荐材料', "The chosen records' materials as one zip", 'view'),
    extra('GET', 'getDownloadPage', '可下载材料的推荐列表', 'The submitted records whose materials may be downloaded', 'view'),
  ],
  sections: [
    section('person', '被推荐人', 'Nominee'),
    section('innovation', '创新成果', 'Innovation'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    field('name', 'text', '姓名', 'Name', personName, { section: 'person', listed: true }),
    field('sex', 'dict', '性别', 'Sex', [required], { section: 'person', dict: 'sex' }),
    field('birthDate', 'date', '出生日期', 'Date of birth', [required], { section: 'person' }),
    field('idCard', 'idCard', '身份证号', 'ID number', [required], {
      section: 'person',
      help: { zh: '同一人本轮只能被推荐一次', en: 'A person is nominated once a round' },
    }),
    field('eduLevel', 'dict', '学历', 'Education', [required], { section: 'person', dict: 'edu_level' }),
    field('professionalTitle', 'dict', '专业技术职称', 'Professional title', [], { section: 'person', dict: 'professional_title' }),
    field('skillLevel', 'dict', '职业技能等级', 'Skill level', [], { section: 'person', dict: 'skill_level' }),
    field('unitName', 'text', '工作单位', 'Employer', [required, maxLen(100)], { section: 'person', listed: true, prefill: 'unitName' }),
    field('unitUscc', 'uscc', '单位统一社会信用代码', "Employer's credit code", [required], { section: 'person', prefill: 'unitUscc' }),
    field('post', 'text', '职务/岗位', 'Post', [required, maxLen(50)], { section: 'person' }),
    field('mobile', 'mobile', '手机号码', 'Mobile', [required], {
      section: 'person',
      help: { zh: '接收本人确认验证码', en: 'Receives the code that confirms the nominee’s consent' },
    }),
    field('innovationTitle', 'text', '创新成果名称', 'Innovation', [required, minLen(4), maxLen(60)], {
      section: 'innovation',
      listed: true,
    }),
    field('innovationType', 'dict', '创新类型', 'Kind of innovation', [required], {
      section: 'innovation',
      listed: true,
      dict: 'innovation_type',
    }),
    field('supportKinds', 'dictMulti', '申请助力事项', 'Support asked', [required, minItems(1)], {
      section: 'innovation',
      dict: 'boost_support',
    }),
    field('projectPeriod', 'dateRange', '研发起止时间', 'Development period', [required], { section: 'innovation' }),
    field('summary', 'textarea', '成果简介', 'Summary', [required, minLen(50), maxLen(300)], { section: 'innovation' }),
    field('achievementSummary', 'richText', '成果内容及创新点', 'The result and what is new in it', [required, minLen(300), maxLen(2000)], {
      section: 'innovation',
    }),
    field('economicBenefit', 'money', '年创经济效益(元)', 'Yearly benefit (yuan)', [notNegative], {
      section: 'innovation',
      listed: true,
      help: { zh: '以单位财务部门出具的效益证明为准', en: "As certified by the employer's finance department" },
    }),
    field('benefitBasis', 'textarea', '效益测算依据', 'How the benefit was reckoned', [maxLen(500)], { section: 'innovation' }),
    field('appliedScope', 'textarea', '推广应用情况', 'Where it is applied', [maxLen(500)], { section: 'innovation' }),
    patentsField('innovation', 20),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('form', '推荐表(盖章)', 'Nomination form (sealed)')),
        requiredSlot(slot('proof', '成果证明(应用证明、检测报告)', 'Proof of the result')),
        consentSlot(undefined, undefined, { idCard: 'idCard', mobile: 'mobile' }),
        slot('patents', '专利证书', 'Patent certificates'),
        slot('benefit', '效益证明(财务部门出具)', 'Benefit certificate (finance department)'),
        slot('photos', '成果照片', 'Photos of the result', ['image']),
      ],
    }),
  ],
  // The 台账 sums the yearly benefit of the nominations (docs/forms/group-a-nation-innovation-honours.md).
  document: {
    headerGroups: [
      headerGroup('推荐对象', 'The nominee', ['name', 'unitName']),
      headerGroup('创新成果', 'The innovation', ['innovationTitle', 'innovationType', 'economicBenefit']),
    ],
    totals: ['economicBenefit'],
  },
  example: {
    name: '赵雪梅',
    sex: K.sex.female,
    birthDate: '1985-09-23',
    idCard: '11010219850923402X',
    eduLevel: K.eduLevel.bachelor,
    professionalTitle: K.professionalTitle.middle,
    skillLevel: null,
    unitName: '北京中科微芯电子有限公司',
    unitUscc: '91110108MA04XK3T1D',
    post: '封装测试部工艺工程师',
    mobile: '13911114444',
    innovationTitle: '芯片封装测试自动分选工装',
    innovationType: '4',
    supportKinds: ['2', '3'],
    projectPeriod: { start: '2024-03-01', end: '2025-06-30' },
    summary: '研发芯片封装测试自动分选工装，测试效率提高2.4倍，年创效益186万元，获发明专利1项、实用新型专利2项。',
    achievementSummary:
      '<p>赵雪梅同志是北京中科微芯电子有限公司封装测试部工艺工程师。针对芯片封装测试环节人工分选效率低、误判率高的问题，她于2024年3月牵头开展“芯片封装测试自动分选工装”技术攻关。</p>' +
      '<p>项目组自主设计视觉识别定位机构和多工位气动分选机构，开发配套的分选控制程序，实现了测试、识别、分选一体化作业。工装投入使用后，单班测试效率由每小时1.2万颗提高到2.9万颗，提高2.4倍，分选误判率由0.8%降到0.05%以下，年节约人工和返工成本186万元。</p>' +
      '<p>该成果获国家发明专利1项、实用新型专利2项，已在公司3条封装测试线推广应用，并获2025年度海淀区职工优秀技术创新成果一等奖。申请职工发明专利资助和推荐参加北京市职工自主创新成果评选。</p>',
    economicBenefit: 186000000,
    benefitBasis: '按2025年7月至12月实际节约人工及返工成本折算全年，经公司财务部核定。',
    appliedScope: '已在公司3条封装测试线推广应用。',
    patents: [
      { patentNo: 'ZL202310456789.0', patentName: '一种芯片测试分选用视觉定位装置', patentType: '1', grantDate: '2025-04-18' },
      { patentNo: 'ZL202220123456.7', patentName: '一种多工位气动分选机构', patentType: '2', grantDate: '2022-11-08' },
    ],
    files: { form: ['900001'], proof: ['900002'], consent: ['900003'] },
  },
};
