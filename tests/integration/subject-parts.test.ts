// The `subject` option's remaining parts on the real servers (docs/forms/group-c.md "One option for a
// record filed about something else"), proven on test-only entries (no group C module is built yet):
// a record filed about a register row or another module's approved record fills named fields from it
// (read-only ones whatever the form sent), the module's page lists the records about one subject
// (`sid`, `pid`), and the parent record's row and detail carry the records filed about it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { moduleRoutes } from '../../services/records/engine';
import {
  COVER_TEST_ENTRY,
  grantModuleCalls,
  login,
  RENAME_TEST_ENTRY,
  startTestStack,
  withTestEntries,
  type ApiSession,
  type TestStack,
} from '../support';
import { fileApproved } from './effects-support';

const setup1 = modules.setup1 as ModuleEntry;
// survey3's way: the old name and the code read-only from the row, the contact filled where the form has none.
const RENAMES: ModuleEntry = {
  ...RENAME_TEST_ENTRY,
  fields: [
    ...RENAME_TEST_ENTRY.fields,
    { name: 'oldName', kind: 'text', label: { zh: '企业原名称', en: 'Old name' }, rules: [], fromSubject: 'name', readOnly: true },
    {
      name: 'companyCode',
      kind: 'text',
      label: { zh: '统一社会信用代码', en: 'Credit code' },
      rules: [],
      fromSubject: 'key',
      readOnly: true,
    },
    { name: 'contactName', kind: 'text', label: { zh: '企业联系人', en: 'Contact' }, rules: [], fromSubject: 'contactName' },
  ],
};
// field4material's way: a record under another module's approved record (`pid`), its room's name from it.
const ROOMS: ModuleEntry = {
  ...setup1,
  key: 'testRooms',
  effects: {},
  fields: [...setup1.fields, { name: 'roomName', kind: 'text', label: { zh: '小屋名称', en: 'Room' }, rules: [] }],
};
const MATERIALS: ModuleEntry = {
  ...setup1,
  key: 'testRoomMaterials',
  effects: {},
  subject: { of: { module: ROOMS.key }, param: 'pid', field: 'roomId' },
  fields: [
    ...setup1.fields,
    { name: 'roomId', kind: 'text', label: { zh: '爱心妈咪小屋', en: 'Room' }, rules: [{ rule: 'required' }] },
    { name: 'roomName', kind: 'text', label: { zh: '小屋名称', en: 'Room' }, rules: [], fromSubject: 'roomName', readOnly: true },
  ],
};
const path = (e: ModuleEntry) => `/api/blade-crop/crop/${e.key}`;

let stack: TestStack;
let corp1: ApiSession;
let launion1: ApiSession;
let removeEntries: () => void;
const rows = { a: '', b: '' };
const rooms = { a: '', b: '' };

