import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_DICTIONARIES } from '../../db/seed/dictionaries';
import { dictionaryKeys, loadDictionaryKeys } from '../../services/admin/dictionaries';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';

const DICT = '/api/blade-system/dict';
const BIZ = '/api/blade-system/dict-biz';

let stack: TestStack;
let admin: ApiSession;
let admin2: ApiSession;
let corp9: ApiSession;

interface Item {
  dictKey: string;
  dictValue: string;
  source: string;
}

/** The public call, without any token. */
async function publicDictionary(code: string) {
  const res = await stack.app.inject({ method: 'GET', url: `${DICT}/dictionary`, query: { code } });
  return { status: res.statusCode, body: res.json() as { code: number; success: boolean; data: Item[] } };
}
const pairs = (items: Item[]) => items.map((i) => [i.dictKey, i.dictValue]);

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  admin = await login(stack.app, 'admin');
  admin2 = await login(stack.app, 'admin2', '100001');
  corp9 = await login(stack.app, 'corp9', '100001');
});
afterAll(async () => stack?.close());

describe('the public system dictionary', () => {
  it('answers sex per GB/T 2261.1 without a login, in the envelope', async () => {
    const answer = await publicDictionary('sex');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, success: true });
    expect(pairs(answer.body.data)).toEqual([
      ['1', '男'],
      ['2', '女'],
    ]);
  });

  it('answers all 56 民族 with their GB 3304 codes in order', async () => {
    const items = (await publicDictionary('nation')).body.data;
    expect(items).toHaveLength(56);
    expect(items[0]).toMatchObject({ dictKey: '01', dictValue: '汉族' });
    expect(items[10]).toMatchObject({ dictKey: '11', dictValue: '满族' });
    expect(items[55]).toMatchObject({ dictKey: '56', dictValue: '基诺族' });
    expect(new Set(items.map((i) => i.dictValue)).size).toBe(56);
  });

  it('answers 政治面貌 per GB/T 4762', async () => {
    const items = (await publicDictionary('political')).body.data;
    expect(items[0]).toMatchObject({ dictKey: '01', dictValue: '中国共产党党员' });
    expect(items.at(-1)).toMatchObject({ dictKey: '13', dictValue: '群众' });
  });

  it('has every code the specification and the module forms name, each with entries', async () => {
    const named = [
      'crop_cate',
      'setup_1_mem',
      'launtion_position',
      'assessment_launtion_position',
      'launtion_fin_position',
      'launtion_female_position',
      'nation',
      'sex',
      'edu_level',
      'political',
      'assessment_political',
      'addition',
      'member_edu',
      'professional_title',
      'election_mode',
      'organ_change_type',
      'election_body',
      'rename_reason',
      'cert_change_item',
      'funds_source',
      'fee_pay_mode',
      'transfer_reason',
      'yes_no',
      'union_kind',
      'setup_mode',
    ];
    for (const code of named) expect((await publicDictionary(code)).body.data.length, code).toBeGreaterThan(0);
    expect(SYSTEM_DICTIONARIES.map((d) => d.code)).toEqual(expect.arrayContaining(named));
  });

  it('answers the organ5 union kinds under their stable keys', async () => {
    expect((await publicDictionary('union_kind')).body.data.map((i) => i.dictKey)).toEqual([
      'crop',
      'cropGroup',
      'cropTradeUnion',
      'ally',
      'union',
    ]);
  });

  it('answers an empty list for a code nobody defined', async () => {
    expect((await publicDictionary('no_such_code')).body.data).toEqual([]);
  });

  it('refuses a missing or malformed code, naming it', async () => {
    const missing = await stack.app.inject({ method: 'GET', url: `${DICT}/dictionary` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.errors[0]).toMatchObject({ field: 'code' });
    expect((await publicDictionary("x' or 1=1")).status).toBe(400);
  });

  it('answers in sort order after an entry is moved', async () => {
    const top = (await admin.post(`${DICT}/submit`, { code: 'order_probe', dictValue: '排序' })).body.data;
    const a = (await admin.post(`${DICT}/submit`, { parentId: top.id, code: 'order_probe', dictKey: 'a', dictValue: '甲', sort: 1 })).body
      .data;
    await admin.post(`${DICT}/submit`, { parentId: top.id, code: 'order_probe', dictKey: 'b', dictValue: '乙', sort: 2 });
    expect((await publicDictionary('order_probe')).body.data.map((i) => i.dictKey)).toEqual(['a', 'b']);
    await admin.post(`${DICT}/submit`, { id: a.id, code: 'order_probe', dictKey: 'a', dictValue: '甲', sort: 3 });
    expect((await publicDictionary('order_probe')).body.data.map((i) => i.dictKey)).toEqual(['b', 'a']);
  });
});

