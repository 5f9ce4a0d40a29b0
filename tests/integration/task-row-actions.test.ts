// The rows of the task lists carry `actions`: what the caller may do to the task now, read off the
// lifecycle table, so the console draws 签收 and 办理 from the answer.
import { describe, expect, it } from 'vitest';
import { FLOW, setup1Parties, submitSetup1, type ApiSession } from '../support';

const p = setup1Parties();

interface TaskRow {
  taskId: string;
  recordId: string;
  actions: string[];
}

async function taskIn(session: ApiSession, list: 'claim' | 'todo' | 'done', recordId: string): Promise<TaskRow | undefined> {
  const page = await session.get(`${FLOW}/work/${list}-list`, { size: '100' });
  expect(page.status).toBe(200);
  return (page.body.data.records as TaskRow[]).find((t) => t.recordId === recordId);
}

describe('the actions of a task row', () => {
  it('offers a candidate claim, approve and return on an unclaimed task of the claim list', async () => {
    const { id } = await submitSetup1(p.corp1);
    expect((await taskIn(p.launion1, 'claim', id))?.actions).toEqual(['claim', 'approve', 'return']);
  });

  it('offers the assignee approve and return, not claim, once the task is in its todo list', async () => {
    const { id } = await submitSetup1(p.corp1);
    const task = (await taskIn(p.launion1, 'claim', id))!;
    expect((await p.launion1.post(`${FLOW}/work/claim-task`, undefined, { taskId: task.taskId })).status).toBe(200);
    expect((await taskIn(p.launion1, 'todo', id))?.actions).toEqual(['approve', 'return']);
  });

  it('offers nothing on a done task, even when the record waits at the next stage', async () => {
    const { id, pid } = await submitSetup1(p.corp1);
    const task = (await taskIn(p.launion1, 'claim', id))!;
    const done = await p.launion1.post(`${FLOW}/work/complete-task`, {
      taskId: task.taskId,
      processInstanceId: pid,
      flag: 'ok',
      comment: '同意',
    });
    expect(done.status).toBe(200);
    expect((await taskIn(p.launion1, 'done', id))?.actions).toEqual([]);
    expect((await taskIn(p.federation, 'claim', id))?.actions).toEqual(['claim', 'approve', 'return']);
  });
});