async function covered(uscc: string, companyName: string): Promise<string> {
  const form = { companyName, uscc, contactName: '吴敏', contactMobile: '13812341234', effectiveDate: '2026-11-20' };
  const filed = await fileApproved(stack.db, { module: COVER_TEST_ENTRY.key, unionId: '1101', form });
  const row = await stack.db
    .selectFrom('register_row')
    .select('id')
    .where('source_record_id', '=', filed.recordId)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

beforeAll(async () => {
  stack = await startTestStack();
  removeEntries = withTestEntries([COVER_TEST_ENTRY, RENAMES, ROOMS, MATERIALS]);
  for (const e of [RENAMES, ROOMS, MATERIALS]) {
    await stack.app.register(moduleRoutes(e), { prefix: path(e) });
    await grantModuleCalls(stack, e, path(e));
  }
  [corp1, launion1] = await Promise.all([login(stack.app, 'corp1'), login(stack.app, 'launion1')]);
  rows.a = await covered('91110108MA01CA100P', '北京星河餐饮管理有限公司');
  rows.b = await covered('91110108MA01CB200L', '北京晨光印刷有限公司');
  rooms.a = (
    await fileApproved(stack.db, { module: ROOMS.key, unionId: '1101', form: { ...setup1.example, roomName: '三层爱心妈咪小屋' } })
  ).recordId;
  rooms.b = (
    await fileApproved(stack.db, { module: ROOMS.key, unionId: '1101', form: { ...setup1.example, roomName: '五层爱心妈咪小屋' } })
  ).recordId;
});
afterAll(async () => {
  removeEntries?.();
  await stack?.close();
});

const formOf = async (e: ModuleEntry, id: string) => (await corp1.get(`${path(e)}/detail`, { id })).body.data.form;

describe('prefill from the subject', () => {
  it('fills the read-only fields from the register row whatever the form sent, and an editable one only where it is empty', async () => {
    const saved = await corp1.post(`${path(RENAMES)}/save`, {
      ...RENAMES.example,
      enterpriseId: rows.a,
      oldName: '别的名字',
      companyCode: '91110108MA01XXXXXX',
      newName: '北京星河餐饮集团有限公司',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await formOf(RENAMES, saved.body.data.id)).toMatchObject({
      oldName: '北京星河餐饮管理有限公司',
      companyCode: '91110108MA01CA100P',
      contactName: '吴敏',
    });
    const own = await corp1.post(`${path(RENAMES)}/save`, { ...RENAMES.example, enterpriseId: rows.a, contactName: '周海' });
    expect((await formOf(RENAMES, own.body.data.id)).contactName).toBe('周海');
  });

  it('fills a field from the approved record the form names', async () => {
    const saved = await corp1.post(`${path(MATERIALS)}/save`, { ...MATERIALS.example, roomId: rooms.a, roomName: '随便写的' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await formOf(MATERIALS, saved.body.data.id)).roomName).toBe('三层爱心妈咪小屋');
  });
});

describe('the page by subject', () => {
  it('lists only the records about the row `sid` names', async () => {
    const about = (
      await corp1.post(`${path(RENAMES)}/submit`, { ...RENAMES.example, enterpriseId: rows.b, newName: '北京晨光文化有限公司' })
    ).body.data.id;
    const page = await corp1.get(`${path(RENAMES)}/page`, { sid: rows.b, current: '1', size: '20' });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data.records.map((r: { id: string }) => r.id)).toEqual([about]);
    expect((await corp1.get(`${path(RENAMES)}/page`, { current: '1', size: '20' })).body.data.total).toBeGreaterThan(1);
  });

  it('refuses a subject that is not an id', async () => {
    expect((await corp1.get(`${path(MATERIALS)}/page`, { pid: 'x' })).status).toBe(400);
  });
});

describe('the parent’s records about it', () => {
  it('are counted by state and listed, newest first, on the parent’s detail and row, drafts left out', async () => {
    const first = (await corp1.post(`${path(MATERIALS)}/submit`, { ...MATERIALS.example, roomId: rooms.b })).body.data.id;
    const second = (await corp1.post(`${path(MATERIALS)}/submit`, { ...MATERIALS.example, roomId: rooms.b })).body.data.id;
    await corp1.post(`${path(MATERIALS)}/save`, { ...MATERIALS.example, roomId: rooms.b });
    const detail = await launion1.get(`${path(ROOMS)}/detail`, { id: rooms.b });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data.about).toEqual([
      {
        module: MATERIALS.key,
        title: MATERIALS.title.zh,
        counts: { in_review: 2, total: 2 },
        records: [expect.objectContaining({ id: second, state: 'in_review' }), expect.objectContaining({ id: first })],
      },
    ]);
    const page = await corp1.get(`${path(ROOMS)}/page`, { current: '1', size: '20' });
    const row = page.body.data.records.find((r: { id: string }) => r.id === rooms.a);
    expect(row.about[0].counts).toEqual({ total: 0 });
  });
});
