import type { ListQuery, Page } from '../../../api';
import { useLoader, type Loaded } from '../../../lib';
import { useTableQuery, type TableQueryState } from '../../platform/data-table';

/** Filter keys of the task lists. */
export const TASK_FILTER_KEYS = ['keyword'] as const;

/** A task list's URL state and its current page. */
export interface TaskList<T> {
  tq: TableQueryState;
  page: Loaded<Page<T>>;
}

/** Loads one task list (`name` tells lists apart) page by page, as the URL says. */
export function useTaskList<T>(name: string, load: (query: ListQuery) => Promise<Page<T>>): TaskList<T> {
  const tq = useTableQuery(TASK_FILTER_KEYS);
  const page = useLoader(`${name}?${tq.key}`, () => load(tq.serverQuery));
  return { tq, page };
}
