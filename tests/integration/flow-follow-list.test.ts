// 流程跟踪: every running flow of the administrator's tenant, with its stage, who has it, how long it
// waits, and overdue and stuck flows first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';
import { FOLLOW, review, submitSetup1, SETUP1, setup1Form, startLeave, type Ref } from './flow-follow-support';

interface Row {
  processInstanceId: string;
  recordId: string;
  module: string;
  moduleName: string;
  state: string;
  stageKey: string | null;
  stageName: string;
  assignees: string[];
  waitingHours: number;
  dueTime: string | null;
  overdue: boolean;
  stuck: boolean;
  modelKey: string | null;
  version: number | null;
  versionId: string | null;
  temporalUrl: string;
}

let stack: TestStack;
let admin: ApiSession;
let corp1: ApiSession;
let corp3: ApiSession;
let launion1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await login(stack.app, 'admin');
  corp1 = await login(stack.app, 'corp1');
  corp3 = await login(stack.app, 'corp3');
  launion1 = await login(stack.app, 'launion1');
});
afterAll(async () => stack?.close());

async function followed(query: Record<string, string> = {}): Promise<Row[]> {
  const answer = await admin.get(`${FOLLOW}/list`, { size: '1000', ...query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.records as Row[];
}

const rowOf = (rows: Row[], ref: Ref) => rows.find((r) => r.processInstanceId === ref.pid);

/** Moves the record's open task's creation back by `hours` (as if it had waited so long). */
async function waitedSince(ref: Ref, hours: number, dueInHours = 72 - hours) {
  await stack.db
    .updateTable('flow_task')
    .set({ create_time: new Date(Date.now() - hours * 3_600_000), due_time: new Date(Date.now() + dueInHours * 3_600_000) })
    .where('process_instance_id', '=', ref.pid)
    .where('outcome', 'is', null)
    .execute();
}

describe('the follow list', () => {
  it('shows a flow in review with its stage, its reviewers by name, its due time, model version and Temporal link', async () => {
    const ref = await submitSetup1(corp1);
    const row = rowOf(await followed(), ref)!;
    expect(row).toMatchObject({
      recordId: ref.id,
      module: 'setup1',
      moduleName: '建会申请',
      state: 'in_review',
      stageKey: 'launion',
      stageName: '上级工会审核',
      assignees: ['中关村街道工会联合会'],
      overdue: false,
      stuck: false,
      modelKey: 'parent-then-federation',
      version: 1,
      temporalUrl: `http://localhost:8233/namespaces/default/workflows/${ref.pid}`,
    });
    expect(row.versionId).toMatch(/^\d+$/);
    expect(row.dueTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row.waitingHours).toBeGreaterThanOrEqual(0);
  });

  it('names the assignee once a reviewer claimed the task', async () => {
    const ref = await submitSetup1(corp1);
    const claim = await launion1.get('/api/blade-flow/work/claim-list', { size: '200' });
    const task = claim.body.data.records.find((t: { recordId: string }) => t.recordId === ref.id);
    expect((await launion1.post('/api/blade-flow/work/claim-task', undefined, { taskId: task.taskId })).status).toBe(200);
    expect(rowOf(await followed(), ref)!.assignees).toEqual(['中关村街道工会']);
  });

  it('counts the hours a flow has waited since its open task was created', async () => {
    const ref = await submitSetup1(corp1);
    await waitedSince(ref, 30);
    expect(rowOf(await followed(), ref)!.waitingHours).toBeCloseTo(30, 0);
  });

  it('marks a flow overdue once its open task is past its due time', async () => {
    const ref = await submitSetup1(corp1);
    await waitedSince(ref, 80, -8);
    expect(rowOf(await followed(), ref)).toMatchObject({ overdue: true, stuck: false });
  });

  it('marks a flow stuck when no active account can take its open task', async () => {
    const ref = await submitSetup1(corp3);
    await stack.db.updateTable('app_user').set({ status: 0 }).where('account', '=', 'launion2').execute();
    try {
      expect(rowOf(await followed(), ref)).toMatchObject({ stuck: true, assignees: ['上地街道工会联合会'] });
    } finally {
      await stack.db.updateTable('app_user').set({ status: 1 }).where('account', '=', 'launion2').execute();
    }
    expect(rowOf(await followed(), ref)!.stuck).toBe(false);
  });

  it('marks a flow stuck when its task was claimed by an account since disabled', async () => {
    const ref = await submitSetup1(corp1);
    await review(launion1, ref);
    const federation = await login(stack.app, 'federation');
    const claim = await federation.get('/api/blade-flow/work/claim-list', { size: '200' });
    const task = claim.body.data.records.find((t: { recordId: string }) => t.recordId === ref.id);
    expect((await federation.post('/api/blade-flow/work/claim-task', undefined, { taskId: task.taskId })).status).toBe(200);
    await stack.db.updateTable('app_user').set({ status: 0 }).where('account', '=', 'federation').execute();
    try {
      expect(rowOf(await followed(), ref)).toMatchObject({ stageKey: 'federation', stuck: true });
    } finally {
      await stack.db.updateTable('app_user').set({ status: 1 }).where('account', '=', 'federation').execute();
    }
  });

  it('puts overdue and stuck flows first, then the longest waiting', async () => {
    const recent = await submitSetup1(corp1);
    await waitedSince(recent, 1);
    const older = await submitSetup1(corp1);
    await waitedSince(older, 50);
    const overdue = await submitSetup1(corp1);
    await waitedSince(overdue, 2, -1);
    const order = (await followed()).map((r) => r.processInstanceId).filter((p) => [recent.pid, older.pid, overdue.pid].includes(p));
    expect(order).toEqual([overdue.pid, older.pid, recent.pid]);
    // Every overdue or stuck row comes before every other.
    const flags = (await followed()).map((r) => r.overdue || r.stuck);
    expect(flags.indexOf(false)).toBeGreaterThanOrEqual(flags.lastIndexOf(true) + 1);
  });

  it('shows a returned flow as waiting for its applicant union, without a stage task', async () => {
    const ref = await submitSetup1(corp1);
    await review(launion1, ref, 'back');
    expect(rowOf(await followed(), ref)).toMatchObject({
      state: 'returned',
      stageKey: null,
      assignees: ['北京智联科技有限公司工会'],
      dueTime: null,
      overdue: false,
    });
  });

  it('leaves out drafts unless asked for them, and finished flows always', async () => {
    const draft = await corp1.post(`${SETUP1}/saveDraft`, setup1Form);
    const draftPid = draft.body.data.processInstanceId as string;
    const approved = await startLeave(corp1);
    await review(launion1, approved);
    const rows = await followed();
    expect(rows.some((r) => r.processInstanceId === draftPid)).toBe(false);
    expect(rows.some((r) => r.processInstanceId === approved.pid)).toBe(false);
    expect((await followed({ state: 'draft' })).map((r) => r.processInstanceId)).toContain(draftPid);
  });
});

describe('the follow list’s filters', () => {
  it('selects by module', async () => {
    const leave = await startLeave(corp1);
    const rows = await followed({ module: 'leave' });
    expect(rows.map((r) => r.processInstanceId)).toContain(leave.pid);
    expect(rows.every((r) => r.module === 'leave')).toBe(true);
  });

  it('selects a union and the unions below it', async () => {
    const mine = await submitSetup1(corp1);
    const other = await submitSetup1(corp3);
    const underLaunion1 = (await followed({ unionId: '1100' })).map((r) => r.processInstanceId);
    expect(underLaunion1).toContain(mine.pid);
    expect(underLaunion1).not.toContain(other.pid);
    expect((await followed({ unionId: '1101' })).map((r) => r.processInstanceId)).toContain(mine.pid);
    expect(await followed({ unionId: '987654321' })).toEqual([]);
  });

  it('selects by the stage an open task is at', async () => {
    const atFederation = await submitSetup1(corp1);
    await review(launion1, atFederation);
    const rows = await followed({ stageKey: 'federation' });
    expect(rows.map((r) => r.processInstanceId)).toContain(atFederation.pid);
    expect(rows.every((r) => r.stageKey === 'federation')).toBe(true);
  });

  it('selects by model and by deployed version', async () => {
    const ref = await startLeave(corp1);
    const row = rowOf(await followed(), ref)!;
    expect(row.modelKey).toBe('parent-only');
    const byModel = await followed({ modelKey: 'parent-only' });
    expect(byModel.map((r) => r.processInstanceId)).toContain(ref.pid);
    expect(byModel.every((r) => r.modelKey === 'parent-only')).toBe(true);
    const byVersion = await followed({ versionId: row.versionId! });
    expect(byVersion.map((r) => r.processInstanceId)).toContain(ref.pid);
    expect(byVersion.every((r) => r.versionId === row.versionId)).toBe(true);
  });

  it('sorts by a field of its allow-list and refuses any other', async () => {
    expect((await admin.get(`${FOLLOW}/list`, { descs: 'waitingSince' })).status).toBe(200);
    const refused = await admin.get(`${FOLLOW}/list`, { descs: 'title;drop table record' });
    expect(refused.status).toBe(400);
    expect((await admin.get(`${FOLLOW}/list`, { ascs: 'union_id' })).status).toBe(400);
  });
});

describe('who may follow flows', () => {
  it('refuses a union account (403)', async () => {
    expect((await corp1.get(`${FOLLOW}/list`)).status).toBe(403);
    expect((await launion1.get(`${FOLLOW}/list`)).status).toBe(403);
  });

  it('shows another tenant’s administrator only its own tenant’s flows', async () => {
    const ref = await submitSetup1(corp1);
    const admin2 = await login(stack.app, 'admin2', '100001');
    const answer = await admin2.get(`${FOLLOW}/list`, { size: '1000' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.records.some((r: Row) => r.processInstanceId === ref.pid)).toBe(false);
  });
});
