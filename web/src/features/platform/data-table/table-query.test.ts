import { describe, expect, it } from 'vitest';
import { parseTableQuery, toServerQuery, writeTableQuery } from './table-query';

const FILTERS = ['state', 'keyword'];

describe('table query', () => {
  it('defaults to the first page of ten rows, unsorted and unfiltered', () => {
    expect(parseTableQuery(new URLSearchParams(), FILTERS)).toEqual({ current: 1, size: 10, sorting: [], filters: {} });
  });

  it('falls back to ten rows when the URL asks for a size the console does not offer', () => {
    expect(parseTableQuery(new URLSearchParams('size=7'), FILTERS).size).toBe(10);
  });

  it('reads sort and filters and ignores parameters that are not filters', () => {
    const q = parseTableQuery(new URLSearchParams('current=3&size=30&descs=createTime&state=draft&tab=todo'), FILTERS);
    expect(q).toEqual({ current: 3, size: 30, sorting: [{ id: 'createTime', desc: true }], filters: { state: 'draft' } });
  });

  it('round-trips through the URL and keeps foreign parameters', () => {
    const q = { current: 2, size: 50, sorting: [{ id: 'updateTime', desc: false }], filters: { keyword: 'x' } };
    const params = writeTableQuery(new URLSearchParams('tab=done&state=old'), q, FILTERS);
    expect(params.get('tab')).toBe('done');
    expect(params.get('state')).toBeNull();
    expect(parseTableQuery(params, FILTERS)).toEqual(q);
  });

  it('sends paging as current, size and descs or ascs', () => {
    const q = { current: 1, size: 10, sorting: [{ id: 'createTime', desc: true }], filters: { state: 'end' } };
    expect(toServerQuery(q)).toEqual({ current: 1, size: 10, descs: 'createTime', state: 'end' });
  });

  it('drops a sort by a field outside the allow-list, keeping one inside it', () => {
    const params = new URLSearchParams('descs=password&state=draft');
    expect(parseTableQuery(params, FILTERS, ['createTime']).sorting).toEqual([]);
    expect(parseTableQuery(new URLSearchParams('ascs=createTime'), FILTERS, ['createTime']).sorting).toEqual([
      { id: 'createTime', desc: false },
    ]);
  });
});
