import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';

const DICT = '/api/blade-system/dict';
const BIZ = '/api/blade-system/dict-biz';

let stack: TestStack;
let admin: ApiSession;
let admin2: ApiSession;
let corp1: ApiSession;

interface Entry {
  id: string;
  parentId: string;
  code: string;
  dictKey: string | null;
  dictValue: string;
  sort: number;
  isSealed: number;
  children?: Entry[];
}

const liveRows = async (table: 'dict' | 'dict_biz', code: string) =>
  stack.db.selectFrom(table).select(['id', 'dict_key', 'dict_value']).where('code', '=', code).where('is_deleted', '=', false).execute();

/** Creates a dictionary and its entries through the API; answers the top row and the entries. */
async function createDictionary(session: ApiSession, base: string, code: string, entries: [string, string][], sealed = 0) {
  const top = await session.post(base + '/submit', { code, dictValue: `字典${code}`, sort: 1 });
  expect(top.status).toBe(200);
  const items: Entry[] = [];
  for (const [i, [dictKey, dictValue]] of entries.entries()) {
    const made = await session.post(base + '/submit', { parentId: top.body.data.id, code, dictKey, dictValue, sort: i + 1 });
    expect(made.status).toBe(200);
    items.push(made.body.data);
  }
  // Sealed last: a sealed dictionary takes no new entries.
  if (sealed)
    expect(
      (await session.post(base + '/submit', { id: top.body.data.id, code, dictValue: `字典${code}`, sort: 1, isSealed: 1 })).status,
    ).toBe(200);
  return { top: top.body.data as Entry, items };
}

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  admin = await login(stack.app, 'admin');
  admin2 = await login(stack.app, 'admin2', '100001');
  corp1 = await login(stack.app, 'corp1');
});
afterAll(async () => stack?.close());

