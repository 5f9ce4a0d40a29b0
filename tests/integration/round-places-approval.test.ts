// A higher union approves the nominations of the unions below it within the places the federation
// allocated it in the round, for the awards no summary gathers (首都劳动奖章, recommendCapital1): an
// approval past them answers 409 placesUsed and changes nothing, a return is always open, and of two
// parallel approvals for the last place one wins. A union without an allocation approves without a count.
import { beforeAll, describe, expect, it } from 'vitest';
import { completeAs, FLOW, login, nominateForMedal, roundBody, setup1Parties, stateOf, taskHolder, type ApiSession } from '../support';

const p = setup1Parties();
const ROUND = '/api/blade-crop/crop/round';
let corp2: ApiSession;
let round: Record<string, unknown>;
/** The nomination launion1 had no place left for. */
let unplaced: { id: string; pid: string };

/** The federation allocates launion1's union (1100) `places` in the capital medal's round (none: no allocation). */
async function allocate(places: number | null) {
  const saved = await p.federation.post(`${ROUND}/submit`, {
    ...round,
    placesPerUnion: 5,
    allocations: places === null ? [] : [{ unionId: '1100', places }],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** `corp` nominates the example's person under its own ID number. */
const nominate = (corp: ApiSession, idCard: string) => nominateForMedal(p, corp, { idCard });

/** launion1 claims the record's open task and approves it (or returns it); answers the completion's answer. */
const complete = (record: { id: string; pid: string }, flag: 'ok' | 'back' = 'ok') =>
  completeAs(p.launion1, record, flag, flag === 'ok' ? '同意推荐' : '请补充事迹材料');

beforeAll(async () => {
  corp2 = await login(p.stack.app, 'corp2');
  round = await roundBody(p, 'capital_medal');
});

describe('a higher union’s places at its approval', () => {
  it('refuses the approval past its places with 409 placesUsed, and the record stays at its stage', async () => {
    await allocate(1);
    const first = await nominate(p.corp1, '130682198803013378');
    const second = await nominate(corp2, '130682198803013394');
    unplaced = second;
    expect((await complete(first)).status).toBe(200);
    const before = await stateOf(p, second.id);
    const refused = await complete(second);
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ reason: 'placesUsed', places: 1, used: 1 });
    expect(refused.body.msg).toBe('本单位本轮「首都劳动奖章」名额为1名，已审核通过1名，不能再通过');
    expect(await stateOf(p, second.id)).toEqual(before);
  });

  it('still lets it return the nomination it has no place for', async () => {
    // Its task stays claimed by launion1 after the refused approval: on its todo list.
    const todo = await p.launion1.get(`${FLOW}/work/todo-list`, { size: '100' });
    const task = (todo.body.data.records as { recordId: string; taskId: string }[]).find((t) => t.recordId === unplaced.id);
    expect(task).toBeDefined();
    const returned = await p.launion1.post(`${FLOW}/work/complete-task`, {
      taskId: task!.taskId,
      processInstanceId: unplaced.pid,
      flag: 'back',
      comment: '本轮名额已满，请明年再报',
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect((await stateOf(p, unplaced.id)).state).toBe('returned');
  });

  it('gives the last place to one of two parallel approvals: the other answers 409 placesUsed', async () => {
    await allocate(2);
    const a = await nominate(p.corp1, '130682198803013351');
    const b = await nominate(corp2, '110105198503120012');
    const [ta, tb] = [await taskHolder([p.launion1], a.id), await taskHolder([p.launion1], b.id)];
    for (const t of [ta, tb]) expect((await p.launion1.post(`${FLOW}/work/claim-task`, undefined, { taskId: t!.taskId })).status).toBe(200);
    const answers = await Promise.all(
      [
        [ta!, a],
        [tb!, b],
      ].map(([t, r]) =>
        p.launion1.post(`${FLOW}/work/complete-task`, {
          taskId: (t as { taskId: string }).taskId,
          processInstanceId: (r as { pid: string }).pid,
          flag: 'ok',
          comment: '同意推荐',
        }),
      ),
    );
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
  });

  it('approves without a count where the federation allocated the union no places', async () => {
    await allocate(null);
    const c = await nominate(p.corp1, '130682198803013554');
    expect((await complete(c)).status).toBe(200);
  });
});
