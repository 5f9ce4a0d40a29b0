/** Flow models, their deployed versions and migration (issue 10): the calls of `/api/blade-flow/model` and `/manager`. */
import type { FlowGraph, ModelError } from '../catalogue';
import { request, requestBlob } from './http';
import type { ListQuery, Page } from './types';

const model = '/api/blade-flow/model';
const manager = '/api/blade-flow/manager';

/** A model's row in 模型设计. */
export interface FlowModelRow {
  id: string;
  modelKey: string;
  name: string;
  /** The module key or chain key the model serves. */
  category: string;
  categoryName: string;
  latestVersion: number | null;
  updateTime: string;
}

/** A model's draft as the designer edits it. */
export interface FlowModelDetail {
  id: string;
  modelKey: string;
  /** As stored: what the designer edits. */
  name: string;
  /** In the reader's language, for headings (a seeded chain model's while it keeps its seeded name). */
  displayName: string;
  category: string;
  graph: FlowGraph;
  /** The module's fields, for the stages' field permissions; none for a chain key. */
  fields: { key: string; label: string }[];
  latestVersion: number | null;
}

/** What `submit` takes: without `id` a new model. */
export interface FlowModelSubmit {
  id?: string;
  modelKey: string;
  name: string;
  category: string;
  graph: FlowGraph;
}

/** A record whose recorded history would not replay on the new version. */
export interface ReplayBroken {
  recordId: string;
  processInstanceId: string;
  title: string;
  error: string;
}

/** The replay check of running records against a model before it is deployed. */
export interface ReplayCheck {
  checked: number;
  broken: ReplayBroken[];
}

/** What `deploy` answers: the new version. */
export interface DeployedVersion {
  id: string;
  modelKey: string;
  version: number;
}

/** Where a version came from. */
export type VersionSource = 'designer' | 'upload' | 'seed';

/** A deployed version's row in 部署管理. */
export interface FlowVersionRow {
  id: string;
  modelKey: string;
  name: string;
  /** The module or chain key it serves. */
  category: string;
  version: number;
  source: VersionSource;
  deployTime: string;
  deployedByName: string | null;
  suspended: boolean;
  /** The tenant that deployed it (000000 for a shared federation version). */
  tenantId: string;
  /** The tenants a federation version is shared to. */
  tenantIds: string[];
  /** Records running on it. */
  running: number;
}

/** A version with its graph. */
export interface FlowVersionDetail extends FlowVersionRow {
  graph: FlowGraph;
}

/** Where the records open at one stage of the old version go. */
export interface MigrationStage {
  /** '' for the records not in review (drafts, returned). */
  stageKey: string;
  stageName: string;
  count: number;
  /** Whether the new version still has the stage. */
  exists: boolean;
  /** The new version's node they go to. */
  to: string;
  toName: string;
}

/** One record the migration would move. */
export interface MigrationRecord {
  recordId: string;
  processInstanceId: string;
  title: string;
  unionName: string;
  stageKey: string;
  to: string;
}

/** The dry run of a migration: nothing has moved yet. */
export interface MigrationPlan {
  total: number;
  stages: MigrationStage[];
  records: MigrationRecord[];
  replay: ReplayCheck;
}

export interface MigrationOrderBody {
  fromVersionId: string;
  toVersionId: string;
  /** Old stage key → new node id, where the admin chose another target than the plan's. */
  targets?: Record<string, string>;
  recordIds?: string[];
}

/** What `migrate` answers. */
export interface MigrationResult {
  moved: number;
  failed: { recordId: string; error: string }[];
}

/** The data of a 400 on an invalid model: each error names its element. */
export interface ModelErrorsData {
  errors: ModelError[];
}

/** The designer's and the deployment manager's calls. */
export const flowModels = {
  list: (query: ListQuery) => request<Page<FlowModelRow>>(`${model}/list`, { query }),
  detail: (id: string) => request<FlowModelDetail>(`${model}/detail`, { query: { id } }),
  /** Silent: the designer shows a refused model's errors beside their elements. */
  submit: (body: FlowModelSubmit) => request<FlowModelDetail>(`${model}/submit`, { method: 'POST', json: body, silent: true }),
  validate: (category: string, graph: FlowGraph) =>
    request<{ errors: ModelError[] }>(`${model}/validate`, { method: 'POST', json: { category, graph } }),
  remove: (ids: string[]) => request<unknown>(`${model}/remove`, { method: 'POST', query: { ids: ids.join(',') } }),
  deploy: (id: string, tenantIds?: string[]) =>
    request<DeployedVersion>(`${model}/deploy`, {
      method: 'POST',
      json: { id, ...(tenantIds?.length ? { tenantIds } : {}) },
      silent: true,
    }),
  /** BPMN 2.0 XML of a deployed version or of a model's draft. */
  exportBpmn: (of: { versionId: string } | { id: string }) => requestBlob(`${model}/export`, { query: { ...of } }),
  replayCheck: (id: string) => request<ReplayCheck>(`${model}/replay-check`, { method: 'POST', json: { id } }),
};

export const flowVersions = {
  list: (query: ListQuery) => request<Page<FlowVersionRow>>(`${manager}/list`, { query }),
  version: (id: string) => request<FlowVersionDetail>(`${manager}/version`, { query: { id } }),
  changeState: (id: string, state: 'active' | 'suspended') =>
    request<unknown>(`${manager}/change-state`, { method: 'POST', json: { id, state } }),
  /** Silent: the upload dialog lists the server's errors by element. */
  upload: (body: globalThis.FormData) =>
    request<FlowVersionRow>(`${manager}/deploy-upload`, { method: 'POST', multipart: body, silent: true }),
  /** 409 naming how many records still run on it. */
  remove: (id: string) => request<unknown>(`${manager}/delete-deployment`, { method: 'POST', json: { id } }),
  plan: (body: MigrationOrderBody) => request<MigrationPlan>(`${manager}/migration-plan`, { method: 'POST', json: body }),
  migrate: (body: MigrationOrderBody) => request<MigrationResult>(`${manager}/migrate`, { method: 'POST', json: body }),
};