describe('system dictionaries (dict)', () => {
  it('creates a dictionary and an entry below it, and answers them in the envelope', async () => {
    const { top, items } = await createDictionary(admin, DICT, 'meeting_room', [['1', '大会议室']]);
    expect(top).toMatchObject({ parentId: '0', code: 'meeting_room', dictKey: null, dictValue: '字典meeting_room', isSealed: 0 });
    expect(items[0]).toMatchObject({
      parentId: top.id,
      code: 'meeting_room',
      dictKey: '1',
      dictValue: '大会议室',
      parentName: '字典meeting_room',
    });
  });

  it('lists every dictionary as a tree with its entries, filtered by code', async () => {
    const answer = await admin.get(`${DICT}/list`, { code: 'political' });
    expect(answer.status).toBe(200);
    const [political] = answer.body.data as Entry[];
    expect(political).toMatchObject({ code: 'political', dictValue: '政治面貌', isSealed: 1 });
    expect(political!.children!.map((c) => c.dictKey)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
      '13',
    ]);
  });

  it('pages the dictionaries (top rows only) and sorts by an allowed field', async () => {
    const answer = await admin.get(`${DICT}/parent-list`, { current: '1', size: '5', ascs: 'code' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ size: 5, current: 1, searchCount: true });
    expect(answer.body.data.total).toBeGreaterThan(30);
    const codes = (answer.body.data.records as Entry[]).map((r) => r.code);
    expect(codes).toEqual([...codes].sort());
    expect((answer.body.data.records as Entry[]).every((r) => r.parentId === '0')).toBe(true);
  });

  it('refuses a sort field that is not on the allow-list, naming the parameter', async () => {
    const answer = await admin.get(`${DICT}/parent-list`, { descs: 'is_deleted' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'descs', rule: 'sortField' });
  });

  it('pages the entries below one dictionary in their order', async () => {
    const top = (await admin.get(`${DICT}/parent-list`, { code: 'sex' })).body.data.records[0] as Entry;
    const answer = await admin.get(`${DICT}/child-list`, { parentId: top.id, current: '1', size: '10' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBe(2);
    expect((answer.body.data.records as Entry[]).map((r) => [r.dictKey, r.dictValue])).toEqual([
      ['1', '男'],
      ['2', '女'],
    ]);
  });

  it('answers the detail of one row with its parent name', async () => {
    const { items } = await createDictionary(admin, DICT, 'detail_probe', [['a', '甲']]);
    const answer = await admin.get(`${DICT}/detail`, { id: items[0]!.id });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ dictKey: 'a', dictValue: '甲', parentName: '字典detail_probe' });
    expect((await admin.get(`${DICT}/detail`, { id: '1' })).status).toBe(404);
  });

  it('answers the tree of one code for the parent picker', async () => {
    const answer = await admin.get(`${DICT}/tree`, { code: 'yes_no' });
    expect(answer.status).toBe(200);
    const [root] = answer.body.data as { title: string; children: { title: string }[] }[];
    expect(root!.title).toBe('是否');
    expect(root!.children.map((c) => c.title)).toEqual(['是', '否']);
  });

  it('updates an entry and shows the change', async () => {
    const { items } = await createDictionary(admin, DICT, 'update_probe', [['1', '旧名']]);
    const entry = items[0]!;
    const answer = await admin.post(`${DICT}/submit`, { id: entry.id, code: 'update_probe', dictKey: '1', dictValue: '新名', sort: 3 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: entry.id, dictValue: '新名', sort: 3 });
  });

  it('refuses changing the code of a dictionary once it exists', async () => {
    const { top } = await createDictionary(admin, DICT, 'fixed_code', []);
    const answer = await admin.post(`${DICT}/submit`, { id: top.id, code: 'other_code', dictValue: '改名' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'code' });
  });

  it('refuses an entry without a key, naming dictKey with the form message', async () => {
    const { top } = await createDictionary(admin, DICT, 'keyless', []);
    const answer = await admin.post(`${DICT}/submit`, { parentId: top.id, code: 'keyless', dictValue: '无键' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'dictKey', rule: 'required' });
    expect(answer.body.msg).toBe('请输入字典键值');
  });

  it('refuses a body without a name, naming dictValue', async () => {
    const answer = await admin.post(`${DICT}/submit`, { code: 'nameless' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'dictValue', rule: 'required' });
  });

  it('refuses a second dictionary with a taken code with 409, and changes nothing', async () => {
    const answer = await admin.post(`${DICT}/submit`, { code: 'sex', dictValue: '性别二' });
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toBe('字典编号已存在');
    expect((await stack.db.selectFrom('dict').select('id').where('code', '=', 'sex').where('parent_id', 'is', null).execute()).length).toBe(
      1,
    );
  });

  it('refuses a key taken under the same dictionary with 409', async () => {
    const { top } = await createDictionary(admin, DICT, 'dup_key', [['1', '一']]);
    const answer = await admin.post(`${DICT}/submit`, { parentId: top.id, code: 'dup_key', dictKey: '1', dictValue: '又一' });
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toBe('该字典下已有此字典键值');
    expect(await liveRows('dict', 'dup_key')).toHaveLength(2);
  });

  it('refuses an entry whose code is not its parent dictionary code', async () => {
    const { top } = await createDictionary(admin, DICT, 'code_a', []);
    const answer = await admin.post(`${DICT}/submit`, { parentId: top.id, code: 'code_b', dictKey: '1', dictValue: '一' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'code', rule: 'parentCode' });
  });

  it('removes a dictionary with its entries', async () => {
    const { top } = await createDictionary(admin, DICT, 'to_remove', [
      ['1', '一'],
      ['2', '二'],
    ]);
    const answer = await admin.post(`${DICT}/remove`, undefined, { ids: top.id });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBe(1);
    expect(await liveRows('dict', 'to_remove')).toHaveLength(0);
  });

  it('removes nothing when one of the ids does not exist', async () => {
    const { items } = await createDictionary(admin, DICT, 'remove_all_or_none', [['1', '一']]);
    const answer = await admin.post(`${DICT}/remove`, undefined, { ids: `${items[0]!.id},1` });
    expect(answer.status).toBe(404);
    expect(await liveRows('dict', 'remove_all_or_none')).toHaveLength(2);
  });

  it('refuses editing, extending or removing a sealed dictionary with 409', async () => {
    const { top, items } = await createDictionary(admin, DICT, 'sealed_probe', [['1', '一']]);
    expect(
      (await admin.post(`${DICT}/submit`, { id: top.id, code: 'sealed_probe', dictValue: top.dictValue, sort: 1, isSealed: 1 })).status,
    ).toBe(200);
    const edit = await admin.post(`${DICT}/submit`, { id: items[0]!.id, code: 'sealed_probe', dictKey: '1', dictValue: '改' });
    const add = await admin.post(`${DICT}/submit`, { parentId: top.id, code: 'sealed_probe', dictKey: '2', dictValue: '二' });
    const rename = await admin.post(`${DICT}/submit`, { id: top.id, code: 'sealed_probe', dictValue: '改名', sort: 1, isSealed: 1 });
    const removeEntry = await admin.post(`${DICT}/remove`, undefined, { ids: items[0]!.id });
    const removeAll = await admin.post(`${DICT}/remove`, undefined, { ids: top.id });
    for (const answer of [edit, add, rename, removeEntry, removeAll]) {
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toBe('字典已封存,不能修改或删除');
    }
    expect((await liveRows('dict', 'sealed_probe')).map((r) => r.dict_value).sort()).toEqual(['一', '字典sealed_probe']);
  });

  it('lets a sealed dictionary be unsealed as it is, and edited after that', async () => {
    const { top, items } = await createDictionary(admin, DICT, 'unseal_probe', [['1', '一']], 1);
    const unseal = await admin.post(`${DICT}/submit`, { id: top.id, code: 'unseal_probe', dictValue: top.dictValue, sort: 1, isSealed: 0 });
    expect(unseal.status).toBe(200);
    const edit = await admin.post(`${DICT}/submit`, { id: items[0]!.id, code: 'unseal_probe', dictKey: '1', dictValue: '改' });
    expect(edit.status).toBe(200);
  });

  it('refuses the national standards seeded sealed (民族) any change', async () => {
    const han = (await admin.get(`${DICT}/list`, { code: 'nation' })).body.data[0].children[0] as Entry;
    const answer = await admin.post(`${DICT}/submit`, { id: han.id, code: 'nation', dictKey: '01', dictValue: '汉' });
    expect(answer.status).toBe(409);
  });

  it('lets no one but the platform administrator reach the system dictionaries', async () => {
    expect((await admin2.get(`${DICT}/list`)).status).toBe(403);
    expect((await admin2.post(`${DICT}/submit`, { code: 'tenant_try', dictValue: '越权' })).status).toBe(403);
    expect((await corp1.get(`${DICT}/parent-list`)).status).toBe(403);
    expect((await corp1.post(`${DICT}/remove`, undefined, { ids: '1' })).status).toBe(403);
    expect(await liveRows('dict', 'tenant_try')).toHaveLength(0);
  });

  it('refuses a tenant id on the system dictionary calls, naming it', async () => {
    const answer = await admin.get(`${DICT}/list`, { tenantId: '100001' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'tenantId' });
  });
});

