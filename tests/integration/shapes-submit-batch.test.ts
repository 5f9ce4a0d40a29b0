// The submitBatch shape (`submitBatch: true` on the entry): several drafts sent in one call, each as
// its own submit would send it and into its own review; the answer says which went and why any did
// not. On the staff innovation nominations, individual and team, on the real servers.
import { beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { reopenRound, savedForm, setup1Parties } from '../support';

const BOOST = '/api/blade-crop/crop/recommendEmployeeInnovationBoost1Endpoint';
const TEAMS = '/api/blade-crop/crop/recommendEmployeeInnovationBoost2Endpoint';
const boost = modules.recommendEmployeeInnovationBoost1Endpoint!;
const teams = modules.recommendEmployeeInnovationBoost2Endpoint!;

const p = setup1Parties();
const draft = (change: Record<string, unknown> = {}) => savedForm(p.stack.app, p.corp1, boost, change);

async function stateOf(id: string): Promise<string> {
  const row = await p.stack.db.selectFrom('record').select('state').where('id', '=', id).executeTakeFirstOrThrow();
  return row.state;
}

beforeAll(async () => {
  // The federation's staff innovation round: five places a union (a union nominates several workers).
  await reopenRound(p.stack.db, p.federation, 'boost', '2026年度职工创新助力推荐', 5);
});

describe('submitBatch', () => {
  it('submits each good draft into its own review and names the bad one with its field and rule, leaving it a draft', async () => {
    const first = await draft({ name: '赵雪梅' });
    const bad = await draft({ name: '钱立新', innovationTitle: '' });
    const second = await draft({ name: '孙海燕', idCard: '110108199001010028', birthDate: '1990-01-01' });
    const answer = await p.corp1.post(`${BOOST}/submitBatch`, { ids: [first, bad, second] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 3, succeeded: 2, failed: 1 });
    const [a, b, c] = answer.body.data.results;
    expect(a).toMatchObject({ id: first, success: true, processInstanceId: expect.any(String) });
    expect(b).toMatchObject({ id: bad, success: false, code: 400, field: 'innovationTitle', rule: 'required' });
    expect(b.msg).toContain('创新成果名称');
    expect(c).toMatchObject({ id: second, success: true });
    expect(a.processInstanceId).not.toBe(c.processInstanceId);
    expect([await stateOf(first), await stateOf(bad), await stateOf(second)]).toEqual(['in_review', 'draft', 'in_review']);
  });

  it('refuses a list naming a record twice with 400, submitting nothing', async () => {
    const id = await draft({ name: '周文' });
    const answer = await p.corp1.post(`${BOOST}/submitBatch`, { ids: [id, id] });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'ids', rule: 'unique' });
    expect(await stateOf(id)).toBe('draft');
  });

  it('serves a second module that sets the option: of two teams for the one place a union has, the second is named with the round’s reason', async () => {
    const first = await savedForm(p.stack.app, p.corp1, teams, { teamName: '精密光学镀膜工艺创新团队' });
    const second = await savedForm(p.stack.app, p.corp1, teams, { teamName: '数控刀具寿命预测创新工作室' });
    const answer = await p.corp1.post(`${TEAMS}/submitBatch`, { ids: `${first},${second}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 2, succeeded: 1, failed: 1 });
    expect(answer.body.data.results[1]).toMatchObject({ id: second, success: false, code: 409, reason: 'quotaUsed' });
    expect([await stateOf(first), await stateOf(second)]).toEqual(['in_review', 'draft']);
  });
});
