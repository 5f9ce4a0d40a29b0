// One summary per union, round and kind (issue 22): launion1 sends its model-worker summary in the
// 2025 round, a second one of that round is refused (409 periodTaken naming the round), and once the
// federation opens the 2030 round of the same kind its 2030 summary is accepted. Along the way the
// nominations' isApply answers from the round of their kind: open, places used, the higher union's
// summary sent, closed.
import { beforeAll, describe, expect, it } from 'vitest';
import { keepModelWorkerRound, login, nominate, setup1Parties, SOURCE, SUMMARY, summaryForm, type ApiSession } from '../support';

const p = setup1Parties();
const ROUND = '/api/blade-crop/crop/round';
const LABEL_2025 = '2025年「北京市劳动模范和先进工作者」';

let corp2: ApiSession;
let corp3: ApiSession;
const rounds = { y2025: '', y2030: '' };
const summaries = { y2025: '', y2030: '' };
let nomination2025 = '';

/** launion1 sends a summary of kind 1 gathering `ids`. */
const sendSummary = (ids: string[]) => p.launion1.post(`${SUMMARY}/save`, { ...summaryForm, selectionType: '1', gathered: ids });

/** launion1's period holds of its summaries. */
const heldPeriods = async () =>
  (
    await p.stack.db
      .selectFrom('record_period')
      .select('period')
      .where('module', '=', 'modelWorkerSelectionSummary')
      .where('union_id', '=', '1100')
      .orderBy('period')
      .execute()
  ).map((r) => r.period);

beforeAll(async () => {
  corp2 = await login(p.stack.app, 'corp2');
  corp3 = await login(p.stack.app, 'corp3');
  // The stack's open round of the kind becomes the 2025 round.
  rounds.y2025 = await keepModelWorkerRound(p, { year: 2025, seeded: true });
});

describe('isApply of a nomination in an open round', () => {
  it('lets a union with no nomination in the round nominate, with the round, its window and its places', async () => {
    const answer = await corp2.get(`${SOURCE}/isApply`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      apply: true,
      reason: null,
      kind: 'mw_person',
      roundId: rounds.y2025,
      quota: 1,
      used: 0,
      higherUnionId: '1100',
      summarySent: false,
    });
    expect(answer.body.data.closesAt).toMatch(/^\d{4}-\d{2}-\d{2} /);
  });

  it('answers quotaUsed once the union’s nomination of the round takes its place', async () => {
    nomination2025 = await nominate(p.corp1, '张建国', p.launion1);
    const answer = (await p.corp1.get(`${SOURCE}/isApply`)).body.data;
    expect(answer).toMatchObject({ apply: false, reason: 'quotaUsed', quota: 1, used: 1, roundId: rounds.y2025 });
    expect(answer.message).toContain('名额');
  });
});

describe('one summary per union, round and kind', () => {
  it('sends launion1’s summary of the 2025 round', async () => {
    const sent = await sendSummary([nomination2025]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    summaries.y2025 = sent.body.data.id;
    expect(await heldPeriods()).toEqual([`1@${rounds.y2025}`]);
  });

  it('tells the unions below that their higher union sent its summary: roundClosed, summarySent', async () => {
    const answer = (await corp2.get(`${SOURCE}/isApply`)).body.data;
    expect(answer).toMatchObject({ apply: false, reason: 'roundClosed', summarySent: true, roundId: rounds.y2025 });
  });

  it('refuses a second summary of the same round with 409 periodTaken naming the round by year and kind', async () => {
    const again = await sendSummary([nomination2025]);
    expect(again.status, JSON.stringify(again.body)).toBe(409);
    expect(again.body.msg).toContain(LABEL_2025);
    expect(again.body.data).toMatchObject({ existingId: summaries.y2025, period: `1@${rounds.y2025}` });
    const sent = await p.stack.db
      .selectFrom('record')
      .select('id')
      .where('module', '=', 'modelWorkerSelectionSummary')
      .where('state', '!=', 'draft')
      .execute();
    expect(sent.map((r) => String(r.id))).toEqual([summaries.y2025]);
  });

  it('answers windowClosed once the federation closes the round, to a union whose higher union sent nothing', async () => {
    const closed = await p.federation.post(`${ROUND}/close`, { id: rounds.y2025 });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const answer = (await corp3.get(`${SOURCE}/isApply`)).body.data;
    expect(answer).toMatchObject({ apply: false, reason: 'windowClosed', summarySent: false, roundId: rounds.y2025 });
  });

  it('opens the 2030 round of the kind to the union that nominated in 2025: its old nomination takes no place of it', async () => {
    rounds.y2030 = await keepModelWorkerRound(p, { year: 2030 });
    const answer = (await p.corp1.get(`${SOURCE}/isApply`)).body.data;
    expect(answer).toMatchObject({ apply: true, reason: null, roundId: rounds.y2030, used: 0, summarySent: false });
  });

  it('accepts launion1’s summary of the 2030 round, the 2025 one keeping its hold', async () => {
    const nomination2030 = await nominate(p.corp1, '李秀兰', p.launion1);
    const sent = await sendSummary([nomination2030]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    summaries.y2030 = sent.body.data.id;
    expect(summaries.y2030).not.toBe(summaries.y2025);
    expect(await heldPeriods()).toEqual([`1@${rounds.y2025}`, `1@${rounds.y2030}`].sort());
  });
});