describe('business dictionaries (dict-biz)', () => {
  it('lets a tenant administrator build its own dictionary, with every admin call', async () => {
    const { top, items } = await createDictionary(admin2, BIZ, 'activity_cate', [
      ['1', '文体活动'],
      ['2', '技能竞赛'],
    ]);
    const list = (await admin2.get(`${BIZ}/list`)).body.data as Entry[];
    expect(list.map((d) => d.code)).toEqual(['activity_cate']);
    expect(list[0]!.children!.map((c) => c.dictValue)).toEqual(['文体活动', '技能竞赛']);
    const parents = await admin2.get(`${BIZ}/parent-list`);
    expect(parents.body.data.total).toBe(1);
    const children = await admin2.get(`${BIZ}/child-list`, { parentId: top.id });
    expect(children.body.data.records.map((c: Entry) => c.dictKey)).toEqual(['1', '2']);
    expect((await admin2.get(`${BIZ}/detail`, { id: items[1]!.id })).body.data).toMatchObject({ dictValue: '技能竞赛' });
    expect((await admin2.get(`${BIZ}/tree`)).body.data[0].children).toHaveLength(2);
    const edited = await admin2.post(`${BIZ}/submit`, { id: items[1]!.id, code: 'activity_cate', dictKey: '2', dictValue: '劳动技能竞赛' });
    expect(edited.body.data.dictValue).toBe('劳动技能竞赛');
    expect((await admin2.post(`${BIZ}/remove`, undefined, { ids: items[0]!.id })).status).toBe(200);
    expect((await liveRows('dict_biz', 'activity_cate')).map((r) => r.dict_key)).toEqual(expect.arrayContaining([null, '2']));
    expect(await liveRows('dict_biz', 'activity_cate')).toHaveLength(2);
  });

  it('keeps each tenant to its own business dictionaries', async () => {
    const { top, items } = await createDictionary(admin2, BIZ, 'tenant_only', [['1', '第二租户的选项']]);
    expect((await admin.get(`${BIZ}/list`)).body.data.map((d: Entry) => d.code)).not.toContain('tenant_only');
    expect((await admin.get(`${BIZ}/detail`, { id: top.id })).status).toBe(404);
    expect((await admin.get(`${BIZ}/child-list`, { parentId: top.id })).status).toBe(404);
    expect((await admin.post(`${BIZ}/submit`, { id: items[0]!.id, code: 'tenant_only', dictKey: '1', dictValue: '改' })).status).toBe(404);
    expect((await admin.post(`${BIZ}/remove`, undefined, { ids: top.id })).status).toBe(404);
    expect(await liveRows('dict_biz', 'tenant_only')).toHaveLength(2);
  });

  it('lets two tenants use the same code without a conflict, but not one tenant twice', async () => {
    await createDictionary(admin, BIZ, 'shared_code', [['1', '总工会的']]);
    await createDictionary(admin2, BIZ, 'shared_code', [['1', '第二租户的']]);
    const again = await admin2.post(`${BIZ}/submit`, { code: 'shared_code', dictValue: '再来一个' });
    expect(again.status).toBe(409);
  });

  it('refuses another tenant named by a tenant administrator', async () => {
    expect((await admin2.get(`${BIZ}/list`, { tenantId: '000000' })).status).toBe(403);
    expect((await admin2.post(`${BIZ}/submit`, { code: 'sneaky', dictValue: '越权', tenantId: '000000' })).status).toBe(403);
  });

  it('lets the platform administrator manage the business dictionaries of a tenant it names', async () => {
    const made = await admin.post(`${BIZ}/submit`, { code: 'platform_made', dictValue: '平台代建', tenantId: '100001' });
    expect(made.status).toBe(200);
    expect((await admin2.get(`${BIZ}/list`, { code: 'platform_made' })).body.data).toHaveLength(1);
  });

  it('refuses a sealed business dictionary any change', async () => {
    const { top, items } = await createDictionary(admin2, BIZ, 'biz_sealed', [['1', '一']], 1);
    expect((await admin2.post(`${BIZ}/submit`, { id: items[0]!.id, code: 'biz_sealed', dictKey: '1', dictValue: '改' })).status).toBe(409);
    expect((await admin2.post(`${BIZ}/remove`, undefined, { ids: top.id })).status).toBe(409);
  });

  it('keeps the admin calls from accounts that are not administrators', async () => {
    expect((await corp1.get(`${BIZ}/list`)).status).toBe(403);
    expect((await corp1.post(`${BIZ}/submit`, { code: 'corp_try', dictValue: '越权' })).status).toBe(403);
  });
});
