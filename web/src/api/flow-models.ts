/** Flow models, their deployed versions and migration (issue 10): the calls of `/api/blade-flow/model` and `/manager`. */
import type { FlowGraph } from '../catalogue';
import { request, requestBlob } from './http';
import type { BodyOf, DataOf, RowOf } from './schema-types';
import type { ListQuery, Page } from './types';

const model = '/api/blade-flow/model';
const manager = '/api/blade-flow/manager';

/** A model's row in 模型设计. */
export type FlowModelRow = RowOf<'get', '/api/blade-flow/model/list'>;

/** A model's draft as the designer edits it. */
export type FlowModelDetail = DataOf<'get', '/api/blade-flow/model/detail'>;

/** What `submit` takes: without `id` a new model. */
export type FlowModelSubmit = BodyOf<'post', '/api/blade-flow/model/submit'>;

/** The replay check of running records against a model before it is deployed. */
export type ReplayCheck = DataOf<'post', '/api/blade-flow/model/replay-check'>;

/** A record whose recorded history would not replay on the new version. */
export type ReplayBroken = ReplayCheck['broken'][number];

/** What `deploy` answers: the new version. */
export type DeployedVersion = DataOf<'post', '/api/blade-flow/model/deploy'>;

/** A deployed version's row in 部署管理. */
export type FlowVersionRow = RowOf<'get', '/api/blade-flow/manager/list'>;

/** Where a version came from. */
export type VersionSource = FlowVersionRow['source'];

/** A version with its graph. */
export type FlowVersionDetail = DataOf<'get', '/api/blade-flow/manager/version'>;

/** The dry run of a migration: nothing has moved yet. */
export type MigrationPlan = DataOf<'post', '/api/blade-flow/manager/migration-plan'>;

/** Where the records open at one stage of the old version go. */
export type MigrationStage = MigrationPlan['stages'][number];

/** One record the migration would move. */
export type MigrationRecord = MigrationPlan['records'][number];

/** The versions and choices of a migration (its plan and the migration itself take the same). */
export type MigrationOrderBody = BodyOf<'post', '/api/blade-flow/manager/migrate'>;

/** What `migrate` answers. */
export type MigrationResult = DataOf<'post', '/api/blade-flow/manager/migrate'>;

/** The data of a 400 on an invalid model: each error names its element. */
export type ModelErrorsData = DataOf<'post', '/api/blade-flow/model/validate'>;

/** The designer's and the deployment manager's calls. */
export const flowModels = {
  list: (query: ListQuery) => request<Page<FlowModelRow>>(`${model}/list`, { query }),
  detail: (id: string) => request<FlowModelDetail>(`${model}/detail`, { query: { id } }),
  /** Silent: the designer shows a refused model's errors beside their elements. */
  submit: (body: FlowModelSubmit) => request<FlowModelDetail>(`${model}/submit`, { method: 'POST', json: body, silent: true }),
  validate: (category: string, graph: FlowGraph) =>
    request<ModelErrorsData>(`${model}/validate`, { method: 'POST', json: { category, graph } }),
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
