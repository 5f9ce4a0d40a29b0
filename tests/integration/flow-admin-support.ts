// What the flow model tests (flow-admin-*.test.ts) share: the calls' prefixes, models to submit, and
// a running record written straight into the read model where a real flow is not the point.
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { modelOfChain, modules, parentThenFederation, type FlowGraph, type StageNode } from '../../catalogue';
import { newId, type Database } from '../../db';
import type { ApiSession } from '../support';

export const MODEL = '/api/blade-flow/model';
export const MANAGER = '/api/blade-flow/manager';

/** A hand-written BPMN file of tests/fixtures/bpmn/. */
export const bpmnFixture = (name: string): Buffer => readFileSync(new URL(`../fixtures/bpmn/${name}`, import.meta.url));

/** setup1's chain with a federation countersign stage (all of them, 24 hours) after the federation's review. */
export function withCountersign(key = 'setup1'): FlowGraph {
  const chain = modelOfChain(parentThenFederation);
  const countersign: StageNode = {
    kind: 'stage',
    id: 'countersign',
    name: { zh: '总工会会签', en: 'Federation countersign' },
    candidates: [{ kind: 'role', role: 'federation' }],
    completion: 'all',
    dueHours: 24,
    onTimeout: 'remind',
  };
  const end = chain.nodes.find((n) => n.kind === 'end')!;
  return {
    key,
    name: { zh: '建会申请审核(会签)', en: 'Set-up review with countersign' },
    nodes: [...chain.nodes.filter((n) => n.kind !== 'end'), countersign, end],
    edges: [
      ...chain.edges.filter((e) => e.to !== end.id),
      { id: 'federation_to_countersign', from: 'federation', to: 'countersign' },
      { id: 'countersign_to_end', from: 'countersign', to: end.id },
    ],
  };
}

/** setup1's chain as its own model (key setup1), its parent union's stage with these field permissions. */
export function setup1WithStageFields(fields: { visible?: string[]; editable?: string[] }): FlowGraph {
  const chain = modelOfChain(modules.setup1!.flowModel);
  return {
    ...chain,
    key: 'setup1',
    nodes: chain.nodes.map((n) => (n.id === 'launion' ? ({ ...n, fields } as StageNode) : n)),
  };
}

/** Saves `graph` as the draft of model `modelKey` (category: the same key); answers the model's id. */
export async function submitModel(admin: ApiSession, modelKey: string, graph: FlowGraph, id?: string): Promise<string> {
  const answer = await admin.post(`${MODEL}/submit`, { ...(id ? { id } : {}), modelKey, name: graph.name.zh, category: modelKey, graph });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id as string;
}

/** Deploys a model's draft (shared to `tenantIds`); answers the version's id and number. */
export async function deployModel(admin: ApiSession, id: string, tenantIds?: string[]): Promise<{ id: string; version: number }> {
  const answer = await admin.post(`${MODEL}/deploy`, { id, ...(tenantIds ? { tenantIds } : {}) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { id: answer.body.data.id, version: answer.body.data.version };
}

/**
 * A record of tenant 000000's enterprise union running on `versionId` in `state`, written into the
 * read model as the projection would (no flow behind it), with an open task at `stageKey` if given.
 */
export async function runningRecordRow(
  db: Kysely<Database>,
  versionId: string,
  state: 'draft' | 'in_review' | 'returned' | 'approved',
  stageKey?: string,
): Promise<{ id: string; pid: string }> {
  const union = await db
    .selectFrom('union_org')
    .selectAll()
    .where('tenant_id', '=', '000000')
    .where('kind', '=', 'corp')
    .executeTakeFirstOrThrow();
  const id = newId();
  const pid = `setup1-${id}`;
  const now = new Date();
  await db
    .insertInto('record')
    .values({
      id,
      tenant_id: '000000',
      module: 'setup1',
      process_instance_id: pid,
      union_id: String(union.id),
      union_path: union.path,
      union_name: union.name,
      applicant_id: '1',
      applicant_name: '测试',
      state,
      stage: stageKey ? 1 : 0,
      stage_name: '',
      title: `运行中的记录${id}`,
      form: JSON.stringify({}),
      submitted_form: null,
      open_task_id: null,
      last_comment: null,
      reviewer_acted: false,
      submit_count: state === 'draft' ? 0 : 1,
      last_seq: 1,
      create_time: now,
      update_time: now,
      submit_time: null,
      end_time: null,
      flow_version_id: versionId,
    })
    .execute();
  if (stageKey) {
    await db
      .insertInto('flow_task')
      .values({
        id: `${id}-1`,
        tenant_id: '000000',
        process_instance_id: pid,
        record_id: id,
        module: 'setup1',
        title: `运行中的记录${id}`,
        union_name: union.name,
        applicant_name: '测试',
        stage: 1,
        stage_key: stageKey,
        stage_name: stageKey,
        candidates: ['role:federation'],
        assignee_id: null,
        assignee_name: null,
        create_time: now,
        due_time: now,
        claim_time: null,
        complete_time: null,
        outcome: null,
        comment: null,
      })
      .execute();
  }
  return { id, pid };
}
