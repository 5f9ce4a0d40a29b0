/** Following running flows, the 知会 copies and the leave process (issue 10): their calls and answers. */
import type { FlowGraph } from '../catalogue';
import { request } from './http';
import type { ListQuery, Page, RecordView } from './types';

/** A running flow in 流程跟踪. */
export interface FollowRow {
  processInstanceId: string;
  recordId: string;
  module: string;
  moduleName: string;
  title: string;
  unionName: string;
  applicantName: string;
  state: string;
  stateName: string;
  stageKey: string | null;
  stageName: string;
  /** The assignee of each open task, else its candidates by name; the applicant union while the flow waits for it. */
  assignees: string[];
  waitingSince: string;
  /** Hours waited so far, to a tenth. */
  waitingHours: number;
  dueTime: string | null;
  overdue: boolean;
  stuck: boolean;
  modelKey: string | null;
  /** 0: the catalogue's built-in chain; null: started before deployments existed. */
  version: number | null;
  versionId: string | null;
  /** The flow in the Temporal Web UI. */
  temporalUrl: string;
}

/** Who reviews a coming stage. */
export interface NextStage {
  stageKey: string;
  stageName: string;
  reviewers: string[];
}

/** A record's progress on its graph. */
export interface FlowProgress {
  processInstanceId: string;
  state: string;
  graph: FlowGraph;
  done: string[];
  current: string[];
  coming: string[];
  next: NextStage[];
  modelKey: string | null;
  version: number | null;
  /** The roles the graph's rules name, by alias, named in the reader's language. */
  roleNames: Record<string, string>;
  /** The accounts those rules name, by id. */
  userNames: Record<string, string>;
  temporalUrl: string;
}

/** One 知会 task of the caller: a stage of a record's flow it is told of and only acknowledges. */
export interface ReadflowRow {
  /** The record's id and a sequence number (`123456789-4`). */
  id: string;
  processInstanceId: string;
  recordId: string;
  module: string;
  moduleName: string;
  title: string;
  unionName: string;
  stageKey: string;
  stageName: string;
  createTime: string;
  read: boolean;
  readBy: string | null;
  readName: string | null;
  readTime: string | null;
}

/** The leave form (catalogue/modules/leave.ts, docs/forms/leave.md). */
export interface LeaveBody {
  /** A key of the dictionary `leave_type`. */
  leaveType: string;
  /** yyyy-MM-dd */
  startTime: string;
  endTime: string;
  days: number;
  reason: string;
  handover?: string;
  mobile?: string;
}

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
  completeByPid: (pid: string) => request<{ count: number }>(`${readflowBase}/completeTaskByPid`, { method: 'POST', query: { pid } }),
};

const leaveBase = '/api/blade-desk/process/leave';

export const leave = {
  start: (body: LeaveBody) =>
    request<{ businessId: string; processInstanceId: string }>(`${leaveBase}/start-process`, { method: 'POST', json: body }),
  /** The leave record as any record's detail answers it. */
  detail: (businessId: string) => request<RecordView>(`${leaveBase}/detail`, { query: { businessId } }),
};
