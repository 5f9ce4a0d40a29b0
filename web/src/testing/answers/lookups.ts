import type { DictItem, RegionNode, UnionNode } from '../../api';
import { modules, prefillKeysOf, type ModuleEntry, type PrefillValues } from '../../catalogue';
import type { FakeApi } from '../fake-api';

const items = (...pairs: [string, string][]): DictItem[] =>
  pairs.map(([dictKey, dictValue], i) => ({
    id: `${dictKey}-${i}`,
    parentId: '0',
    code: '',
    dictKey,
    dictValue,
    sort: i + 1,
    remark: '',
    source: 'system',
  }));

/** `dict-biz/dictionary` answers of the codes the tests' forms use, their first entries as db/seed/dictionaries.ts seeds them. */
export const DICTIONARIES: Readonly<Record<string, DictItem[]>> = {
  setup_mode: items(['1', '单独建会'], ['2', '联合建会'], ['3', '选举组织员']),
  setup_1_mem: items(['1', '组长'], ['2', '副组长'], ['3', '成员']),
  election_mode: items(['1', '会员大会'], ['2', '会员代表大会']),
  sex: items(['1', '男'], ['2', '女']),
  assessment_grade: items(['1', '优秀'], ['2', '良好'], ['3', '合格'], ['4', '不合格']),
  nation: items(['01', '汉族'], ['02', '蒙古族']),
  edu_level: items(['11', '博士研究生'], ['14', '硕士研究生'], ['20', '大学本科']),
  political: items(['01', '中国共产党党员'], ['13', '群众']),
  launtion_position: items(['1', '主席'], ['2', '常务副主席'], ['3', '副主席'], ['4', '委员']),
  launtion_fin_position: items(['1', '主任'], ['2', '副主任'], ['3', '委员']),
  launtion_female_position: items(['1', '主任'], ['2', '副主任'], ['3', '委员']),
  works_kind: items(['1', '摄影'], ['2', '书法']),
  work_genre: items(['1', '摄影·单幅'], ['2', '摄影·组照']),
  yes_no: items(['1', '是'], ['0', '否']),
  venue_type: items(['1', '职工活动室'], ['2', '职工之家综合服务室'], ['3', '职工健身房'], ['4', '职工书屋']),
  honour_level: items(['1', '国家级'], ['2', '省部级'], ['3', '市级'], ['4', '区县级'], ['5', '街道(乡镇)、园区级']),
  objection_outcome: items(['1', '反映属实'], ['2', '部分属实'], ['3', '反映不属实']),
  publicity_outcome: items(['1', '授予'], ['2', '不予授予'], ['3', '撤回推荐']),
  professional_title: items(['1', '正高级'], ['2', '副高级'], ['3', '中级']),
  skill_level: items(['5', '初级工'], ['4', '中级工'], ['3', '高级工']),
  innovation_type: items(['1', '技术革新'], ['2', '发明创造'], ['3', '合理化建议'], ['4', '技术攻关']),
  boost_support: items(['1', '职工创新项目资助'], ['2', '职工发明专利资助'], ['3', '职工自主创新成果评选']),
  patent_type: items(['1', '发明'], ['2', '实用新型'], ['3', '外观设计']),
  fee_pay_mode: items(['1', '税务代收'], ['2', '直接拨缴']),
};

/** `region/lazy-tree` of the top level: the one province the tests choose from. */
export const TOP_REGIONS: RegionNode[] = [
  { id: '110000', parentId: '00', title: '北京市', key: '110000', value: '110000', hasChildren: true, regionLevel: 1 },
];

/** `dept/union-tree` as corp1's data scope reaches it. */
export const UNION_TREE: UnionNode[] = [
  {
    id: '1000',
    parentId: '0',
    title: '区总工会',
    key: '1000',
    value: '1000',
    kind: 'federation',
    hasChildren: true,
    children: [
      {
        id: '1100',
        parentId: '1000',
        title: '海淀街道总工会',
        key: '1100',
        value: '1100',
        kind: 'launion',
        hasChildren: false,
        children: [],
      },
    ],
  },
];

/** corp1's union's own data: its name, its higher union, its set-up request and its staff. */
export const CORP1_PREFILL: PrefillValues = {
  unionName: '北京智联科技有限公司工会委员会',
  parentUnion: '1100',
  setup1Id: '1001',
  staffCount: 120,
};

/**
 * Answers the lookups a record form makes: dictionaries by code, the region tree's top level (no
 * lower level: the form falls back where the tree ends), corp1's union tree and, for `module`, its
 * prefill: corp1's union's data under the keys the module's fields read, as the server answers it
 * (`module` by key, or an entry of its own a test makes).
 */
export function answerLookups(api: FakeApi, module?: string | ModuleEntry): FakeApi {
  api
    .answer('GET /api/blade-system/dict-biz/dictionary', (call) => {
      const code = call.query.get('code') ?? '';
      const items = DICTIONARIES[code];
      if (!items) throw new Error(`no dictionary ${code} recorded`);
      return items;
    })
    .answer('GET /api/blade-system/region/lazy-tree', (call) => (call.query.get('parentCode') === '00' ? TOP_REGIONS : []))
    .answer('GET /api/blade-system/dept/union-tree', UNION_TREE);
  const entry = typeof module === 'string' ? modules[module] : module;
  const keys = prefillKeysOf(entry?.fields ?? []);
  if (entry && keys.length > 0) {
    api.answer<PrefillValues>(
      `GET /api/blade-crop/crop/${entry.key}/prefill`,
      Object.fromEntries(keys.map((k) => [k, CORP1_PREFILL[k] ?? null])),
    );
  }
  return api;
}
