import { describe, expect, it } from 'vitest';
import { FLOW, reviewFromClaimList, SETUP1 as M, setup1Parties, submitSetup1 } from '../support';

interface Row {
  seq: number;
  type: string;
  typeName: string;
  actorId: string | null;
  actorName: string | null;
  actorUnion: string | null;
  comment: string | null;
  stageName: string | null;
  shownWith?: number | null;
}

const p = setup1Parties();

async function approve(): Promise<string> {
  const { id, pid } = await submitSetup1(p.corp1);
  await reviewFromClaimList(p.launion1, id, pid, 'ok', '同意');
  await reviewFromClaimList(p.federation, id, pid, 'ok', '准予');
  return id;
}

async function cancel(): Promise<string> {
  const { id, pid } = await submitSetup1(p.corp1);
  const answer = await p.corp1.get(`${M}/removeFlow`, { id, processInstanceId: pid, reason: '不再申请' });
  expect(answer.status).toBe(200);
  return id;
}

async function history(pid: string): Promise<Row[]> {
  const answer = await p.corp1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: pid });
  expect(answer.status).toBe(200);
  return answer.body.data as Row[];
}

describe('the history of a flow', () => {
  it('shows a return once, with its comment', async () => {
    const { id, pid } = await submitSetup1(p.corp1);
    await reviewFromClaimList(p.launion1, id, pid, 'back', '请补充职工名册');
    const shown = (await history(pid)).filter((e) => !e.shownWith);
    const returns = shown.filter((e) => e.type === 'returned' || /退回/.test(e.typeName));
    expect(returns).toHaveLength(1);
    expect(returns[0]!.comment).toBe('请补充职工名册');
    expect(returns[0]!.actorName).toBe('中关村街道工会');
  });

  it('keeps every stored event in the answer, in order', async () => {
    const { id, pid } = await submitSetup1(p.corp1);
    await reviewFromClaimList(p.launion1, id, pid, 'back', '退回一次');
    const rows = await history(pid);
    expect(rows.map((e) => e.seq)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.map((e) => e.type)).toContain('returned');
  });

  it('attributes a created review task to the system and the stage’s candidates, not to the applicant', async () => {
    const { pid } = await submitSetup1(p.corp1);
    const created = (await history(pid)).filter((e) => e.type === 'task.created');
    expect(created).toHaveLength(1);
    expect(created[0]!.actorId).toBeNull();
    expect(created[0]!.actorName).toBe('系统');
    expect(created[0]!.actorName).not.toBe('智联科技工会');
    expect(created[0]!.actorUnion).toContain('中关村街道工会联合会');
  });
});

describe('an ended record', () => {
  it('has no stage once approved, in its detail and in the list', async () => {
    const id = await approve();
    const detail = await p.corp1.get(`${M}/detail`, { id });
    expect(detail.body.data.state).toBe('approved');
    expect(detail.body.data.stage).toBeNull();
    expect(detail.body.data.stageName).toBeNull();
    const page = await p.corp1.get(`${M}/page`, { state: 'approved', size: '100' });
    const row = page.body.data.records.find((r: { id: string }) => r.id === id);
    expect(row.stageName).toBeNull();
  });

  it('has no stage once cancelled', async () => {
    const id = await cancel();
    const detail = await p.corp1.get(`${M}/detail`, { id });
    expect(detail.body.data.state).toBe('cancelled');
    expect(detail.body.data.stageName).toBeNull();
  });
});

describe('the list state filter', () => {
  it('tells approved and cancelled records apart', async () => {
    const approved = await approve();
    const cancelled = await cancel();
    const ids = async (state: string) =>
      ((await p.corp1.get(`${M}/page`, { state, size: '100' })).body.data.records as { id: string; state: string }[]).map((r) => r.id);
    const approvedIds = await ids('approved');
    const cancelledIds = await ids('cancelled');
    expect(approvedIds).toContain(approved);
    expect(approvedIds).not.toContain(cancelled);
    expect(cancelledIds).toContain(cancelled);
    expect(cancelledIds).not.toContain(approved);
  });
});
