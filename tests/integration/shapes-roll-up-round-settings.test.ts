// A higher union's summary keeps to its round's settings (docs/forms/group-a-model-workers.md, "The
// round"): it is sent by the summaries' deadline (a returned one is resent whatever it), and its
// list keeps the structure shares of the union's places: heads of units (企业负责人) at most
// leaderMaxPercent %, front-line workers at least frontlineMinPercent %, a place left unused
// counting as a front-line one.
import { beforeAll, describe, expect, it } from 'vitest';
import { completeAs, nominee, reviewFromClaimList, setup1Parties, SOURCE, SUMMARY, summaryForm, type ApiSession } from '../support';

const p = setup1Parties();
const DAY = 86_400_000;
const beijing = (days: number) => new Date(Date.now() + days * DAY + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
/** mw_person_type: 1 一线职工, 3 企业负责人. */
const [FRONTLINE, LEADER] = ['1', '3'];
let roundId = '';
/** launion1's approved nominations: two heads of units and a front-line worker. */
const leaders: string[] = [];
let worker = '';
let summaryId = '';

/** `corp` nominates `name` of the category `personType`, and launion1 approves it. */
async function approved(corp: ApiSession, name: string, personType: string): Promise<string> {
  const sent = await corp.post(`${SOURCE}/submit`, { ...nominee(name), personType });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  await reviewFromClaimList(p.launion1, sent.body.data.id, sent.body.data.processInstanceId, 'ok', '同意推荐');
  return sent.body.data.id;
}

const summaryOf = (gathered: string[]) => ({ ...summaryForm, selectionType: '1', gathered });
const summaries = async () =>
  await p.stack.db.selectFrom('record').select(['id', 'state']).where('module', '=', 'modelWorkerSelectionSummary').execute();
const setDeadline = async (deadline: Date | null) =>
  await p.stack.db.updateTable('selection_round').set({ summary_deadline: deadline }).where('id', '=', roundId).execute();

beforeAll(async () => {
  const seeded = await p.stack.db
    .selectFrom('selection_round')
    .select('id')
    .where('tenant_id', '=', '000000')
    .where('kind', '=', 'mw_person')
    .executeTakeFirstOrThrow();
  roundId = String(seeded.id);
  // Five places for launion1, at most 20 % (one) heads of units, at least 40 % (two) front-line workers.
  const saved = await p.federation.post('/api/blade-crop/crop/round/submit', {
    id: roundId,
    kind: 'mw_person',
    year: 2026,
    title: '2026年北京市劳动模范和先进工作者推荐评选',
    opensAt: beijing(-1),
    closesAt: beijing(30),
    placesPerUnion: 3,
    allocations: [{ unionId: '1100', places: 5 }],
    leaderMaxPercent: 20,
    frontlineMinPercent: 40,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  leaders.push(await approved(p.corp1, '王志强', LEADER));
  leaders.push(await approved(p.corp1, '李国华', LEADER));
  worker = await approved(p.corp1, '赵红梅', FRONTLINE);
});

describe('a summary and its round’s settings', () => {
  it('refuses a list with more heads of units than the share with 409 leaderShareUsed, and sends nothing', async () => {
    const answer = await p.launion1.post(`${SUMMARY}/save`, summaryOf([...leaders, worker]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.data).toMatchObject({ reason: 'leaderShareUsed', limit: 1, count: 2 });
    expect((await summaries()).filter((s) => s.state !== 'draft')).toEqual([]);
  });

  it('refuses a first summary after the round’s deadline with 409 summaryDeadlinePassed, and sends nothing', async () => {
    await setDeadline(new Date(Date.now() - DAY));
    const answer = await p.launion1.post(`${SUMMARY}/save`, summaryOf([leaders[0]!, worker]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.data.reason).toBe('summaryDeadlinePassed');
    expect(answer.body.msg).toContain('汇总上报已于');
    expect((await summaries()).filter((s) => s.state !== 'draft')).toEqual([]);
  });

  it('sends a list within the shares by the deadline: a place left unused counts as a front-line one', async () => {
    await setDeadline(new Date(Date.now() + DAY));
    const answer = await p.launion1.post(`${SUMMARY}/save`, summaryOf([leaders[0]!, worker]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    summaryId = answer.body.data.id;
    expect((await summaries()).find((s) => s.id === summaryId)?.state).toBe('in_review');
  });

  it('resends a returned summary after the deadline', async () => {
    const pid = (await p.stack.db.selectFrom('record').select('process_instance_id').where('id', '=', summaryId).executeTakeFirstOrThrow())
      .process_instance_id;
    const back = await completeAs(p.federation, { id: summaryId, pid }, 'back', '请补充推荐理由');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    await setDeadline(new Date(Date.now() - DAY));
    const resent = await p.launion1.post(`${SUMMARY}/update`, { ...summaryOf([leaders[0]!, worker]), id: summaryId });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
  });
});
