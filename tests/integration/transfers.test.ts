// Issue 19, item 5: transfers both sides confirm. A transfer out is released by the present higher
// union, confirmed by the federation and by the receiving union (the 转接函's 回执), and the union
// moves when the receiving union confirms, or on the transfer date when that is later (a durable
// timer of the record's flow: tests/workflow/effective-date.test.ts). One transfer is
// open per union at a time; the receiving union is not the present one; a transfer in needs the
// release; the form's name and code are the applicant's own and no officer travels with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDate, modules } from '../../catalogue';
import {
  approveOpenTask,
  giveUnionItsData,
  login,
  SAMPLE_PDF,
  recordCount,
  sentRow,
  startTestStack,
  unionCode,
  uploadFile,
  type ApiSession,
  type TestStack,
} from '../support';

const OUT = '/api/blade-crop/crop/tradeunionoutinfo';
const IN = '/api/blade-crop/crop/tradeunionunitinfo';
const ZHONGGUANCUN = '中关村街道工会联合会';
const SHANGDI = '上地街道工会联合会';

/** Today in Beijing, read when a form is made: a run that crosses Beijing's midnight (16:00 UTC) sends the new day. */
const today = () => beijingDate(Date.now());
const transferOut = (change: Record<string, unknown> = {}) => ({
  ...modules.tradeunionoutinfo!.example,
  targetHigherName: SHANGDI,
  targetHigher: '1200',
  transferDate: today(),
  ...change,
});
const transferIn = (change: Record<string, unknown> = {}) => ({ ...modules.tradeunionunitinfo!.example, newHigher: '1100', ...change });

let stack: TestStack;
let corp1: ApiSession;
let corp2: ApiSession;
let corp3: ApiSession;
let launion1: ApiSession;
let launion2: ApiSession;
let federation: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  const sessions = await Promise.all(['corp1', 'corp2', 'corp3', 'launion1', 'launion2', 'federation'].map((a) => login(stack.app, a)));
  [corp1, corp2, corp3, launion1, launion2, federation] = sessions as [
    ApiSession,
    ApiSession,
    ApiSession,
    ApiSession,
    ApiSession,
    ApiSession,
  ];
  for (const union of ['1101', '1102']) await giveUnionItsData(stack, union);
});
afterAll(async () => stack?.close());

const parentName = async (s: ApiSession) => (await s.get('/api/blade-crop/crop/crop/brief')).body.data.parentName as string;
const below = async (s: ApiSession) =>
  ((await s.get('/api/blade-crop/crop/crop/index')).body.data.below.children as { id: string }[]).map((c) => c.id);
const transferCount = () => recordCount(stack.db, ['tradeunionoutinfo', 'tradeunionunitinfo']);
/** Approves the record's open task as the one of `reviewers` who has it; fails when none has. */
const approve = async (reviewers: ApiSession[], id: string, pid: string) => expect(await approveOpenTask(reviewers, id, pid)).toBe(true);

describe('refused transfers change nothing', () => {
  it('a transfer out to the present higher union: 400 naming the field', async () => {
    const before = await transferCount();
    const sent = await corp2.post(`${OUT}/submit`, transferOut({ targetHigher: '1100', targetHigherName: ZHONGGUANCUN }));
    expect(sent.status).toBe(400);
    expect(sent.body.data.errors).toEqual([
      { field: 'targetHigher', rule: 'differsFrom', message: '拟转入上级工会(本平台内)不能与现上级工会相同' },
    ]);
    expect(await transferCount()).toBe(before);
  });

  it('a transfer in of a union its present higher union has not released: 409 naming that union', async () => {
    const before = await transferCount();
    const sent = await corp3.post(`${IN}/submit`, transferIn({ newHigher: '1100' }));
    expect(sent.status).toBe(409);
    expect(sent.body.msg).toBe(`本会现隶属于${SHANGDI},须先由其办理组织关系转出(经接收工会确认后生效),不能直接转入`);
    expect(await transferCount()).toBe(before);
  });

  it('a transfer in from a higher union outside the portal without its release letter: 400 naming the slot', async () => {
    const sent = await corp3.post(`${IN}/submit`, transferIn({ newHigher: '1200' }));
    expect(sent.status).toBe(400);
    expect(sent.body.data.errors).toEqual([
      { field: 'files.transferOut', rule: 'release', message: '原上级工会不在本平台内时,须上传原上级工会转出证明' },
    ]);
  });
});

describe('a transfer out', () => {
  it('moves the union only when the receiving union confirms, after its release and the federation', async () => {
    const form = transferOut();
    const sent = await corp1.post(`${OUT}/submit`, form);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { id, processInstanceId: pid } = sent.body.data;
    await approve([launion1], id, pid);
    await approve([federation], id, pid);
    // Released and confirmed by the federation, the union still stands where it stood: 上地 has not agreed yet.
    expect((await sentRow(corp1, 'tradeunionoutinfo', id)).state).toBe('in_review');
    expect(await parentName(corp1)).toBe(ZHONGGUANCUN);
    await approve([launion2], id, pid);
    expect((await sentRow(corp1, 'tradeunionoutinfo', id)).state).toBe('approved');
    expect(await parentName(corp1)).toBe(SHANGDI);
    expect(await below(launion2)).toContain('1101');
    expect(await below(launion1)).not.toContain('1101');
    const profile = (await corp1.get('/api/blade-crop/crop/crop/index')).body.data;
    expect(profile.sections.transfer).toMatchObject({ direction: 'out', to: SHANGDI, toId: '1200', date: form.transferDate });
  });
});

describe('a transfer in', () => {
  it('from a higher union outside the portal, with its release letter: the union’s own name and code, no officers', async () => {
    await giveUnionItsData(stack, '1201');
    const draft = await corp3.post(`${IN}/save`, transferIn({ newHigher: '1200', unionName: '别的工会委员会', uscc: unionCode('1101') }));
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const id = draft.body.data.id as string;
    const letter = await uploadFile(stack.app, corp3, `${IN}/uploads`, id, {
      name: '转出证明.pdf',
      type: 'application/pdf',
      content: SAMPLE_PDF,
    });
    const sent = await corp3.post(`${IN}/submit`, {
      ...transferIn({ newHigher: '1200', unionName: '别的工会委员会', uscc: unionCode('1101') }),
      id,
      files: { transferOut: [letter] },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const pid = sent.body.data.processInstanceId as string;
    await approve([launion2], id, pid);
    await approve([federation], id, pid);
    const detail = (await corp3.get(`${IN}/detail`, { id })).body.data;
    expect(detail.state).toBe('approved');
    expect(detail.form).toMatchObject({ unionName: '北京星河数据有限公司工会', uscc: unionCode('1201') });
    expect(detail.form).not.toHaveProperty('chairName');
    const profile = (await corp3.get('/api/blade-crop/crop/crop/index')).body.data;
    expect(profile).toMatchObject({ status: 'active', creditCode: unionCode('1201'), chairName: '王芳' });
    expect(profile.sections.transfer).toMatchObject({ direction: 'in', from: modules.tradeunionunitinfo!.example.formerHigher });
  });
});

describe('one transfer at a time', () => {
  it('of two sent together, one goes into review and the other is refused', async () => {
    // corp1 stands under 上地 since its transfer: it may ask to go back to 中关村, once.
    const back = transferOut({ targetHigher: '1100', targetHigherName: ZHONGGUANCUN, currentHigher: '1200' });
    const answers = await Promise.all([corp1.post(`${OUT}/submit`, back), corp1.post(`${OUT}/submit`, back)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});
