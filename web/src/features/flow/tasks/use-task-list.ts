import type { ColumnDef } from '@tanstack/react-table';
import type { ListQuery, Page } from '../../../api';
import { usePagedList, type PagedList } from '../../platform/crud';

/** Filter keys of the task lists. */
export const TASK_FILTER_KEYS = ['keyword'] as const;

/** Loads one task list (`name` tells lists apart) page by page, as the URL says, sorted by its columns' allow-list. */
export function useTaskList<T>(name: string, load: (query: ListQuery) => Promise<Page<T>>, columns: readonly ColumnDef<T>[]): PagedList<T> {
  return usePagedList(name, TASK_FILTER_KEYS, load, { columns });
}
