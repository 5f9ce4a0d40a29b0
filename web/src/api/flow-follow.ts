/** Following running flows, the 知会 copies and the leave process (issue 10): their calls and answers. */
import { request } from './http';
import type { BodyOf, DataOf, RowOf } from './schema-types';
import type { LifecycleAction, RecordState } from '../catalogue';
import type { ListQuery, Page, RecordView } from './types';

/** A running flow in 流程跟踪. */
export type FollowRow = RowOf<'get', '/api/blade-flow/follow/list'>;

type ProgressWire = DataOf<'get', '/api/blade-flow/follow/progress'>;
/** A record's progress on its graph, its state and the administrator's actions as the catalogue names them. */
export type FlowProgress = Omit<ProgressWire, 'state' | 'actions'> & { state: RecordState; actions: LifecycleAction[] };

/** Who reviews a coming stage. */
export type NextStage = FlowProgress['next'][number];

/** One 知会 task of the caller: a stage of a record's flow it is told of and only acknowledges. */
export type ReadflowRow = RowOf<'get', '/api/blade-crop/crop/readflow/list'>;

/** The leave form (catalogue/modules/leave.ts, docs/forms/leave.md). */
export type LeaveBody = BodyOf<'post', '/api/blade-desk/process/leave/start-process'>;

export const flowFollow = {
  list: (query: ListQuery) => request<Page<FollowRow>>('/api/blade-flow/follow/list', { query }),
  progress: (processInstanceId: string) => request<FlowProgress>('/api/blade-flow/follow/progress', { query: { processInstanceId } }),
  terminate: (processInstanceId: string, deleteReason: string) =>
    request<unknown>('/api/blade-flow/follow/delete-process-instance', { method: 'POST', json: { processInstanceId, deleteReason } }),
};

const readflowBase = '/api/blade-crop/crop/readflow';

export const readflow = {
  list: (query: ListQuery) => request<Page<ReadflowRow>>(`${readflowBase}/list`, { query }),
  complete: (id: string) => request<unknown>(`${readflowBase}/completeTask`, { method: 'POST', query: { id } }),
  /** Every 知会 task of the caller on flow `pid`; answers how many it marked read. */
  completeByPid: (pid: string) =>
    request<DataOf<'post', '/api/blade-crop/crop/readflow/completeTaskByPid'>>(`${readflowBase}/completeTaskByPid`, {
      method: 'POST',
      query: { pid },
    }),
};

const leaveBase = '/api/blade-desk/process/leave';

export const leave = {
  start: (body: LeaveBody) =>
    request<DataOf<'post', '/api/blade-desk/process/leave/start-process'>>(`${leaveBase}/start-process`, { method: 'POST', json: body }),
  /** The leave record as any record's detail answers it. */
  detail: (businessId: string) => request<RecordView>(`${leaveBase}/detail`, { query: { businessId } }),
};
