import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { BASIC, login, startTestStack, type ApiSession, type TestStack } from '../support';

const M = '/api/blade-crop/crop/setup1';
const FLOW = '/api/blade-flow';

let stack: TestStack;
let corp1: ApiSession;
let launion1: ApiSession;
let submitted: { id: string; pid: string };

/** A GET as `who` in English. */
async function inEnglish(who: ApiSession, url: string, query: Record<string, string> = {}) {
  const res = await stack.app.inject({
    method: 'GET',
    url,
    query,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${who.token}`, 'accept-language': 'en' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
  const answer = await corp1.post(`${M}/submit`, modules.setup1!.example);
  expect(answer.status).toBe(200);
  submitted = { id: answer.body.data.id, pid: answer.body.data.processInstanceId };
});
afterAll(async () => stack?.close());

describe('stage names in English', () => {
  it('name the stage of a history row in English', async () => {
    const rows = (await inEnglish(corp1, `${FLOW}/process/history-flow-list`, { processInstanceId: submitted.pid })) as {
      type: string;
      stageName: string | null;
    }[];
    const created = rows.find((r) => r.type === 'task.created');
    expect(created?.stageName).toBe('Parent union review');
  });

  it('name the stage of a task in the task lists in English', async () => {
    const page = (await inEnglish(launion1, `${FLOW}/work/claim-list`)) as { records: { recordId: string; stageName: string }[] };
    const task = page.records.find((t) => t.recordId === submitted.id);
    expect(task?.stageName).toBe('Parent union review');
  });

  it('name the stage a record waits in, in English', async () => {
    const record = (await inEnglish(corp1, `${M}/detail`, { id: submitted.id })) as { stageName: string | null };
    expect(record.stageName).toBe('Parent union review');
  });

  it('stay in Chinese by default', async () => {
    const record = await corp1.get(`${M}/detail`, { id: submitted.id });
    expect(record.body.data.stageName).toBe('上级工会审核');
  });
});
