import type { PaginationState, SortingState } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseTableQuery, toServerQuery, writeTableQuery, type TableQuery } from './table-query';

/** A list's state kept in the URL, and the setters a controlled table needs. */
export interface TableQueryState {
  query: TableQuery;
  /** The query as the server's parameters; stable while the URL does not change. */
  serverQuery: Record<string, string | number>;
  /** A string that changes whenever the server query does. */
  key: string;
  pagination: PaginationState;
  setPagination: (next: PaginationState) => void;
  setSorting: (next: SortingState) => void;
  /** Merges filters; an empty value removes one. */
  setFilters: (patch: Record<string, string | undefined>) => void;
}

/**
 * Page, sort and filters in the URL query; a change of sort or filters goes back to page 1.
 * `filterKeys` (and `sortable`, the fields the list may sort by) should be stable, so the memos hold.
 */
export function useTableQuery(filterKeys: readonly string[], sortable?: readonly string[]): TableQueryState {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseTableQuery(params, filterKeys, sortable), [params, filterKeys, sortable]);
  const serverQuery = useMemo(() => toServerQuery(query), [query]);

  const write = useCallback((next: TableQuery) => setParams((prev) => writeTableQuery(prev, next, filterKeys)), [setParams, filterKeys]);

  return {
    query,
    serverQuery,
    key: JSON.stringify(serverQuery),
    pagination: { pageIndex: query.current - 1, pageSize: query.size },
    setPagination: (next) =>
      write({
        ...query,
        size: next.pageSize,
        current: next.pageSize !== query.size ? 1 : next.pageIndex + 1,
      }),
    setSorting: (sorting) => write({ ...query, sorting, current: 1 }),
    setFilters: (patch) => {
      const filters = { ...query.filters };
      for (const [key, value] of Object.entries(patch)) {
        if (value) filters[key] = value;
        else delete filters[key];
      }
      write({ ...query, filters, current: 1 });
    },
  };
}
