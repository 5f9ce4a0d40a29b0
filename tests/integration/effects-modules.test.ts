import { describe, expect, it } from 'vitest';
import { beijingDate, modules } from '../../catalogue';
import { approvedSetupRequest, login, setup1Parties, withRequiredUploads, type ApiSession } from '../support';
import { historyOf, unionRow } from './effects-support';

// Group B modules through the whole engine: submitted from their catalogue example, approved by
// every stage through the claim lists, the effect applied by the worker with the approval.
const parties = setup1Parties();
const FLOW = '/api/blade-flow';

/** Each reviewer in turn completes the record's open task from its claim list, until none has one. */
async function approveThroughClaimLists(reviewers: ApiSession[], recordId: string, pid: string): Promise<void> {
  for (let round = 0; round < 4; round++) {
    let acted = false;
    for (const reviewer of reviewers) {
      const claim = await reviewer.get(`${FLOW}/work/claim-list`, { size: '100' });
      const task = (claim.body.data?.records ?? []).find((t: { recordId: string }) => t.recordId === recordId);
      if (!task) continue;
      const done = await reviewer.post(`${FLOW}/work/complete-task`, {
        taskId: task.taskId,
        processInstanceId: pid,
        flag: 'ok',
        comment: '同意',
      });
      expect(done.status).toBe(200);
      acted = true;
    }
    if (!acted) return;
  }
}

describe('approved group B records change the organisation', () => {
  it('organ3: the union’s new name stands in the tree, on the account and on its records', async () => {
    const { stack, corp1, launion1, federation } = parties;
    const example = modules.organ3!.example;
    const submitted = await corp1.post('/api/blade-crop/crop/organ3/submit', example);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const { id, processInstanceId } = submitted.body.data;
    await approveThroughClaimLists([launion1, federation], id, processInstanceId);
    const record = await stack.db.selectFrom('record').select(['state', 'union_name']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(record).toEqual({ state: 'approved', union_name: example.newName });
    expect((await unionRow(stack.db, '1101')).name).toBe(example.newName);
    expect((await historyOf(stack.db, '1101')).filter((h) => h.section === 'name')).toHaveLength(1);
  });

  it('setup2: once the application step is approved the union stands established, with its name, members and committee', async () => {
    const { stack, launion1, federation } = parties;
    const corp3 = await login(stack.app, 'corp3');
    const example = modules.setup2!.example;
    // The application step's fields only: the founding papers come with the file step.
    const step = modules.setup2!.steps!.find((s) => s.key === 'application')!;
    const form = Object.fromEntries(Object.entries(example).filter(([k]) => step.fields.includes(k)));
    // The application names the union's approved set-up request (its 建会申请编号, filled from the union's data).
    const launion2 = await login(stack.app, 'launion2');
    const request = await approvedSetupRequest(corp3, [launion2, federation]);
    const sent = await withRequiredUploads(stack.app, corp3, modules.setup2!, form, { fields: step.fields });
    const submitted = await corp3.post('/api/blade-crop/crop/setup2/submit', { ...sent.form, id: sent.id });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect((await corp3.get('/api/blade-crop/crop/setup2/detail', { id: submitted.body.data.id })).body.data.form.setup1Id).toBe(request);
    const { id, processInstanceId } = submitted.body.data;
    await approveThroughClaimLists([launion1, launion2, federation], id, processInstanceId);
    const union = await unionRow(stack.db, '1201');
    expect(union.name).toBe(example.unionName);
    const profile = (await corp3.get('/api/blade-crop/crop/crop/index')).body.data;
    expect(profile).toMatchObject({ unionName: example.unionName, memberCount: example.memberCount, establishedOn: example.meetingDate });
    expect(profile.officers.length).toBeGreaterThan(0);
    expect(profile.chairName).toBeTruthy();
    // The first term (第1届) runs from the founding assembly for the years it chose, not from the approval.
    expect(profile.sections.term).toEqual({ termNo: 1, termStart: '2026-09-20', termEnd: '2031-09-19' });
  });

  it('tradeunionoutinfo: the union moves to the receiving union, whose lists now show it and the former parent’s do not', async () => {
    const { stack, launion1, federation } = parties;
    const corp2 = await login(stack.app, 'corp2');
    const launion2 = await login(stack.app, 'launion2');
    // Dated today: the move takes effect with the receiving union's confirmation.
    const example = {
      ...modules.tradeunionoutinfo!.example,
      currentHigher: '1100',
      targetHigher: '1200',
      transferDate: beijingDate(Date.now()),
    };
    const submitted = await corp2.post('/api/blade-crop/crop/tradeunionoutinfo/submit', example);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const { id, processInstanceId } = submitted.body.data;
    await approveThroughClaimLists([launion1, launion2, federation], id, processInstanceId);
    const record = await stack.db.selectFrom('record').select(['state', 'union_path']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(record).toEqual({ state: 'approved', union_path: '/1000/1200/1102/' });
    expect((await unionRow(stack.db, '1102')).path).toBe('/1000/1200/1102/');
    const below = async (s: ApiSession) =>
      ((await s.get('/api/blade-crop/crop/crop/index')).body.data.below.children as { id: string }[]).map((c) => c.id);
    expect(await below(launion1)).not.toContain('1102');
    expect(await below(launion2)).toContain('1102');
    expect((await corp2.get('/api/blade-crop/crop/crop/brief')).body.data.parentName).toBe('上地街道工会联合会');
  });
});
