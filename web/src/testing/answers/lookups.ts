import type { DictItem, RegionNode, UnionNode } from '../../api';
import type { PrefillValues } from '../../catalogue';
import type { FakeApi } from '../fake-api';

/** `dict-biz/dictionary` answers of the codes the tests' forms use (db/seed/dictionaries.ts). */
export const DICTIONARIES: Readonly<Record<string, DictItem[]>> = {
  setup_mode: [
    { dictKey: '1', dictValue: '单独建会' },
    { dictKey: '2', dictValue: '联合建会' },
    { dictKey: '3', dictValue: '选举组织员' },
  ],
  setup_1_mem: [
    { dictKey: '1', dictValue: '组长' },
    { dictKey: '2', dictValue: '副组长' },
    { dictKey: '3', dictValue: '成员' },
  ],
  works_kind: [
    { dictKey: '1', dictValue: '摄影' },
    { dictKey: '2', dictValue: '书法' },
  ],
  work_genre: [
    { dictKey: '1', dictValue: '摄影·单幅' },
    { dictKey: '2', dictValue: '摄影·组照' },
  ],
  sex: [
    { dictKey: '1', dictValue: '男' },
    { dictKey: '2', dictValue: '女' },
  ],
};

/** `region/lazy-tree` of the top level: the one province the tests choose from. */
export const TOP_REGIONS: RegionNode[] = [{ id: '110000', parentId: '00', title: '北京市', key: '110000', value: '110000', hasChildren: true }];

/** `dept/union-tree` as corp1's data scope reaches it. */
export const UNION_TREE: UnionNode[] = [
  {
    id: '1000',
    parentId: '0',
    title: '区总工会',
    kind: 'federation',
    children: [{ id: '1100', parentId: '1000', title: '海淀街道总工会', kind: 'launion', children: [] }],
  },
];

/** `prefill` of corp1's union: the higher union it belongs to. */
export const CORP1_PREFILL: PrefillValues = { parentUnion: '1100' };

/**
 * Answers the lookups a record form makes: dictionaries by code, the region tree's top level (no
 * lower level: the form falls back where the tree ends), corp1's union tree and, for `module`, its
 * prefill of corp1's union.
 */
export function answerLookups(api: FakeApi, module?: string): FakeApi {
  api
    .answer('GET /api/blade-system/dict-biz/dictionary', (call) => {
      const code = call.query.get('code') ?? '';
      const items = DICTIONARIES[code];
      if (!items) throw new Error(`no dictionary ${code} recorded`);
      return items;
    })
    .answer('GET /api/blade-system/region/lazy-tree', (call) => (call.query.get('parentCode') === '00' ? TOP_REGIONS : []))
    .answer('GET /api/blade-system/dept/union-tree', UNION_TREE);
  if (module) api.answer(`GET /api/blade-crop/crop/${module}/prefill`, CORP1_PREFILL);
  return api;
}
