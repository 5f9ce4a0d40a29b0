import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { newId } from '../ids';
import type { NewDict } from '../tables/dict';
import { ADVANCE_DICTIONARIES } from './dicts/advance';
import { INNOV_DICTIONARIES } from './dicts/innov';
import { HONOR1_DICTIONARIES } from './dicts/honor1';
import { PUBLICITY_DICTIONARIES } from './dicts/publicity';
import { CAPITAL_DICTIONARIES } from './dicts/capital';
import { ASSESS_DICTIONARIES } from './dicts/assess';
import { MW_DICTIONARIES } from './dicts/mw';
import { FINANCE_DICTIONARIES } from './dicts/finance';
import { FIELD_DICTIONARIES } from './dicts/field';
import { COVERED_ENTERPRISE_DICTIONARIES } from './dicts/covered-enterprises';
import { RIGHTS_DICTIONARIES } from './dicts/rights';

/** One seeded system dictionary: its code, name and entries `[key, value, remark?]` in display order. */
export interface DictionarySeed {
  code: string;
  name: string;
  /** National standards are sealed: an administrator cannot change or remove them by accident. */
  sealed?: boolean;
  remark?: string;
  items: readonly (readonly [string, string] | readonly [string, string, string])[];
}

/** GB 3304-91 中国各民族名称的罗马字母拼写法和代码: the 56 民族 with their two-digit codes. */
const NATIONS = [
  '汉族',
  '蒙古族',
  '回族',
  '藏族',
  '维吾尔族',
  '苗族',
  '彝族',
  '壮族',
  '布依族',
  '朝鲜族',
  '满族',
  '侗族',
  '瑶族',
  '白族',
  '土家族',
  '哈尼族',
  '哈萨克族',
  '傣族',
  '黎族',
  '傈僳族',
  '佤族',
  '畲族',
  '高山族',
  '拉祜族',
  '水族',
  '东乡族',
  '纳西族',
  '景颇族',
  '柯尔克孜族',
  '土族',
  '达斡尔族',
  '仫佬族',
  '羌族',
  '布朗族',
  '撒拉族',
  '毛南族',
  '仡佬族',
  '锡伯族',
  '阿昌族',
  '普米族',
  '塔吉克族',
  '怒族',
  '乌孜别克族',
  '俄罗斯族',
  '鄂温克族',
  '德昂族',
  '保安族',
  '裕固族',
  '京族',
  '塔塔尔族',
  '独龙族',
  '鄂伦春族',
  '赫哲族',
  '门巴族',
  '珞巴族',
  '基诺族',
] as const;

/**
 * The system dictionaries every installation has: the codes the specification loads
 * (000 §3) and the codes the business modules' forms use (MODULE-SHAPES.md). Meanings and
 * sources: docs/forms/dictionaries.md.
 */
