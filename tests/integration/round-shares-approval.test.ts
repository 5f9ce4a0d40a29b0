// A round's remaining settings (docs/forms/group-a-advance.md, "The round"): the summaries' deadline,
// the call's text and the structure shares of a higher union's places. The shares are checked where the
// higher union chooses, here at launion1's approval of 首都劳动奖章 nominations (recommendCapital1):
// heads of units at most leaderMaxPercent % of its places (rounded down), front-line workers at least
// frontlineMinPercent % (rounded up), the places still open counted as front-line ones.
import { beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckChar } from '../../catalogue';
import { completeAs, login, nominateForMedal, roundBody, setup1Parties, stateOf, type ApiSession } from '../support';

const p = setup1Parties();
const ROUND = '/api/blade-crop/crop/round';
/** mw_person_type: 1 一线职工, 2 专业技术人员, 3 企业负责人, 4 农民工. */
const [FRONTLINE, TECHNICAL, LEADER] = ['1', '2', '3'];
let corp2: ApiSession;
let nominees = 0;
/** A valid ID number of a man of its own for each nomination (an odd sequence number: the example's sex 男). */
function manCard(): string {
  const first17 = `11010819800315${String(201 + 2 * nominees++).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17)!;
}
let round: Record<string, unknown>;

/** The federation sets the round's shares and launion1's union's (1100) places. */
async function settle(places: number, shares: { frontlineMinPercent: number; leaderMaxPercent: number }) {
  const saved = await p.federation.post(`${ROUND}/submit`, {
    ...round,
    placesPerUnion: 5,
    allocations: [{ unionId: '1100', places }],
    ...shares,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** `corp` nominates a person of the category `personType`. */
const nominate = (corp: ApiSession, personType: string) => nominateForMedal(p, corp, { idCard: manCard(), personType });

/** launion1 claims the record's task and approves it; answers the completion's answer. */
const approve = (record: { id: string; pid: string }) => completeAs(p.launion1, record, 'ok', '同意推荐');

beforeAll(async () => {
  corp2 = await login(p.stack.app, 'corp2');
  round = await roundBody(p, 'capital_medal');
});

describe('a round’s settings', () => {
  it('keeps the summaries’ deadline, the shares and the call’s text, and shows the union the text and deadline', async () => {
    const saved = await p.federation.post(`${ROUND}/submit`, {
      ...round,
      summaryDeadline: '2099-12-31 17:00:00',
      frontlineMinPercent: 50,
      leaderMaxPercent: 20,
      noticeText: '  各基层工会：请按通知要求推荐首都劳动奖章人选。  ',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const detail = await p.federation.get(`${ROUND}/detail`, { id: String(round.id) });
    expect(detail.body.data).toMatchObject({
      summaryDeadline: '2099-12-31 17:00:00',
      frontlineMinPercent: 50,
      leaderMaxPercent: 20,
      noticeText: '各基层工会：请按通知要求推荐首都劳动奖章人选。',
    });
    const standing = await p.corp1.get(`${ROUND}/isApply`, { module: 'recommendCapital1' });
    expect(standing.body.data).toMatchObject({
      roundTitle: round.title,
      noticeText: '各基层工会：请按通知要求推荐首都劳动奖章人选。',
      summaryDeadline: '2099-12-31 17:00:00',
    });
  });

  it('refuses a summaries’ deadline before the window closes, naming the field, and keeps the round as it was', async () => {
    const refused = await p.federation.post(`${ROUND}/submit`, { ...round, summaryDeadline: '2000-01-01 00:00:00' });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([
      { field: 'summaryDeadline', rule: 'notBefore', message: '汇总上报截止时间不能早于申报截止时间' },
    ]);
    const detail = await p.federation.get(`${ROUND}/detail`, { id: String(round.id) });
    expect(detail.body.data.summaryDeadline).toBe('2099-12-31 17:00:00');
  });

  it('refuses a share above 100 per cent', async () => {
    const refused = await p.federation.post(`${ROUND}/submit`, { ...round, leaderMaxPercent: 120 });
    expect(refused.status).toBe(400);
  });
});

describe('the structure shares at a higher union’s approval', () => {
  it('refuses a head of a unit past the leaders’ share with 409 leaderShareUsed, and the record stays at its stage', async () => {
    await settle(5, { frontlineMinPercent: 0, leaderMaxPercent: 20 });
    const first = await nominate(p.corp1, LEADER);
    const second = await nominate(corp2, LEADER);
    expect((await approve(first)).status).toBe(200);
    const before = await stateOf(p, second.id);
    const refused = await approve(second);
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ reason: 'leaderShareUsed', limit: 1, count: 2 });
    expect(refused.body.msg).toBe('本轮「首都劳动奖章」本单位名额中单位负责人至多1名，通过本条后将为2名，不能通过');
    expect(await stateOf(p, second.id)).toEqual(before);
  });

  it('keeps the last places for front-line workers: another category is refused with 409 frontlineReserved', async () => {
    // Three places, one taken by the head of a unit above; at least two (50 %, rounded up) go to the front line.
    await settle(3, { frontlineMinPercent: 50, leaderMaxPercent: 0 });
    const technical = await nominate(p.corp1, TECHNICAL);
    const refused = await approve(technical);
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ reason: 'frontlineReserved', limit: 2, count: 0 });
  });

  it('approves front-line workers into the reserved places', async () => {
    const worker = await nominate(corp2, FRONTLINE);
    expect((await approve(worker)).status).toBe(200);
    const migrant = await nominate(p.corp1, '4');
    expect((await approve(migrant)).status).toBe(200);
  });

  it('counts no share where the round sets none (0)', async () => {
    await settle(5, { frontlineMinPercent: 0, leaderMaxPercent: 0 });
    const leader = await nominate(corp2, LEADER);
    expect((await approve(leader)).status).toBe(200);
  });
});
