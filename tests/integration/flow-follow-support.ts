// What the follow, readflow and leave tests share: records brought to a state through the API, and a
// model version deployed straight into the table (the deploy calls are tested with the model admin).
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { modules, type CandidateRule, type FlowGraph, type StageNode } from '../../catalogue';
import { newId, type Database } from '../../db';
import type { ApiSession } from '../support';

export const FLOW = '/api/blade-flow';
export const FOLLOW = '/api/blade-flow/follow';
export const READFLOW = '/api/blade-crop/crop/readflow';
export const LEAVE = '/api/blade-desk/process/leave';
export const SETUP1 = '/api/blade-crop/crop/setup1';
export const setup1Form = modules.setup1!.example;
export const leaveForm = modules.leave!.example;

export interface Ref {
  id: string;
  pid: string;
}

export async function submitSetup1(applicant: ApiSession): Promise<Ref> {
  const sent = await applicant.post(`${SETUP1}/submit`, setup1Form);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { id: sent.body.data.id, pid: sent.body.data.processInstanceId };
}

export async function startLeave(applicant: ApiSession, body: Record<string, unknown> = leaveForm): Promise<Ref> {
  const answer = await applicant.post(`${LEAVE}/start-process`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { id: answer.body.data.businessId, pid: answer.body.data.processInstanceId };
}

/** `reviewer` completes the record's open task it may take (from its claim or todo list) with `flag`. */
export async function review(reviewer: ApiSession, ref: Ref, flag: 'ok' | 'back' = 'ok'): Promise<void> {
  for (const list of ['claim', 'todo']) {
    const rows = await reviewer.get(`${FLOW}/work/${list}-list`, { size: '200' });
    const task = rows.body.data.records.find((t: { recordId: string }) => t.recordId === ref.id);
    if (!task) continue;
    const done = await reviewer.post(`${FLOW}/work/complete-task`, {
      taskId: task.taskId,
      processInstanceId: ref.pid,
      flag,
      comment: flag === 'ok' ? '同意' : '请补充材料',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return;
  }
  throw new Error(`no task of record ${ref.id} for this reviewer`);
}

/**
 * Deploys `graph` as the next version of `modelKey` in `tenantId` (what the deploy call stores), so
 * the module's new records start on it. Answers the version's id.
 */
export async function deployGraph(db: Kysely<Database>, tenantId: string, modelKey: string, graph: FlowGraph): Promise<string> {
  const last = await db
    .selectFrom('flow_model_version')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('tenant_id', '=', tenantId)
    .where('model_key', '=', modelKey)
    .executeTakeFirst();
  const id = newId();
  await db
    .insertInto('flow_model_version')
    .values({
      id,
      tenant_id: tenantId,
      model_key: modelKey,
      version: Number(last?.v ?? 0) + 1,
      name: graph.name.zh,
      category: modelKey,
      graph: JSON.stringify(graph),
      source: 'designer',
    })
    .execute();
  return id;
}

/** A stage node of a graph: any one candidate completes it, reminded at its due time. */
export function stage(id: string, zh: string, candidates: CandidateRule[], extra: Partial<StageNode> = {}): StageNode {
  return { kind: 'stage', id, name: { zh, en: id }, candidates, completion: 'any', dueHours: 72, onTimeout: 'remind', ...extra };
}

/** A graph of stages one after another, from start to end. */
export function chainGraph(key: string, stages: StageNode[]): FlowGraph {
  const ids = ['start', ...stages.map((s) => s.id), 'end'];
  return {
    key,
    name: { zh: key, en: key },
    nodes: [{ kind: 'start', id: 'start' }, ...stages, { kind: 'end', id: 'end' }],
    edges: ids.slice(1).map((to, i) => ({ id: `e${i}`, from: ids[i]!, to })),
  };
}
