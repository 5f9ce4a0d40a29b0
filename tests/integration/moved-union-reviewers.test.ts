// A union that moves to another higher union (an approved transfer out) while one of its records
// waits for the old one: the reviewers were pinned at the flow's start, so the old parent keeps that
// task, sees the record while the task is open and completes it; the new parent does not get the task.
import { describe, expect, it } from 'vitest';
import { beijingDate, modules } from '../../catalogue';
import { FLOW, login, reviewFromClaimList, SETUP1, setup1Parties, submitSetup1, type ApiSession } from '../support';

const p = setup1Parties();
const OUT = '/api/blade-crop/crop/tradeunionoutinfo';

const claimIds = async (reviewer: ApiSession) =>
  ((await reviewer.get(`${FLOW}/work/claim-list`, { size: '100' })).body.data.records as { recordId: string; taskId: string }[]).map(
    (t) => t.recordId,
  );
const pageIds = async (session: ApiSession) =>
  ((await session.get(`${SETUP1}/page`, { size: '100' })).body.data.records as { id: string }[]).map((r) => r.id);

/** corp1 transfers out to launion2 (上地), dated today: released by launion1, confirmed by the federation and by launion2, which moves corp1. */
async function moveCorp1ToLaunion2() {
  const transfer = { ...modules.tradeunionoutinfo!.example, targetHigher: '1200', transferDate: beijingDate(Date.now()) };
  const sent = await p.corp1.post(`${OUT}/submit`, transfer);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const { id, processInstanceId } = sent.body.data as { id: string; processInstanceId: string };
  await reviewFromClaimList(p.launion1, id, processInstanceId, 'ok', '同意转出');
  await reviewFromClaimList(p.federation, id, processInstanceId, 'ok', '同意');
  await reviewFromClaimList(await login(p.stack.app, 'launion2'), id, processInstanceId, 'ok', '同意接收');
  const corp1 = await p.stack.db.selectFrom('union_org').select(['parent_id', 'path']).where('id', '=', '1101').executeTakeFirstOrThrow();
  expect(String(corp1.parent_id)).toBe('1200');
}

describe('a record in review when its union moves to another higher union', () => {
  it('stays with the old higher union, which reads and completes it; the new one never gets the task', async () => {
    const launion2 = await login(p.stack.app, 'launion2');
    const { id, pid } = await submitSetup1(p.corp1);
    expect(await claimIds(p.launion1)).toContain(id);

    await moveCorp1ToLaunion2();

    // The old parent: the task is still in its claim list, and the record's detail and history open for it.
    expect(await claimIds(p.launion1)).toContain(id);
    const detail = await p.launion1.get(`${SETUP1}/detail`, { id });
    expect(detail.status).toBe(200);
    expect(detail.body.data.actions).toEqual(['claim', 'approve', 'return']);
    expect((await p.launion1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: pid })).status).toBe(200);

    // The new parent reads the record by its data scope now, but the task is not its own.
    expect(await claimIds(launion2)).not.toContain(id);
    expect((await launion2.get(`${SETUP1}/detail`, { id })).body.data.actions).toEqual([]);

    await reviewFromClaimList(p.launion1, id, pid, 'ok', '同意');
    const after = await p.corp1.get(`${SETUP1}/detail`, { id });
    expect(after.body.data).toMatchObject({ state: 'in_review', stage: 2 });
    expect(await claimIds(launion2)).not.toContain(id);
    expect(await claimIds(p.federation)).toContain(id);
  });

  it('leaves the old higher union’s data scope once its task is done', async () => {
    const { id, pid } = await submitSetup1(p.corp1);
    // corp1 now stands under launion2 (the test above): a new record waits for launion2.
    const launion2 = await login(p.stack.app, 'launion2');
    expect(await claimIds(launion2)).toContain(id);
    expect(await pageIds(p.launion1)).not.toContain(id);
    expect((await p.launion1.get(`${SETUP1}/detail`, { id })).status).toBe(404);
    await reviewFromClaimList(launion2, id, pid, 'ok', '同意');
    expect(await pageIds(launion2)).toContain(id);
  });
});
