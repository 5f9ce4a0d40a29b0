// The election rules at the API (docs/forms/group-b.md "Election rules"): what the form can check and
// what only the server knows (the union's committee in office, the approved shortlist of an earlier
// step) is a 400 naming the field or cell, before anything reaches the flow.
import { beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { dictKeys as K } from '../../catalogue/modules/group-b-dicts';
import { BASIC, setup1Parties, submitStep, walkSteps, withRequiredUploads } from '../support';
import { fileApproved } from './effects-support';

const p = setup1Parties();
const ORGAN2 = '/api/blade-crop/crop/organ2';
const ORGAN1 = '/api/blade-crop/crop/organ1Detail';
const organ1Detail = modules.organ1Detail!;
const organ2 = modules.organ2!;
const example = organ2.example;
const elected = (name: string, votes: number) => ({ name, votes, elected: K.yesNo.yes });

/** The number of organ2 records corp1 sees: a refused submit makes none. */
const organ2Count = async () => (await p.corp1.get(`${ORGAN2}/page`, { size: '100' })).body.data.total as number;

beforeAll(async () => {
  // corp1's committee in office: the one organ1Detail's example elects (王芳 chair, 陈强 vice-chair, five more).
  await fileApproved(p.stack.db, { module: 'organ1Detail', unionId: '1101', form: organ1Detail.example });
});

describe('an election with 60 % of those entitled present', () => {
  it('is refused with 400 naming 实到人数, and no record is made', async () => {
    const before = await organ2Count();
    const answer = await p.corp1.post(`${ORGAN2}/submit`, { ...example, entitled: 10, attendance: 6 });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toContainEqual({
      field: 'attendance',
      rule: 'atLeastShareOf',
      message: '实到人数不能少于应到人数的2/3(至少7)',
    });
    expect(await organ2Count()).toBe(before);
  });

  it('is refused in English with Accept-Language: en', async () => {
    const res = await p.stack.app.inject({
      method: 'POST',
      url: `${ORGAN2}/submit`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${p.corp1.token}`, 'accept-language': 'en' },
      payload: { ...example, entitled: 10, attendance: 6 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toContainEqual(
      expect.objectContaining({ field: 'attendance', message: 'Present must be at least 2/3 of Entitled to vote (at least 7)' }),
    );
  });

  it('passes with two thirds present, the materials uploaded and the vacancy a member in office', async () => {
    const sent = await withRequiredUploads(p.stack.app, p.corp1, organ2, {
      ...example,
      entitled: 9,
      attendance: 6,
      votes: [elected('陈强', 5)],
    });
    const answer = await p.corp1.post(`${ORGAN2}/submit`, { ...sent.form, id: sent.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });
});

describe('a by-election names the committee in office (organ2)', () => {
  const refused = async (change: Record<string, unknown>) => {
    const before = await organ2Count();
    const sent = await withRequiredUploads(p.stack.app, p.corp1, organ2, { ...example, ...change });
    const answer = await p.corp1.post(`${ORGAN2}/submit`, { ...sent.form, id: sent.id });
    expect(answer.status).toBe(400);
    expect(await organ2Count()).toBe(before);
    return answer.body.data.errors as { field: string; rule: string; message: string }[];
  };

  it('refuses a vacancy of someone who is not a member in office, naming the cell', async () => {
    const vacancies = [{ ...(example.vacancies as object[])[0], name: '李明' }];
    expect(await refused({ vacancies })).toEqual([
      { field: 'vacancies[0].name', rule: 'sittingMember', message: '空缺职务第1行姓名“李明”不是本会现任委员会委员' },
    ]);
  });

  it('refuses a chair the committee elected from outside itself', async () => {
    const candidates = [{ ...(example.candidates as object[])[0], name: '钱多多' }];
    expect(await refused({ candidates, votes: [elected('钱多多', 6)] })).toEqual([
      { field: 'candidates[0].name', rule: 'sittingMember', message: '候选人第1行姓名“钱多多”不是本会现任委员会委员' },
    ]);
  });

  it('refuses more votes than members present', async () => {
    expect(await refused({ entitled: 7, attendance: 6, votes: [elected('陈强', 7)] })).toEqual([
      { field: 'votes[0].votes', rule: 'notAbove', message: '得票情况第1行得票数不能大于实到人数' },
    ]);
  });

  it('refuses the by-election without its minutes', async () => {
    const sent = await withRequiredUploads(p.stack.app, p.corp1, organ2, example);
    const { minutes: _left, ...files } = sent.form.files as Record<string, string[]>;
    const answer = await p.corp1.post(`${ORGAN2}/submit`, { ...sent.form, files, id: sent.id });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual([{ field: 'files.minutes', rule: 'required', message: '请上传附件·会议记录' }]);
  });
});

describe('the results of a re-election name the shortlist its higher union approved (organ1Detail)', () => {
  let id: string;
  beforeAll(async () => {
    // Steps 1 to 3 (request, delegates, shortlist) approved by the higher union.
    ({ id } = await walkSteps(p.stack.app, p.corp1, [p.launion1], organ1Detail, { steps: 3 }));
  });

  const results = (organ1Detail.example.committeeResults as Record<string, unknown>[]).map((r, i) =>
    i === 6 ? { ...r, name: '钱多多' } : r,
  );

  it('refuses an elected member who was not on the approved shortlist, naming the cell', async () => {
    const answer = await submitStep(p.stack.app, p.corp1, organ1Detail, 3, { ...organ1Detail.example, committeeResults: results }, id);
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual([
      {
        field: 'committeeResults[6].name',
        rule: 'among',
        message: '委员会委员选举结果第7行姓名“钱多多”须是委员会委员候选人预备人选中的人员',
      },
    ]);
  });

  it('reads the shortlist as approved, not as the body restates it', async () => {
    const listed = organ1Detail.example.committeeCandidates as Record<string, unknown>[];
    const shortlist = [...listed, { ...listed[7], name: '钱多多' }];
    const answer = await p.corp1.post(`${ORGAN1}/submit4`, {
      id,
      ...Object.fromEntries(organ1Detail.steps![3]!.fields.map((f) => [f, organ1Detail.example[f]])),
      committeeResults: results,
      committeeCandidates: shortlist,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toContainEqual(expect.objectContaining({ field: 'committeeResults[6].name', rule: 'among' }));
  });

  it('refuses more elected than the seats step 1 asked for', async () => {
    const eight = (organ1Detail.example.committeeResults as Record<string, unknown>[]).map((r, i) =>
      i === 7 ? { ...r, votes: 50, elected: K.yesNo.yes } : r,
    );
    const answer = await submitStep(p.stack.app, p.corp1, organ1Detail, 3, { ...organ1Detail.example, committeeResults: eight }, id);
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual([
      { field: 'committeeResults', rule: 'rowsNotAbove', message: '委员会委员选举结果中当选的有8人，不能多于委员会委员名额(7)' },
    ]);
  });
});
