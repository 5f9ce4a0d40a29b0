// The names the portal wrote itself follow the reader's language on the flow pages (issue 18, item 12):
// the roles a history's system rows name, the built-in chains' models and deployments, the roles a
// progress diagram names, the stages of the follow list. A name an administrator typed (a renamed
// role, a renamed or new model) stays as typed in every language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, login, startTestStack, type ApiSession, type TestStack } from '../support';
import { FLOW, FOLLOW, review, submitSetup1, type Ref } from './flow-follow-support';

let stack: TestStack;
let admin: ApiSession;
let corp1: ApiSession;
let launion1: ApiSession;
let atFederation: Ref;

/** `path` read by `who` in `lang` (the console sends Accept-Language: en in English). */
async function read<T>(who: ApiSession, path: string, query: Record<string, string>, lang: 'zh' | 'en'): Promise<T> {
  const res = await stack.app.inject({
    method: 'GET',
    url: path,
    query,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${who.token}`, ...(lang === 'en' ? { 'accept-language': 'en' } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

interface HistoryRow {
  type: string;
  actorName: string;
  actorUnion: string;
}
const history = (ref: Ref, lang: 'zh' | 'en') =>
  read<HistoryRow[]>(corp1, `${FLOW}/process/history-flow-list`, { processInstanceId: ref.pid }, lang);
/** The system row that opened the federation's task: who it went to. */
const federationTask = async (ref: Ref, lang: 'zh' | 'en') => (await history(ref, lang)).filter((r) => r.type === 'task.created').at(-1)!;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await login(stack.app, 'admin');
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
  // setup1 runs parent-then-federation: once the parent union approved, the task goes to the federation role.
  atFederation = await submitSetup1(corp1);
  await review(launion1, atFederation);
});
afterAll(async () => stack?.close());

describe('a history’s system rows', () => {
  it('name the role a task went to in English for an English reader', async () => {
    expect(await federationTask(atFederation, 'en')).toMatchObject({ actorName: 'System', actorUnion: 'Federation reviewer' });
  });

  it('name it in Chinese for a Chinese reader', async () => {
    expect(await federationTask(atFederation, 'zh')).toMatchObject({ actorName: '系统', actorUnion: '总工会审核员' });
  });

  it('name a role its tenant renamed as typed, in both languages', async () => {
    await stack.db
      .updateTable('role')
      .set({ role_name: '总工会业务部' })
      .where('tenant_id', '=', '000000')
      .where('role_alias', '=', 'federation')
      .execute();
    try {
      expect((await federationTask(atFederation, 'en')).actorUnion).toBe('总工会业务部');
      expect((await federationTask(atFederation, 'zh')).actorUnion).toBe('总工会业务部');
    } finally {
      await stack.db
        .updateTable('role')
        .set({ role_name: '总工会审核员' })
        .where('tenant_id', '=', '000000')
        .where('role_alias', '=', 'federation')
        .execute();
    }
  });
});

describe('the progress of a flow', () => {
  it('names the roles its diagram’s rules name, in the reader’s language', async () => {
    const en = await read<{ roleNames: Record<string, string>; next: { reviewers: string[] }[] }>(
      admin,
      `${FOLLOW}/progress`,
      { processInstanceId: atFederation.pid },
      'en',
    );
    expect(en.roleNames).toEqual({ federation: 'Federation reviewer' });
    const zh = await read<{ roleNames: Record<string, string> }>(
      admin,
      `${FOLLOW}/progress`,
      { processInstanceId: atFederation.pid },
      'zh',
    );
    expect(zh.roleNames).toEqual({ federation: '总工会审核员' });
  });
});

describe('the follow list', () => {
  it('names the stage a flow waits at in the reader’s language', async () => {
    const rows = (r: { records: { recordId: string; stageName: string; assignees: string[] }[] }) =>
      r.records.find((x) => x.recordId === atFederation.id)!;
    const en = rows(await read(admin, `${FOLLOW}/list`, { module: 'setup1' }, 'en'));
    expect(en).toMatchObject({ stageName: 'Federation review', assignees: ['Federation reviewer'] });
    const zh = rows(await read(admin, `${FOLLOW}/list`, { module: 'setup1' }, 'zh'));
    expect(zh).toMatchObject({ stageName: '总工会审核', assignees: ['总工会审核员'] });
  });
});

describe('the built-in chains’ models', () => {
  const models = (lang: 'zh' | 'en') =>
    read<{ records: { id: string; modelKey: string; name: string }[] }>(admin, `${FLOW}/model/list`, { size: '100' }, lang).then(
      (p) => p.records,
    );
  const versions = (lang: 'zh' | 'en') =>
    read<{ records: { modelKey: string; version: number; name: string }[] }>(admin, `${FLOW}/manager/list`, { size: '100' }, lang).then(
      (p) => p.records,
    );
  const nameOf = (rows: { modelKey: string; name: string }[], key: string) => rows.find((r) => r.modelKey === key)?.name;

  it('are named in English in the model list and the deployments for an English reader', async () => {
    expect(nameOf(await models('en'), 'parent-then-federation')).toBe('Parent union review, then federation review');
    expect(nameOf(await versions('en'), 'parent-then-federation')).toBe('Parent union review, then federation review');
    expect(nameOf(await models('zh'), 'parent-then-federation')).toBe('上级工会审核 → 总工会审核');
  });

  it('carry a heading name in the reader’s language in the designer, and the stored name it edits', async () => {
    const id = (await models('zh')).find((r) => r.modelKey === 'federation-only')!.id;
    const detail = await read<{ name: string; displayName: string }>(admin, `${FLOW}/model/detail`, { id }, 'en');
    expect(detail).toMatchObject({ name: '总工会审核', displayName: 'Federation review' });
  });

  it('keep a name an administrator gave as typed in every language', async () => {
    const id = (await models('zh')).find((r) => r.modelKey === 'parent-only')!.id;
    await stack.db.updateTable('flow_model').set({ name: '街道工会审核' }).where('id', '=', id).execute();
    expect(nameOf(await models('en'), 'parent-only')).toBe('街道工会审核');
    expect(nameOf(await models('zh'), 'parent-only')).toBe('街道工会审核');
  });
});
