// Every list row and detail answer carries `actions`, read off the lifecycle table for the caller.
import { describe, expect, it } from 'vitest';
import { FLOW, SETUP1, setup1Form, setup1Parties, submitSetup1 } from '../support/setup1-parties';

const p = setup1Parties();

async function rowOf(session: typeof p.corp1, id: string) {
  const page = await session.get(`${SETUP1}/page`, { size: '100' });
  return page.body.data.records.find((r: { id: string }) => r.id === id);
}

describe('the actions a record carries', () => {
  it('offers the applicant save, submit, cancel and remove on a draft, in the list and the detail', async () => {
    const saved = await p.corp1.post(`${SETUP1}/save`, setup1Form);
    const id = saved.body.data.id;
    expect(saved.body.data.actions).toEqual(['save', 'submit', 'cancel', 'remove']);
    expect((await rowOf(p.corp1, id)).actions).toEqual(['save', 'submit', 'cancel', 'remove']);
    expect((await p.corp1.get(`${SETUP1}/detail`, { id })).body.data.actions).toEqual(['save', 'submit', 'cancel', 'remove']);
  });

  it('offers the applicant withdraw and cancel once submitted, and the parent union claim, approve and return', async () => {
    const { id } = await submitSetup1(p.corp1);
    expect((await rowOf(p.corp1, id)).actions).toEqual(['withdraw', 'cancel']);
    expect((await rowOf(p.launion1, id)).actions).toEqual(['claim', 'approve', 'return']);
    expect((await rowOf(p.federation, id)).actions).toEqual([]);
  });

  it('leaves the assignee approve and return after a claim, and takes withdraw from the applicant', async () => {
    const { id } = await submitSetup1(p.corp1);
    const claim = await p.launion1.get(`${FLOW}/work/claim-list`, { size: '100' });
    const task = claim.body.data.records.find((t: { recordId: string }) => t.recordId === id);
    expect((await p.launion1.post(`${FLOW}/work/claim-task`, undefined, { taskId: task.taskId })).status).toBe(200);
    expect((await rowOf(p.launion1, id)).actions).toEqual(['approve', 'return']);
    expect((await rowOf(p.corp1, id)).actions).toEqual(['cancel']);
  });
});

describe('resending a returned record', () => {
  async function returned(): Promise<{ id: string; taskId: string }> {
    const { id, pid } = await submitSetup1(p.corp1);
    const claim = await p.launion1.get(`${FLOW}/work/claim-list`, { size: '100' });
    const task = claim.body.data.records.find((t: { recordId: string }) => t.recordId === id);
    const back = await p.launion1.post(`${FLOW}/work/complete-task`, {
      taskId: task.taskId,
      processInstanceId: pid,
      flag: 'back',
      comment: '请补充材料',
    });
    expect(back.status).toBe(200);
    return { id, taskId: task.taskId };
  }

  it('accepts the returning task id in the JSON body', async () => {
    const { id, taskId } = await returned();
    const answer = await p.corp1.post(`${SETUP1}/resubmit`, { ...setup1Form, id, taskId });
    expect(answer.status).toBe(200);
    expect(answer.body.data.state).toBe('in_review');
  });

  it('accepts the returning task id in the query', async () => {
    const { id, taskId } = await returned();
    const answer = await p.corp1.post(`${SETUP1}/resubmit`, { ...setup1Form, id }, { taskId });
    expect(answer.status).toBe(200);
    expect(answer.body.data.state).toBe('in_review');
  });

  it('refuses a task id that did not return the record, naming taskId', async () => {
    const { id } = await returned();
    const answer = await p.corp1.post(`${SETUP1}/resubmit`, { ...setup1Form, id, taskId: `${id}-99` });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0].field).toBe('taskId');
  });
});

describe('the business prefix’s send list', () => {
  it('lists what the caller’s union sent, with actions, under /api/blade-crop/crop/work/send-list', async () => {
    const { id } = await submitSetup1(p.corp1);
    const answer = await p.corp1.get('/api/blade-crop/crop/work/send-list', { size: '100' });
    expect(answer.status).toBe(200);
    const row = answer.body.data.records.find((r: { id: string }) => r.id === id);
    expect(row.actions).toEqual(['withdraw', 'cancel']);
  });

  it('does not list another union’s records', async () => {
    const { id } = await submitSetup1(p.corp1);
    const answer = await p.launion1.get('/api/blade-crop/crop/work/send-list', { size: '100' });
    expect(answer.body.data.records.some((r: { id: string }) => r.id === id)).toBe(false);
  });
});
