import { parentThenFederation } from '../flow/parent-then-federation';
import type { FieldDef, ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import { nationalPapers, noticeAndPledge, photoSlot, deedsFields, honoursField, nomineeFields, provincialHonour } from './capital-fields';
import { nomineeLedgerColumns } from './nominee-fields';
import { field, minItems, notInFuture, required, section, slot } from './group-b-parts';
import { sharesOf } from './round-shares';
import { headerGroup, medalPersonShares, nominationSignatures, womenShare } from './ledger-sheets';

/** N-CHINESE: the medal goes to Chinese nationals; a foreigner's permanent-residence number starts with 9. */
const chineseNational = {
  rule: 'pattern' as const,
  value: '^[1-8]',
  means: {
    zh: '中国公民的身份号码(全国五一劳动奖章授予中国籍职工)',
    en: "a Chinese citizen's number (the medal goes to Chinese nationals)",
  },
};

/** The nominee block with the birth date beside the ID number it must agree with (GB 11643-1999). */
function medalNominee(): FieldDef[] {
  const block = nomineeFields('person', 'medal_person_type', [chineseNational]);
  const at = block.findIndex((f) => f.name === 'idCard');
  const birthDate = field(
    'birthDate',
    'date',
    '出生日期',
    'Date of birth',
    [required, notInFuture, { rule: 'agreesWithIdCard', field: 'idCard', part: 'birthDate' }],
    {
      section: 'person',
    },
  );
  return [...block.slice(0, at), birthDate, ...block.slice(at)];
}

/**
 * 全国五一劳动奖章推荐 (class a): 全总's medal, every year before 1 May but in the years of the national
 * model-worker conference. The federation opens the round `nation_medal` after 北京市总工会's notice;
 * the enterprise union nominates after a democratic recommendation and a notice in the unit; the
 * higher union and the federation review, whose approval sends the nominee upward
 * (docs/forms/group-a-nation-innovation-honours.md, recommendNation1Controller).
 */
export const recommendNation1Controller: ModuleEntry = {
  key: 'recommendNation1Controller',
  group: 'A',
  title: { zh: '全国五一劳动奖章推荐', en: 'National May Day Labour Medal nomination' },
  titleField: 'name',
  route: '/honor/award/medal',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentThenFederation,
  round: { kind: 'nation_medal', nominee: 'idCard', shares: sharesOf.medalPerson },
  sections: [
    section('person', '被推荐人', 'Nominee'),
    section('unit', '单位及类别', 'Employer and category'),
    section('deeds', '事迹与荣誉', 'Deeds and honours'),
    section('check', '公示与承诺', 'Notice and pledge'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    ...medalNominee(),
    field('unitCate', 'dict', '单位性质', 'Kind of employer', [required], { section: 'unit', dict: 'crop_cate' }),
    field('migrantWorker', 'dict', '是否农民工', 'Migrant worker', [required], { section: 'unit', dict: 'yes_no' }),
    field('newEmployment', 'dict', '是否新就业形态劳动者', 'New form of employment', [required], {
      section: 'unit',
      dict: 'yes_no',
      help: { zh: '货车司机、网约车司机、快递员、外卖配送员等', en: 'Truck and ride-hailing drivers, couriers, delivery riders' },
    }),
    field('track', 'dict', '表彰类别', 'Commendation track', [required], { section: 'unit', dict: 'nation_track' }),
    ...deedsFields('deeds', { min: 300, max: 3000 }),
    honoursField('deeds', [required, minItems(1), provincialHonour]),
    ...noticeAndPledge(),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        photoSlot(),
        ...nationalPapers(),
        slot('opinions', '征求意见表(部门意见)', "Departments' opinions"),
        slot('other', '其他证明材料', 'Other evidence'),
      ],
      help: {
        zh: '企业负责人和县处级干部另需纪检、税务、市场监管等部门意见',
        en: "Enterprise leaders and county-level officials also need the departments' opinions",
      },
    }),
  ],
  document: {
    nomination: { photo: { field: 'files', slot: 'photo' } },
    derived: nomineeLedgerColumns('idCard', 'submitted'),
    headerGroups: [
      headerGroup('推荐对象基本情况', 'The nominee', ['name', 'sex']),
      headerGroup('工作单位及类别', 'Employer and category', ['unitName', 'post', 'personType']),
    ],
    totals: [womenShare, ...medalPersonShares],
    signatureRows: nominationSignatures,
  },
  example: {
    name: '李振华',
    sex: K.sex.male,
    nation: K.nation.han,
    birthDate: '1978-06-12',
    idCard: '110108197806122319',
    political: K.political.party,
    eduLevel: '30',
    professionalTitle: '9',
    skillLevel: '1',
    unitName: '北京京城精密机械有限公司',
    unitUscc: '91110108MA01ABCD5T',
    post: '数控加工车间班组长',
    cadreLevel: '0',
    personType: '1',
    joinWorkDate: '1996-07-15',
    mobile: '13811112222',
    unitCate: K.cropCate.enterprise,
    migrantWorker: K.yesNo.no,
    newEmployment: K.yesNo.no,
    track: '1',
    deedsSummary: '扎根数控加工一线28年，带领班组攻克航空发动机精密叶片加工难题，累计为企业节约成本420余万元，培养高级技师9名。',
    deeds:
      '<p>李振华同志1996年参加工作，现任北京京城精密机械有限公司数控加工车间班组长、高级技师。他扎根生产一线二十八年，先后掌握数控车、铣、磨等六个工种的操作技能，是公司公认的“技术多面手”。</p>' +
      '<p>2021年以来，他牵头成立“李振华技能工作室”，带领班组攻克航空发动机精密叶片五轴加工、薄壁件变形控制等技术难题14项，其中“薄壁环形件低应力装夹方法”获国家实用新型专利授权，使产品一次交检合格率由92.6%提高到99.3%，累计为企业节约成本420余万元。</p>' +
      '<p>他坚持“传帮带”，编写岗位操作培训教材3册，培养高级技师9名、技师16名，所带徒弟在北京市职工职业技能大赛中获一等奖2项。所在班组连续五年实现安全生产零事故，2023年被评为北京市工人先锋号。</p>' +
      '<p>他在职工代表大会民主推荐中得票率96%，本单位公示期间无异议。</p>',
    honours: [
      { year: 2023, honourName: '首都劳动奖章', level: '2', awardingBody: '北京市总工会' },
      { year: 2019, honourName: '海淀区职工技术能手', level: '4', awardingBody: '北京市海淀区总工会' },
    ],
    noticePeriod: { start: '2026-11-09', end: '2026-11-13' },
    pledge: K.yesNo.yes,
    files: { photo: ['900801'], form: ['900802'], deeds: ['900803'], vote: ['900804'], notice: ['900805'] },
  },
};
