import type { RowSelectionState } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import type { ListQuery, Page } from '../../../api';
import { useLoader, type Loaded } from '../../../lib';
import { useTableQuery, type TableQueryState } from '../data-table';

/** What a server-paged admin list needs: URL state, the loaded page and the row selection. */
export interface PagedList<T> {
  tq: TableQueryState;
  page: Loaded<Page<T>>;
  selection: RowSelectionState;
  setSelection: (next: RowSelectionState) => void;
}

/** A server-paged list whose page, size, sort and filters live in the URL. */
export function usePagedList<T>(name: string, filterKeys: readonly string[], load: (query: ListQuery) => Promise<Page<T>>): PagedList<T> {
  const tq = useTableQuery(filterKeys);
  const page = useLoader(`${name}?${tq.key}`, () => load(tq.serverQuery));
  const [selection, setSelection] = useState<RowSelectionState>({});
  useEffect(() => setSelection({}), [page.data]);
  return { tq, page, selection, setSelection };
}