export const SYSTEM_DICTIONARIES: readonly DictionarySeed[] = [
  {
    code: 'sex',
    name: '性别',
    sealed: true,
    remark: 'GB/T 2261.1-2003',
    items: [
      ['1', '男'],
      ['2', '女'],
    ],
  },
  {
    code: 'nation',
    name: '民族',
    sealed: true,
    remark: 'GB 3304-91',
    items: NATIONS.map((name, i) => [String(i + 1).padStart(2, '0'), name] as const),
  },
  {
    code: 'political',
    name: '政治面貌',
    sealed: true,
    remark: 'GB/T 4762-1984',
    items: [
      ['01', '中国共产党党员'],
      ['02', '中国共产党预备党员'],
      ['03', '中国共产主义青年团团员'],
      ['04', '中国国民党革命委员会会员'],
      ['05', '中国民主同盟盟员'],
      ['06', '中国民主建国会会员'],
      ['07', '中国民主促进会会员'],
      ['08', '中国农工民主党党员'],
      ['09', '中国致公党党员'],
      ['10', '九三学社社员'],
      ['11', '台湾民主自治同盟盟员'],
      ['12', '无党派人士'],
      ['13', '群众'],
    ],
  },
  {
    code: 'assessment_political',
    name: '政治面貌(评选)',
    remark: '评选表彰表格用的简表,键沿用 GB/T 4762',
    items: [
      ['01', '中共党员'],
      ['02', '中共预备党员'],
      ['03', '共青团员'],
      ['04', '民主党派', '04 至 11 各民主党派合并'],
      ['12', '无党派人士'],
      ['13', '群众'],
    ],
  },
  {
    code: 'edu_level',
    name: '学历',
    sealed: true,
    remark: 'GB/T 4658-2006',
    items: [
      ['11', '博士研究生'],
      ['14', '硕士研究生'],
      ['20', '大学本科'],
      ['30', '大学专科'],
      ['40', '中等职业教育', '中专、职高、技校'],
      ['60', '普通高级中学'],
      ['70', '初级中学'],
      ['80', '小学'],
      ['90', '其他'],
    ],
  },
  {
    code: 'member_edu',
    name: '会员学历',
    remark: '会员名册用的简表,键沿用 GB/T 4658 的大类',
    items: [
      ['10', '研究生'],
      ['20', '大学本科'],
      ['30', '大学专科'],
      ['40', '中专/技校'],
      ['60', '高中'],
      ['70', '初中及以下'],
    ],
  },
  {
    code: 'professional_title',
    name: '专业技术职称',
    remark: '按职称级别',
    items: [
      ['1', '正高级'],
      ['2', '副高级'],
      ['3', '中级'],
      ['4', '助理级'],
      ['5', '员级'],
      ['9', '无'],
    ],
  },
  {
    code: 'crop_cate',
    name: '单位类别',
    remark: '基层工会所在单位的性质',
    items: [
      ['1', '国有及国有控股企业'],
      ['2', '集体企业'],
      ['3', '私营企业'],
      ['4', '港澳台商投资企业'],
      ['5', '外商投资企业'],
      ['6', '其他内资企业', '股份合作、联营等'],
      ['7', '机关'],
      ['8', '事业单位'],
      ['9', '社会团体'],
      ['10', '社会服务机构', '原民办非企业单位'],
      ['11', '个体工商户'],
      ['99', '其他'],
    ],
  },
  {
    code: 'setup_1_mem',
    name: '筹备组职务',
    items: [
      ['1', '组长'],
      ['2', '副组长'],
      ['3', '成员'],
    ],
  },
  {
    code: 'launtion_position',
    name: '工会委员会职务',
    items: [
      ['1', '主席'],
      ['2', '常务副主席'],
      ['3', '副主席'],
      ['4', '委员'],
      ['5', '组织委员'],
      ['6', '宣传委员'],
      ['7', '文体委员'],
      ['8', '女职工委员'],
      ['9', '劳动保护委员'],
      ['10', '生活委员'],
      ['11', '经费审查委员'],
      ['12', '工会干事'],
      // R-INDEP (finance8): the officers in charge of the union's money, who may not sit on its funds review committee.
      ['13', '分管财务副主席'],
      ['14', '财务委员'],
      ['15', '会计'],
      ['16', '出纳'],
    ],
  },
  {
    code: 'assessment_launtion_position',
    name: '工会职务(评选)',
    items: [
      ['1', '工会主席'],
      ['2', '工会副主席'],
      ['3', '工会委员'],
      ['4', '工会干事'],
      ['9', '其他'],
    ],
  },
  {
    code: 'launtion_fin_position',
    name: '经费审查委员会职务',
    items: [
      ['1', '主任'],
      ['2', '副主任'],
      ['3', '委员'],
    ],
  },
  {
    code: 'launtion_female_position',
    name: '女职工委员会职务',
    items: [
      ['1', '主任'],
      ['2', '副主任'],
      ['3', '委员'],
    ],
  },
  {
    code: 'addition',
    name: '增补职务',
    remark: '委员增补时增补的职务(规范只给出名称,含义为推定)',
    items: [
      ['1', '增补主席'],
      ['2', '增补副主席'],
      ['3', '增补委员'],
      ['4', '增补经费审查委员'],
      ['5', '增补女职工委员'],
    ],
  },
  // Group B: organisation, set-up and transfer.
  {
    code: 'yes_no',
    name: '是否',
    sealed: true,
    items: [
      ['1', '是'],
      ['0', '否'],
    ],
  },
  {
    code: 'union_kind',
    name: '工会组织类型',
    items: [
      ['crop', '企业(单位)工会', '单独建会'],
      ['cropGroup', '企业集团工会'],
      ['cropTradeUnion', '企业工会及分会'],
      ['ally', '联合基层工会'],
      ['union', '区域性、行业性工会联合会'],
    ],
  },
  {
    code: 'union_scope',
    name: '工会联合会类型',
    remark: 'organ5 联合会:区域性或行业性',
    items: [
      ['1', '区域性工会联合会'],
      ['2', '行业性工会联合会'],
    ],
  },
  {
    code: 'setup_mode',
    name: '建会方式',
    items: [
      ['1', '单独建会'],
      ['2', '联合建会'],
      ['3', '选举组织员'],
    ],
  },
  {
    code: 'election_mode',
    name: '选举方式',
    remark: '会员不足100人的一般召开会员大会',
    items: [
      ['1', '会员大会'],
      ['2', '会员代表大会'],
    ],
  },
  {
    code: 'election_body',
    name: '选举机构',
    items: [
      ['1', '会员大会'],
      ['2', '会员代表大会'],
      ['3', '委员会全体会议'],
    ],
  },
  {
    code: 'organ_change_type',
    name: '补选类型',
    items: [
      ['1', '主席补选/改选'],
      ['2', '委员增补'],
    ],
  },
  {
    code: 'rename_reason',
    name: '更名原因',
    items: [
      ['1', '单位更名'],
      ['2', '单位合并'],
      ['3', '隶属变化'],
      ['9', '其他'],
    ],
  },
  {
    code: 'cert_change_item',
    name: '法人证书变更事项',
    items: [
      ['1', '名称'],
      ['2', '法定代表人'],
      ['3', '住所'],
      ['4', '经费来源'],
      ['9', '其他'],
    ],
  },
  {
    code: 'funds_source',
    name: '经费来源',
    items: [
      ['1', '会费'],
      ['2', '拨缴经费'],
      ['3', '行政补助'],
      ['9', '其他'],
    ],
  },
  {
    code: 'fee_pay_mode',
    name: '经费缴纳方式',
    items: [
      ['1', '税务代收'],
      ['2', '直接拨缴'],
    ],
  },
  {
    code: 'works_kind',
    name: '征集作品类别',
    items: [
      ['1', '摄影'],
      ['2', '书法'],
    ],
  },
  {
    code: 'work_genre',
    name: '作品体裁',
    remark: '摄影作品分单幅、组照;书法作品按书体分',
    items: [
      ['1', '摄影·单幅'],
      ['2', '摄影·组照'],
      ['11', '书法·楷书'],
      ['12', '书法·行书'],
      ['13', '书法·草书'],
      ['14', '书法·隶书'],
      ['15', '书法·篆书'],
    ],
  },
  {
    code: 'transfer_reason',
    name: '转移原因',
    items: [
      ['1', '迁址'],
      ['2', '隶属调整'],
      ['3', '并入集团'],
      ['9', '其他'],
    ],
  },
  // Finance.
  {
    code: 'backpay_reason',
    name: '补缴原因',
    items: [
      ['1', '漏缴'],
      ['2', '少缴'],
      ['3', '建会前欠缴'],
      ['9', '其他'],
    ],
  },
  {
    code: 'refund_reason',
    name: '退款原因',
    items: [
      ['1', '多缴'],
      ['2', '重复缴纳'],
      ['3', '误缴'],
      ['4', '注销或转出'],
      ['9', '其他'],
    ],
  },
  // Honours, selections and assessments.
  {
    code: 'advance_kind',
    name: '先进类别',
    items: [
      ['1', '先进个人'],
      ['2', '先进集体(法人单位)'],
      ['3', '先进集体(非法人班组)'],
    ],
  },
  {
    code: 'mw_person_type',
    name: '劳模人员类别',
    items: [
      ['1', '一线职工'],
      ['2', '专业技术人员'],
      ['3', '企业负责人'],
      ['4', '农民工'],
    ],
  },
  {
    code: 'selection_round_kind',
    name: '评选项目',
    items: [
      ['mw_person', '北京市劳动模范和先进工作者'],
      ['mw_collective', '北京市模范集体'],
      ['mw_national', '全国劳动模范和先进工作者'],
      ['capital_medal', '首都劳动奖章'],
      ['capital_merit', '首都劳动奖状'],
      ['capital_pioneer', '北京市工人先锋号'],
      ['nation_medal', '全国五一劳动奖章'],
      ['nation_award', '全国五一劳动奖状'],
      ['nation_pioneer', '全国工人先锋号'],
      ['boost', '职工创新助力'],
      ['boost_team', '职工创新助力（团队）'],
      ['union_honours', '工会荣誉表彰'],
      ['advance_person', '先进个人评选'],
      ['advance_legal', '先进集体(法人单位)评选'],
      ['advance_team', '先进集体(非法人班组)评选'],
      ['selfassessment', '工会工作考核'],
      ['bookroom_site', '职工书屋示范点'],
    ],
  },
  {
    code: 'mw_selection_type',
    name: '劳模评选类别',
    items: [
      ['1', '北京市劳动模范'],
      ['2', '北京市模范集体'],
      ['3', '全国劳动模范'],
    ],
  },
  {
    code: 'collective_type',
    name: '集体类型',
    items: [
      ['1', '法人单位'],
      ['2', '内设机构或班组'],
    ],
  },
  {
    code: 'pioneer_team_type',
    name: '工人先锋号集体类型',
    items: [
      ['1', '班组'],
      ['2', '车间'],
      ['3', '项目部'],
      ['4', '窗口'],
    ],
  },
  {
    code: 'nation_collective_kind',
    name: '全国集体奖项',
    items: [
      ['1', '全国五一劳动奖状'],
      ['2', '全国工人先锋号'],
    ],
  },
  {
    code: 'innovation_type',
    name: '创新类型',
    items: [
      ['1', '技术革新'],
      ['2', '发明创造'],
      ['3', '合理化建议'],
      ['4', '技术攻关'],
      ['9', '其他'],
    ],
  },
  {
    code: 'studio_level',
    name: '创新工作室级别',
    items: [
      ['1', '企业级'],
      ['2', '区级'],
      ['3', '市级'],
      ['4', '全国'],
    ],
  },
  {
    code: 'skill_level',
    name: '职业技能等级',
    remark: '国家职业技能标准的五个等级,一级最高',
    items: [
      ['5', '初级工'],
      ['4', '中级工'],
      ['3', '高级工'],
      ['2', '技师'],
      ['1', '高级技师'],
    ],
  },
  {
    code: 'honor_cate',
    name: '表彰类别',
    items: [
      ['person', '个人'],
      ['team', '集体'],
    ],
  },
  {
    code: 'assessment_type',
    name: '考核事项',
    items: [
      ['selfassessment', '工会工作自评'],
      ['friendsunion', '工会之友'],
      ['beautifulemployees', '最美职工'],
      ['workaccounts', '工作台账'],
      ['worksummation', '工作总结'],
      ['innovativetalent', '企业创新人才'],
      ['innovationteam', '企业创新团队'],
    ],
  },
  {
    code: 'assessment_grade',
    name: '考核等次',
    items: [
      ['1', '优秀'],
      ['2', '良好'],
      ['3', '合格'],
      ['4', '不合格'],
    ],
  },
  {
    code: 'ledger_category',
    name: '工作台账类别',
    items: [
      ['1', '组织建设'],
      ['2', '民主管理'],
      ['3', '会员发展'],
      ['4', '经费管理'],
      ['5', '帮扶维权'],
      ['6', '文体活动'],
      ['7', '教育培训'],
    ],
  },
  // The leave request (docs/forms/leave.md): the kinds of leave of 《职工带薪年休假条例》 and the national and local rules.
  {
    code: 'leave_type',
    name: '请假类型',
    items: [
      ['1', '事假'],
      ['2', '病假'],
      ['3', '年休假'],
      ['4', '婚假'],
      ['5', '产假'],
      ['6', '陪产假'],
      ['7', '丧假'],
      ['8', '探亲假'],
    ],
  },
  ...ADVANCE_DICTIONARIES,
  ...INNOV_DICTIONARIES,
  ...HONOR1_DICTIONARIES,
  ...PUBLICITY_DICTIONARIES,
  ...CAPITAL_DICTIONARIES,
  ...ASSESS_DICTIONARIES,
  ...MW_DICTIONARIES,
  ...FINANCE_DICTIONARIES,
  ...FIELD_DICTIONARIES,
  ...COVERED_ENTERPRISE_DICTIONARIES,
  ...RIGHTS_DICTIONARIES,
];