describe('the dictionary cache', () => {
  it('serves a read from the cache: a row changed behind its back is not seen', async () => {
    const top = (await admin.post(`${DICT}/submit`, { code: 'cache_probe', dictValue: '缓存' })).body.data;
    await admin.post(`${DICT}/submit`, { parentId: top.id, code: 'cache_probe', dictKey: '1', dictValue: '原值' });
    expect(pairs((await publicDictionary('cache_probe')).body.data)).toEqual([['1', '原值']]);
    await stack.db
      .updateTable('dict')
      .set({ dict_value: '库里改的' })
      .where('code', '=', 'cache_probe')
      .where('dict_key', '=', '1')
      .execute();
    expect(pairs((await publicDictionary('cache_probe')).body.data)).toEqual([['1', '原值']]);
  });

  it('sees a submitted change at the next read', async () => {
    const top = (await admin.post(`${DICT}/submit`, { code: 'submit_probe', dictValue: '提交' })).body.data;
    const entry = (await admin.post(`${DICT}/submit`, { parentId: top.id, code: 'submit_probe', dictKey: '1', dictValue: '旧' })).body.data;
    expect(pairs((await publicDictionary('submit_probe')).body.data)).toEqual([['1', '旧']]);
    await admin.post(`${DICT}/submit`, { id: entry.id, code: 'submit_probe', dictKey: '1', dictValue: '新' });
    expect(pairs((await publicDictionary('submit_probe')).body.data)).toEqual([['1', '新']]);
    await admin.post(`${DICT}/submit`, { parentId: top.id, code: 'submit_probe', dictKey: '2', dictValue: '加的' });
    expect(pairs((await publicDictionary('submit_probe')).body.data)).toEqual([
      ['1', '新'],
      ['2', '加的'],
    ]);
  });

  it('sees a removed entry gone at the next read', async () => {
    const top = (await admin.post(`${DICT}/submit`, { code: 'remove_probe', dictValue: '删除' })).body.data;
    const entry = (await admin.post(`${DICT}/submit`, { parentId: top.id, code: 'remove_probe', dictKey: '1', dictValue: '将删' })).body
      .data;
    expect((await publicDictionary('remove_probe')).body.data).toHaveLength(1);
    await admin.post(`${DICT}/remove`, undefined, { ids: entry.id });
    expect((await publicDictionary('remove_probe')).body.data).toEqual([]);
  });

  it('gives form validation the changed keys at the next read', async () => {
    const top = (await admin.post(`${DICT}/submit`, { code: 'form_probe', dictValue: '表单' })).body.data;
    await admin.post(`${DICT}/submit`, { parentId: top.id, code: 'form_probe', dictKey: 'x', dictValue: '叉' });
    expect(await loadDictionaryKeys(stack.app.db, '000000', ['form_probe', 'sex'])).toEqual({ form_probe: ['x'], sex: ['1', '2'] });
    await admin.post(`${DICT}/submit`, { parentId: top.id, code: 'form_probe', dictKey: 'y', dictValue: '歪' });
    expect(await dictionaryKeys(stack.app.db, '000000', 'form_probe')).toEqual(['x', 'y']);
  });
});

describe("a tenant's dictionary: system entries extended by its business dictionary", () => {
  it('adds the tenant entries and renames a system option for that tenant only', async () => {
    const top = (await admin2.post(`${BIZ}/submit`, { code: 'funds_source', dictValue: '经费来源(本租户)' })).body.data;
    await admin2.post(`${BIZ}/submit`, { parentId: top.id, code: 'funds_source', dictKey: '3', dictValue: '行政补助(含上级补助)' });
    await admin2.post(`${BIZ}/submit`, { parentId: top.id, code: 'funds_source', dictKey: '5', dictValue: '社会捐赠' });
    const theirs = await corp9.get(`${BIZ}/dictionary`, { code: 'funds_source' });
    expect(theirs.status).toBe(200);
    expect(pairs(theirs.body.data)).toEqual([
      ['1', '会费'],
      ['2', '拨缴经费'],
      ['3', '行政补助(含上级补助)'],
      ['9', '其他'],
      ['5', '社会捐赠'],
    ]);
    expect(theirs.body.data.find((i: Item) => i.dictKey === '5').source).toBe('business');
    expect(await dictionaryKeys(stack.app.db, '100001', 'funds_source')).toEqual(['1', '2', '3', '9', '5']);
    // The system dictionary and the other tenant are untouched.
    expect((await publicDictionary('funds_source')).body.data.map((i) => i.dictKey)).toEqual(['1', '2', '3', '9']);
    expect(await dictionaryKeys(stack.app.db, '000000', 'funds_source')).toEqual(['1', '2', '3', '9']);
  });

  it('answers any logged-in account, and no one without a token', async () => {
    expect((await corp9.get(`${BIZ}/dictionary`, { code: 'sex' })).status).toBe(200);
    const anonymous = await stack.app.inject({ method: 'GET', url: `${BIZ}/dictionary`, query: { code: 'sex' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
