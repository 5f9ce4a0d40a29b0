import { request } from './http';
import type { CompleteTaskBody, RecordView, HistoryEvent, ListQuery, Page, TaskRow, TodoCount } from './types';

const base = '/api/blade-flow/work';

/** The workflow task lists and task calls, `/api/blade-flow/...`. */
export const work = {
  claimList: (query: ListQuery) => request<Page<TaskRow>>(`${base}/claim-list`, { query }),
  todoList: (query: ListQuery) => request<Page<TaskRow>>(`${base}/todo-list`, { query }),
  doneList: (query: ListQuery) => request<Page<TaskRow>>(`${base}/done-list`, { query }),
  sendList: (query: ListQuery) => request<Page<RecordView>>(`${base}/send-list`, { query }),
  todoCount: () => request<TodoCount>(`${base}/todo-count`, { silent: true }),
  claim: (taskId: string) => request<unknown>(`${base}/claim-task`, { method: 'POST', query: { taskId } }),
  complete: (body: CompleteTaskBody) => request<unknown>(`${base}/complete-task`, { method: 'POST', json: body }),
  history: (processInstanceId: string) =>
    request<HistoryEvent[]>('/api/blade-flow/process/history-flow-list', { query: { processInstanceId } }),
};
