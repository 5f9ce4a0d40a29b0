// The covered enterprises' rules cov-one-union and cov-own-union (docs/forms/group-c-survey.md
// "Rules of the covered enterprises") on the real servers, proven on a test-only survey1 (no group C
// module is built yet) served over HTTP: a submit and a reviewer's approval are refused while another
// union covers the credit code or is filing to, or while the enterprise has a union of its own; the
// record stays where it was, and an approval past the checks enters the enterprise into the register.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleRoutes } from '../../services/records/engine';
import { COVER_TEST_ENTRY, grantModuleCalls, login, startTestStack, withTestEntries, type ApiSession, type TestStack } from '../support';
import { fileApproved } from './effects-support';

const M = `/api/blade-crop/crop/${COVER_TEST_ENTRY.key}`;
const FLOW = '/api/blade-flow';

let stack: TestStack;
let corp1: ApiSession;
let corp2: ApiSession;
let launion1: ApiSession;
let removeEntries: () => void;

const form = (uscc: string) => ({
  ...COVER_TEST_ENTRY.example,
  companyName: '北京星河餐饮管理有限公司',
  uscc,
  effectiveDate: '2026-11-20',
});

beforeAll(async () => {
  stack = await startTestStack();
  removeEntries = withTestEntries([COVER_TEST_ENTRY]);
  await stack.app.register(moduleRoutes(COVER_TEST_ENTRY), { prefix: M });
  await grantModuleCalls(stack, COVER_TEST_ENTRY, M);
  [corp1, corp2, launion1] = await Promise.all([login(stack.app, 'corp1'), login(stack.app, 'corp2'), login(stack.app, 'launion1')]);
});
afterAll(async () => {
  removeEntries?.();
  await stack?.close();
});

/** The enterprise entered into union `unionId`'s register by an approval written as the workflow writes it (no guard on that path). */
const coveredBy = (unionId: string, uscc: string) => fileApproved(stack.db, { module: COVER_TEST_ENTRY.key, unionId, form: form(uscc) });

const submitted = async (uscc: string) => {
  const answer = await corp1.post(`${M}/submit`, form(uscc));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { id: string; processInstanceId: string };
};

const approve = async (record: { id: string; processInstanceId: string }) => {
  const taskId = (await corp1.get(`${M}/detail`, { id: record.id })).body.data.openTaskId;
  return launion1.post(`${FLOW}/work/complete-task`, { taskId, processInstanceId: record.processInstanceId, flag: 'ok', comment: '同意' });
};

const stateOf = async (id: string) => (await corp1.get(`${M}/detail`, { id })).body.data as { state: string; stage: number };

describe('at submit', () => {
  it('refuses a credit code an active entry of another union holds, naming that union', async () => {
    await coveredBy('1102', '91110108MA01CA100P');
    const answer = await corp1.post(`${M}/submit`, form('91110108MA01CA100P'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.data).toMatchObject({ reason: 'alreadyCovered', unionId: '1102' });
    expect(answer.body.msg).toContain('工会');
  });

  it('refuses a credit code another union’s record in review names, whatever its case', async () => {
    const first = await corp2.post(`${M}/submit`, form('91110108MA01CB200L'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const answer = await corp1.post(`${M}/submit`, form('91110108ma01cb200l'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.data).toMatchObject({ reason: 'alreadyCovered', recordId: first.body.data.id });
  });

  it('refuses an enterprise that is the employer of a union of the tree', async () => {
    await stack.db.updateTable('union_org').set({ employer_code: '91110108MA01CC300H' }).where('id', '=', '1102').execute();
    const answer = await corp1.post(`${M}/submit`, form('91110108MA01CC300H'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.data).toMatchObject({ reason: 'hasOwnUnion', unionId: '1102' });
  });
});

describe('at the reviewer’s approval', () => {
  it('refuses the approval when another union’s entry took the code meanwhile, and the record stays in review', async () => {
    const record = await submitted('91110108MA01CD400E');
    await coveredBy('1102', '91110108MA01CD400E');
    const answer = await approve(record);
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.data).toMatchObject({ reason: 'alreadyCovered', unionId: '1102' });
    expect(await stateOf(record.id)).toMatchObject({ state: 'in_review', stage: 1 });
  });

  it('refuses the approval when the enterprise set up its own union meanwhile', async () => {
    const record = await submitted('91110108MA01CE500B');
    await stack.db.updateTable('union_org').set({ employer_code: '91110108MA01CE500B' }).where('id', '=', '1201').execute();
    const answer = await approve(record);
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.data).toMatchObject({ reason: 'hasOwnUnion', unionId: '1201' });
    expect((await stateOf(record.id)).state).toBe('in_review');
  });

  it('passes its own record: approved by both stages, the enterprise enters the register', async () => {
    const record = await submitted('91110108MA01CF6008');
    expect((await approve(record)).status).toBe(200);
    const federation = await login(stack.app, 'federation');
    const taskId = (await corp1.get(`${M}/detail`, { id: record.id })).body.data.openTaskId;
    const last = await federation.post(`${FLOW}/work/complete-task`, {
      taskId,
      processInstanceId: record.processInstanceId,
      flag: 'ok',
      comment: '准予',
    });
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    const row = await stack.db.selectFrom('register_row').selectAll().where('row_key', '=', '91110108MA01CF6008').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'active', union_id: '1101', source_record_id: record.id });
  });
});
