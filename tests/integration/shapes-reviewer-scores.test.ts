// The reviewer's scores of an assessment (the `scoring` shape, AS-S3): the park union's approval of a
// scored filing carries one whole score per item of the record, from 0 to its 标准分; a missing, extra
// or out-of-range score is refused naming the row and column, and nothing changes; a return needs
// none. The total (and a self-assessment's grade) is computed, recorded with the approval, answered by
// the detail and the history, and printed.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { download, FLOW, publishFilingRound, setup1Parties, submitSetup1, withRequiredUploads, type ApiSession } from '../support';
import { pdfTextLines } from '../support/documents-pdf-text';

const p = setup1Parties();
const SUMMARY = '/api/blade-crop/crop/assessmentworksummation';
const SELF = '/api/blade-crop/crop/selfassessment';
/** The round example's items (what publishFilingRound publishes): A1 … A8, 标准分 15, 10, 15, 15, 15, 10, 10, 10. */
const ROUND_ITEMS = modules.selfassessmentopen!.example.items as { code: string; name: string; maxScore: number }[];
const fullMarks = () => ROUND_ITEMS.map((i) => ({ code: i.code, score: i.maxScore }));

type FieldError = { field: string; rule: string; message: string };

/** corp1 sends its work summary of `year` into review (its round published first); answers the record and its task. */
async function summaryInReview(year: number) {
  await publishFilingRound(p.launion1, 'worksummation', year);
  const saved = await p.corp1.post(`${SUMMARY}/save`, { ...modules.assessmentworksummation!.example, year });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const { id, processInstanceId: pid } = saved.body.data as { id: string; processInstanceId: string };
  return { id, pid, taskId: (await p.launion1.get(`${SUMMARY}/detail`, { id })).body.data.openTaskId as string };
}

const complete = (reviewer: ApiSession, task: { taskId: string; pid: string }, flag: 'ok' | 'back', extra: Record<string, unknown> = {}) =>
  reviewer.post(`${FLOW}/work/complete-task`, {
    taskId: task.taskId,
    processInstanceId: task.pid,
    flag,
    comment: flag === 'ok' ? '同意' : '请补充经费使用情况',
    ...extra,
  });

const stateOf = async (id: string) => (await p.corp1.get(`${SUMMARY}/detail`, { id })).body.data.state as string;

