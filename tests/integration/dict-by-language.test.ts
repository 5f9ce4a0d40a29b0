// A form's options follow the reader's language (issue 18, item 12): the system entries the portal
// seeded read in English with Accept-Language: en; an entry a tenant added, or a system entry an
// administrator renamed, stays as typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, login, startTestStack, type ApiSession, type TestStack } from '../support';

const DICT = '/api/blade-system/dict';
const BIZ = '/api/blade-system/dict-biz';

let stack: TestStack;
let admin: ApiSession;

interface Item {
  dictKey: string;
  dictValue: string;
}

/** The options of `code` as the tenant's forms read them, in `lang`. */
async function options(path: string, code: string, lang: 'zh' | 'en'): Promise<[string, string][]> {
  const res = await stack.app.inject({
    method: 'GET',
    url: `${path}/dictionary`,
    query: { code },
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${admin.token}`, ...(lang === 'en' ? { 'accept-language': 'en' } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Item[]).map((i) => [i.dictKey, i.dictValue]);
}

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  admin = await login(stack.app, 'admin');
});
afterAll(async () => stack?.close());

describe('a system dictionary', () => {
  it('reads in English for an English reader', async () => {
    expect(await options(DICT, 'sex', 'en')).toEqual([
      ['1', 'Male'],
      ['2', 'Female'],
    ]);
    expect((await options(BIZ, 'leave_type', 'en')).slice(0, 2)).toEqual([
      ['1', 'Personal leave'],
      ['2', 'Sick leave'],
    ]);
  });

  it('reads as seeded for a Chinese reader', async () => {
    expect(await options(DICT, 'sex', 'zh')).toEqual([
      ['1', '男'],
      ['2', '女'],
    ]);
  });

  it('keeps an entry an administrator renamed as typed in English', async () => {
    const entry = await stack.db
      .selectFrom('dict')
      .select('id')
      .where('code', '=', 'leave_type')
      .where('dict_key', '=', '8')
      .executeTakeFirstOrThrow();
    const renamed = await admin.post(`${DICT}/submit`, {
      id: String(entry.id),
      code: 'leave_type',
      dictKey: '8',
      dictValue: '探亲假(配偶)',
      parentId: await parentOf('leave_type'),
      sort: 8,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await options(BIZ, 'leave_type', 'en')).at(-1)).toEqual(['8', '探亲假(配偶)']);
  });
});

describe('a tenant’s own dictionary entry', () => {
  it('stays as the tenant typed it in English', async () => {
    const added = await admin.post(`${BIZ}/submit`, {
      parentId: await bizTop('leave_type'),
      code: 'leave_type',
      dictKey: '20',
      dictValue: '育儿假',
      sort: 20,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await options(BIZ, 'leave_type', 'en')).at(-1)).toEqual(['20', '育儿假']);
  });
});

/** The id of the system dictionary `code`'s top row. */
async function parentOf(code: string): Promise<string> {
  const top = await stack.db
    .selectFrom('dict')
    .select('id')
    .where('code', '=', code)
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  return String(top.id);
}

/** The tenant's business dictionary `code`'s top row, made when it has none. */
async function bizTop(code: string): Promise<string> {
  const made = await admin.post(`${BIZ}/submit`, { code, dictValue: '请假类型', sort: 1 });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data.id as string;
}