/**
 * Adds the dictionaries and entries of SYSTEM_DICTIONARIES that are missing. What an administrator
 * changed or added stays as it is; an entry an administrator removed comes back only with its code.
 */
export async function seedDictionaries(db: Kysely<Database>): Promise<void> {
  const tops = await db.selectFrom('dict').select(['id', 'code']).where('parent_id', 'is', null).where('is_deleted', '=', false).execute();
  const topOf = new Map(tops.map((t) => [t.code, String(t.id)]));
  const keys = await db
    .selectFrom('dict')
    .select(['code', 'dict_key'])
    .where('parent_id', 'is not', null)
    .where('is_deleted', '=', false)
    .execute();
  const present = new Set(keys.map((k) => `${k.code}\u0000${k.dict_key}`));
  const rows: NewDict[] = [];
  SYSTEM_DICTIONARIES.forEach((d, i) => {
    const sealed = d.sealed ? 1 : 0;
    let parentId = topOf.get(d.code);
    if (!parentId) {
      parentId = newId();
      rows.push({
        id: parentId,
        parent_id: null,
        code: d.code,
        dict_key: null,
        dict_value: d.name,
        sort: i + 1,
        is_sealed: sealed,
        remark: d.remark ?? null,
      });
    }
    d.items.forEach(([key, value, remark], j) => {
      if (present.has(`${d.code}\u0000${key}`)) return;
      rows.push({
        id: newId(),
        parent_id: parentId,
        code: d.code,
        dict_key: key,
        dict_value: value,
        sort: j + 1,
        is_sealed: 0,
        remark: remark ?? null,
      });
    });
  });
  // Parents come before their entries in `rows`, so one insert satisfies the foreign key.
  for (let at = 0; at < rows.length; at += 500)
    await db
      .insertInto('dict')
      .values(rows.slice(at, at + 500))
      .execute();
}