describe("a scored filing's approval and the reviewer's scores", () => {
  it('is refused with 400 naming the first item without a score when the approval carries none, and stays in review', async () => {
    const r = await summaryInReview(2091);
    const res = await complete(p.launion1, r, 'ok');
    expect(res.status).toBe(400);
    const errors = res.body.data.errors as FieldError[];
    expect(errors[0]).toMatchObject({ field: 'scores[0].score', rule: 'required' });
    expect(errors[0]!.message).toBe(`请填写审核得分第1行（A1 ${ROUND_ITEMS[0]!.name}）得分`);
    expect(errors).toHaveLength(ROUND_ITEMS.length);
    expect(await stateOf(r.id)).toBe('in_review');
  });

  it('is refused with 400 naming the row and column of a score above its 标准分 and of a code that is no item', async () => {
    const r = await summaryInReview(2092);
    const scores = [...fullMarks().map((s, i) => (i === 2 ? { ...s, score: 16 } : s)), { code: 'Z9', score: 1 }];
    const res = await complete(p.launion1, r, 'ok', { scores });
    expect(res.status).toBe(400);
    const errors = res.body.data.errors as FieldError[];
    expect(errors.find((e) => e.field === 'scores[2].score')).toMatchObject({ rule: 'scoreRange' });
    expect(errors.find((e) => e.field === 'scores[2].score')!.message).toContain('0到15');
    expect(errors.find((e) => e.field === `scores[${ROUND_ITEMS.length}].code`)).toMatchObject({ rule: 'scoreUnknown' });
    expect(await stateOf(r.id)).toBe('in_review');
  });

  it('refuses a score that is not a whole number, naming its row', async () => {
    const r = await summaryInReview(2093);
    const scores = fullMarks().map((s, i) => (i === 1 ? { ...s, score: 7.5 } : s));
    const res = await complete(p.launion1, r, 'ok', { scores });
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0]).toMatchObject({ field: 'scores[1].score', rule: 'scoreRange' });
  });

  it('returns the filing without scores', async () => {
    const r = await summaryInReview(2094);
    const res = await complete(p.launion1, r, 'back');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stateOf(r.id)).toBe('returned');
  });

  it('approves with a score per item; the detail answers the scores and their total, the history the approval with them', async () => {
    const r = await summaryInReview(2095);
    const before = (await p.launion1.get(`${SUMMARY}/detail`, { id: r.id })).body.data;
    expect(before.reviewerScores.map((i: { code: string; score: number | null }) => [i.code, i.score])).toEqual(
      ROUND_ITEMS.map((i) => [i.code, null]),
    );
    expect(before.reviewerTotal).toBeNull();
    const scores = fullMarks().map((s, i) => (i === 0 ? { ...s, score: 12 } : s));
    const res = await complete(p.launion1, r, 'ok', { scores });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = (await p.corp1.get(`${SUMMARY}/detail`, { id: r.id })).body.data;
    expect(detail.state).toBe('approved');
    expect(detail.reviewerTotal).toBe(97);
    expect(detail.reviewerScores[0]).toEqual({ code: 'A1', name: ROUND_ITEMS[0]!.name, maxScore: 15, selfScore: null, score: 12 });
    const history = (await p.corp1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: r.pid })).body.data;
    const approval = history.find((row: { type: string }) => row.type === 'task.completed');
    expect(approval.comment).toBe('同意（审核总分：97）');
    expect(approval.scores.total).toBe(97);
  });

  it('prints the scores and their total above the review block', async () => {
    const r = await summaryInReview(2096);
    expect((await complete(p.launion1, r, 'ok', { scores: fullMarks() })).status).toBe(200);
    const pdf = await download(p.stack.app, p.corp1, `${SUMMARY}/review?id=${r.id}`);
    expect(pdf.status).toBe(200);
    const lines = pdfTextLines(pdf.bytes);
    // One text object a cell: the caption, each item's row, then 合计 with the 标准分 and the scores summed.
    expect(lines).toContain('上级工会审核评分');
    const first = lines.indexOf(`A1 ${ROUND_ITEMS[0]!.name}`);
    expect(lines.slice(first - 1, first + 3)).toEqual(['1', `A1 ${ROUND_ITEMS[0]!.name}`, '15', '15']);
    const total = lines.lastIndexOf('合计');
    expect(lines.slice(total, total + 3)).toEqual(['合计', '100', '100']);
  });

  it('is refused with 400 naming scores on a module that scores nothing', async () => {
    const r = await submitSetup1(p.corp1);
    const taskId = (await p.launion1.get('/api/blade-crop/crop/setup1/detail', { id: r.id })).body.data.openTaskId as string;
    const res = await complete(p.launion1, { taskId, pid: r.pid }, 'ok', { scores: [{ code: 'A1', score: 1 }] });
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0]).toMatchObject({ field: 'scores', rule: 'scoresNotTaken' });
  });
});

describe("a self-assessment's verified scores", () => {
  it('answers each self score beside the reviewer’s, and the reviewer’s grade from the round’s bands', async () => {
    const year = 2097;
    await publishFilingRound(p.launion1, 'selfassessment', year);
    const uploaded = await withRequiredUploads(p.stack.app, p.corp1, modules.selfassessment!, { ...modules.selfassessment!.example, year });
    const sent = await p.corp1.post(`${SELF}/submit`, { ...uploaded.form, id: uploaded.id });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { id, processInstanceId: pid } = sent.body.data as { id: string; processInstanceId: string };
    const before = (await p.launion1.get(`${SELF}/detail`, { id })).body.data;
    expect(before.reviewerScores[1]).toMatchObject({ code: 'A2', maxScore: 10, selfScore: 9, score: null });
    // The self scores (92, 优秀) verified 5 lower on A1 and on A3: 82, 良好 by the round's bands (90/80/60).
    const scores = before.reviewerScores.map((i: { code: string; selfScore: number }) => ({
      code: i.code,
      score: i.code === 'A1' || i.code === 'A3' ? i.selfScore - 5 : i.selfScore,
    }));
    const res = await complete(p.launion1, { taskId: before.openTaskId, pid }, 'ok', { scores });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = (await p.corp1.get(`${SELF}/detail`, { id })).body.data;
    expect(detail.reviewerTotal).toBe(82);
    expect(detail.reviewerGrade).toBe('2');
    expect(detail.reviewerScores[0]).toMatchObject({ code: 'A1', selfScore: 15, score: 10 });
    expect(detail.form.totalScore).toBe(92);
  });
});
