import { request } from './http';
import type { DataOf } from './schema-types';
import type { DictItem, ListQuery, Page } from './types';

/**
 * A dictionary row of the admin calls: a dictionary's top row (`parentId` '0', no key) or one of its
 * entries; in the tree of `list`, with the entries below it.
 */
export type DictEntry = DataOf<'get', '/api/blade-system/dict/detail'> & { children?: DictEntry[] };

/** One family of dictionary admin calls: `dict` (system) or `dict-biz` (the tenant's own). */
export interface DictionaryCalls {
  parentList: (query: ListQuery) => Promise<Page<DictEntry>>;
  /** Every dictionary with its entries as a tree; `code` narrows it. */
  list: (query?: ListQuery) => Promise<DictEntry[]>;
  detail: (id: string) => Promise<DictEntry>;
  submit: (body: Record<string, unknown>) => Promise<DictEntry>;
  remove: (ids: string[]) => Promise<number>;
}

const family = (base: string): DictionaryCalls => ({
  parentList: (query) => request<Page<DictEntry>>(`${base}/parent-list`, { query }),
  list: (query = {}) => request<DictEntry[]>(`${base}/list`, { query }),
  detail: (id) => request<DictEntry>(`${base}/detail`, { query: { id } }),
  submit: (body) => request<DictEntry>(`${base}/submit`, { method: 'POST', json: body }),
  remove: (ids) => request<number>(`${base}/remove`, { method: 'POST', query: { ids: ids.join(',') } }),
});

/** The dictionary calls: admin of the system and business dictionaries, and the tenant's dictionary by code. */
export const dictionaries = {
  system: family('/api/blade-system/dict'),
  business: family('/api/blade-system/dict-biz'),
  /** A dictionary as the caller's tenant uses it: system entries extended by the tenant's own (login needed). */
  forTenant: (code: string) => request<DictItem[]>('/api/blade-system/dict-biz/dictionary', { query: { code }, silent: true }),
};
