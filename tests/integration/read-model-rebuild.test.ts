import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { rebuildReadModels } from '../../db';
import { login, startTestStack, type TestStack } from '../support';

const M = '/api/blade-crop/crop/setup1';
const FLOW = '/api/blade-flow';
const form = modules.setup1!.example;

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
  const corp1 = await login(stack.app, 'corp1');
  const corp3 = await login(stack.app, 'corp3');
  const launion1 = await login(stack.app, 'launion1');
  // A spread of flows: a draft, one in review with a claim, one returned, one withdrawn, one cancelled.
  await corp1.post(`${M}/saveDraft`, form);
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) {
    const saved = await corp1.post(`${M}/submit`, { ...form, unionName: `测试${i}号工会委员会` });
    ids.push(saved.body.data.id);
  }
  const detail = async (id: string) => (await corp1.get(`${M}/detail`, { id })).body.data;
  const d0 = await detail(ids[0]!);
  await launion1.post(`${FLOW}/work/claim-task`, undefined, { taskId: d0.openTaskId });
  const d1 = await detail(ids[1]!);
  await launion1.post(`${FLOW}/work/complete-task`, {
    taskId: d1.openTaskId,
    processInstanceId: d1.processInstanceId,
    flag: 'back',
    comment: '补充',
  });
  const d2 = await detail(ids[2]!);
  await corp1.get(`${M}/rebackFlow`, { processInstanceId: d2.processInstanceId });
  const d3 = await detail(ids[3]!);
  await corp1.get(`${M}/removeFlow`, { id: d3.id, processInstanceId: d3.processInstanceId, reason: '作废' });
  await corp3.post(`${M}/submit`, form);
});
afterAll(async () => stack?.close());

describe('the read models', () => {
  it('are rebuilt from the events to exactly the rows that were there', async () => {
    const result = await rebuildReadModels(stack.db, { check: true });
    expect(result.differences).toEqual([]);
    expect(result.equal).toBe(true);
    expect(result.records).toBe(6);
    expect(result.events).toBeGreaterThan(20);
  });

  it('are found out when a row was changed behind the events’ back', async () => {
    await stack.db.updateTable('record').set({ title: '被篡改' }).where('state', '=', 'draft').execute();
    const result = await rebuildReadModels(stack.db, { check: true });
    expect(result.equal).toBe(false);
    expect(result.differences.join('\n')).toContain('被篡改');
    const repaired = await rebuildReadModels(stack.db, { check: false });
    expect(repaired.equal).toBe(false);
    expect((await rebuildReadModels(stack.db, { check: true })).equal).toBe(true);
  });
});

describe('the open tasks’ readers (task_reader)', () => {
  const readers = () => stack.db.selectFrom('task_reader').selectAll().orderBy('task_id').orderBy('reader').execute();

  it('are rebuilt with the tasks to exactly the rows projected live', async () => {
    const live = await readers();
    // The task in review with a claim reads by its candidate and its assignee; the others' by their candidates.
    expect(live.length).toBeGreaterThan(2);
    expect(live.some((r) => r.claimed && r.reader.startsWith('user:'))).toBe(true);
    const result = await rebuildReadModels(stack.db, { check: false });
    expect(result.differences).toEqual([]);
    expect(await readers()).toEqual(live);
  });

  it('are found out when one went missing behind the tasks’ back', async () => {
    const [first] = await readers();
    await stack.db.deleteFrom('task_reader').where('task_id', '=', first!.task_id).where('reader', '=', first!.reader).execute();
    const result = await rebuildReadModels(stack.db, { check: true });
    expect(result.differences.join('\n')).toContain(`reader ${first!.task_id} ${first!.reader}: not there before rebuild`);
    await rebuildReadModels(stack.db, { check: false });
    expect((await rebuildReadModels(stack.db, { check: true })).equal).toBe(true);
  });
});

describe('the event store', () => {
  it('refuses to change or delete an event', async () => {
    await expect(sql`update flow_event set type = 'approved'`.execute(stack.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from flow_event`.execute(stack.db)).rejects.toThrow(/append-only/);
  });

  it('chains each flow’s events by hash', async () => {
    const rows = await stack.db
      .selectFrom('flow_event')
      .select(['process_instance_id', 'seq', 'prev_hash', 'hash'])
      .orderBy('process_instance_id')
      .orderBy('seq')
      .execute();
    for (let i = 1; i < rows.length; i++) {
      const [prev, row] = [rows[i - 1]!, rows[i]!];
      if (row.seq > 1) expect(row.prev_hash).toBe(prev.hash);
    }
  });
});
