import { request } from './http';
import type { DataOf } from './schema-types';
import type { DictItem, RegionNode, UnionNode } from './types';

/** Lookups of the system service. Both are silent: the form falls back to plain inputs. */
export const system = {
  regionChildren: (parentCode: string) =>
    request<RegionNode[]>('/api/blade-system/region/lazy-tree', { query: { parentCode }, silent: true }),
  region: (code: string) =>
    request<DataOf<'get', '/api/blade-system/region/detail'>>('/api/blade-system/region/detail', { query: { code }, silent: true }),
  dictionary: (code: string) => request<DictItem[]>('/api/blade-system/dict/dictionary', { query: { code }, silent: true }),
  /** The unions of the organisation tree the user's data scope reaches, as a tree. */
  unionTree: () => request<UnionNode[]>('/api/blade-system/dept/union-tree', { silent: true }),
  /** The dictionary as the user's tenant has it: the system entries with the tenant's own (dict-biz). */
  tenantDictionary: (code: string) => request<DictItem[]>('/api/blade-system/dict-biz/dictionary', { query: { code }, silent: true }),
};
