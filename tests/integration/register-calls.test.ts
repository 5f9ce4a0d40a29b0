// The `register` shape's calls on the real servers (docs/forms/group-c.md "One register shape"),
// proven on a test-only module that keeps the covered-enterprise register (no group C module is
// built yet), its calls registered as the record engine registers a catalogue module's and its rows
// written by approvals' effects. A union sees its rows and those of the unions below, never another
// tenant's; it closes its own rows, never one an application in review names; the read calls answer
// the list (mobiles masked), one row with its history, and the sheet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleEntry } from '../../catalogue';
import { moduleRoutes } from '../../services/records/engine';
import {
  download,
  grantModuleCalls,
  login,
  registerTestEntry,
  sheetTexts,
  startTestStack,
  withTestEntries,
  type ApiSession,
  type TestStack,
} from '../support';
import { fileApproved } from './effects-support';

const BASE = registerTestEntry('testEnterprises', 'coverEnterprise');
const ENTRY: ModuleEntry = {
  ...BASE,
  // A record naming a row of the union's register (or an id its getid reserved): `inRegister`.
  fields: [
    ...BASE.fields,
    {
      name: 'enterpriseId',
      kind: 'text',
      label: { zh: '覆盖企业', en: 'Covered enterprise' },
      rules: [{ rule: 'inRegister', register: 'enterprise', reservedBy: 'testEnterprises' }],
    },
  ],
  register: {
    key: 'enterprise',
    view: 'rows',
    totals: { sum: ['staffCount', 'memberCount'] },
    personal: ['contactMobile'],
    readCalls: { list: 'enterprises', one: 'enterprise' },
  },
};
const M = `/api/blade-crop/crop/${ENTRY.key}`;
// A removal filed about a row of the register (`subject`, by `sid`), one open at a time.
const ABOUT: ModuleEntry = {
  ...registerTestEntry('testRemovals', 'removeEnterprise'),
  fields: [
    ...BASE.fields,
    { name: 'enterpriseId', kind: 'text', label: { zh: '覆盖企业', en: 'Covered enterprise' }, rules: [] },
    // Filled from the row: its name always (read-only), its staff where the form has none.
    { name: 'rowName', kind: 'text', label: { zh: '企业名称', en: 'Enterprise' }, rules: [], fromSubject: 'name', readOnly: true },
    { name: 'rowStaff', kind: 'integer', label: { zh: '职工人数', en: 'Staff' }, rules: [], fromSubject: 'staffCount' },
  ],
  subject: { of: { register: 'enterprise' }, param: 'sid', field: 'enterpriseId', openPerSubject: true },
};
const S = `/api/blade-crop/crop/${ABOUT.key}`;

let stack: TestStack;
let corp1: ApiSession;
let corp2: ApiSession;
let launion1: ApiSession;
let removeEntries: () => void;
const rows = { a: '', b: '', c: '', other: '' };

const enterprise = (uscc: string, companyName: string, staffCount: number) => ({
  companyName,
  uscc,
  staffCount,
  memberCount: staffCount - 2,
  contactName: '吴敏',
  contactMobile: '13812341234',
  effectiveDate: '2026-11-20',
});

async function cover(unionId: string, form: Record<string, unknown>, tenantId = '000000'): Promise<string> {
  const filed = await fileApproved(stack.db, { module: ENTRY.key, unionId, form, tenantId });
  const row = await stack.db
    .selectFrom('register_row')
    .select('id')
    .where('source_record_id', '=', filed.recordId)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

beforeAll(async () => {
  stack = await startTestStack();
  removeEntries = withTestEntries([ENTRY, ABOUT]);
  // Before the app's first request: the test-only module's calls, as the record engine registers a catalogue module's.
  await stack.app.register(moduleRoutes(ENTRY), { prefix: M });
  await grantModuleCalls(stack, ENTRY, M);
  await stack.app.register(moduleRoutes(ABOUT), { prefix: S });
  await grantModuleCalls(stack, ABOUT, S);
  [corp1, corp2, launion1] = await Promise.all([login(stack.app, 'corp1'), login(stack.app, 'corp2'), login(stack.app, 'launion1')]);
  rows.a = await cover('1101', enterprise('91110108MA01AAA11A', '北京星河餐饮管理有限公司', 18));
  rows.b = await cover('1101', enterprise('91110108MA01BBB22B', '北京晨光印刷有限公司', 12));
  rows.c = await cover('1102', enterprise('91110108MA01CCC33C', '北京青禾物流有限公司', 30));
  rows.other = await cover('9101', enterprise('91110108MA01DDD44D', '第二租户的企业', 9), '100001');
});
afterAll(async () => {
  removeEntries?.();
  await stack?.close();
});

describe('index', () => {
  it('answers the caller union’s rows with their totals, the contact mobile masked', async () => {
    const answer = await corp1.get(`${M}/index`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { rows: listed, totals } = answer.body.data;
    expect(listed.map((r: { name: string }) => r.name).sort()).toEqual(['北京星河餐饮管理有限公司', '北京晨光印刷有限公司'].sort());
    expect(listed[0].data.contactMobile).toBe('138****1234');
    expect(totals).toEqual({ active: 2, closed: 0, sums: { staffCount: 30, memberCount: 26 }, by: {} });
  });

  it('answers a union below the caller’s, and 404 for a union beside it', async () => {
    expect((await launion1.get(`${M}/index`, { unionId: '1102' })).body.data.rows).toHaveLength(1);
    expect((await corp1.get(`${M}/index`, { unionId: '1102' })).status).toBe(404);
  });
});

describe('the read calls beyond the spec', () => {
  it('list every row of the caller’s union and the unions below, never another tenant’s', async () => {
    const own = await corp1.get(`${M}/enterprises`, { current: '1', size: '10' });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data.total).toBe(2);
    const above = await launion1.get(`${M}/enterprises`, { current: '1', size: '10' });
    expect(above.body.data.records.map((r: { id: string }) => r.id).sort()).toEqual([rows.a, rows.b, rows.c].sort());
    expect(above.body.data.records.every((r: { data: { contactMobile: string } }) => r.data.contactMobile === '138****1234')).toBe(true);
  });

  it('filter by name and by credit code', async () => {
    expect((await launion1.get(`${M}/enterprises`, { name: '青禾' })).body.data.records.map((r: { id: string }) => r.id)).toEqual([rows.c]);
    expect(
      (await launion1.get(`${M}/enterprises`, { key: '91110108ma01bbb22b' })).body.data.records.map((r: { id: string }) => r.id),
    ).toEqual([rows.b]);
  });

  it('sort by a field of their allow-list, and refuse any other sort with 400 naming it', async () => {
    const byKey = await launion1.get(`${M}/enterprises`, { ascs: 'key' });
    expect(byKey.body.data.records.map((r: { id: string }) => r.id)).toEqual([rows.a, rows.b, rows.c]);
    const byKeyDesc = await launion1.get(`${M}/enterprises`, { descs: 'key' });
    expect(byKeyDesc.body.data.records.map((r: { id: string }) => r.id)).toEqual([rows.c, rows.b, rows.a]);
    const refused = await launion1.get(`${M}/enterprises`, { descs: 'data' });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors[0]).toMatchObject({ field: 'descs', rule: 'sortField' });
  });

  it('answer one row with its history and the record that added it; 404 outside the scope', async () => {
    const one = await corp1.get(`${M}/enterprise`, { id: rows.a });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.data.row).toMatchObject({ id: rows.a, key: '91110108MA01AAA11A', state: 'active' });
    expect(one.body.data.history).toMatchObject([{ field: 'state', after: 'active', outcome: 'done' }]);
    expect(one.body.data.records).toMatchObject([{ module: ENTRY.key, state: 'approved' }]);
    expect((await corp2.get(`${M}/enterprise`, { id: rows.a })).status).toBe(404);
    expect((await corp1.get(`${M}/enterprise`, { id: rows.other })).status).toBe(404);
  });

  it('export the register as a sheet, a line per row with the mobile masked', async () => {
    const sheet = await download(stack.app, launion1, `${M}/enterprises/export`);
    expect(sheet.status).toBe(200);
    const lines = await sheetTexts(sheet.bytes);
    expect(lines.some((l) => l.includes('北京青禾物流有限公司') && l.includes('138****1234'))).toBe(true);
    expect(lines.at(-1)?.[0]).toBe('合计：在册3个，已移除0个');
  });

  it('are declared as calls inferred beyond the spec', async () => {
    const doc = (await stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths[`${M}/enterprises`].get['x-inferred']).toMatch(/register/);
    expect(doc.paths[`${M}/enterprise`].get['x-inferred']).toMatch(/register/);
    expect(doc.paths[`${M}/enterprises/export`].get['x-inferred']).toMatch(/register/);
  });
});

describe('remove', () => {
  it('refuses a row an application in review names, with 409 naming the record, and closes nothing', async () => {
    const open = await fileApproved(stack.db, { module: ENTRY.key, unionId: '1101', form: { enterpriseId: rows.b }, inReview: true });
    const answer = await corp1.post(`${M}/remove`, undefined, { ids: `${rows.a},${rows.b}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.data).toMatchObject({ reason: 'rowInReview', rowId: rows.b, recordId: open.recordId });
    expect((await corp1.get(`${M}/index`)).body.data.totals.closed).toBe(0);
  });

  it('answers 404 for another union’s row', async () => {
    expect((await corp2.get(`${M}/remove`, { id: rows.a })).status).toBe(404);
  });

  it('closes the union’s own row today, by GET as the spec sends it; the row stays, closed', async () => {
    const answer = await corp1.get(`${M}/remove`, { id: rows.a });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toBe(1);
    const one = (await corp1.get(`${M}/enterprise`, { id: rows.a })).body.data;
    expect(one.row).toMatchObject({ state: 'closed', closeReason: 'closedByUnion' });
    expect(one.history.at(-1)).toMatchObject({ field: 'state', before: 'active', after: 'closed', actorName: '智联科技工会' });
    expect((await corp1.get(`${M}/remove`, { id: rows.a })).body.data).toBe(0);
  });
});

describe('the rule inRegister', () => {
  const form = BASE.example;
  it('refuses a form naming a row of another union’s register, naming the field', async () => {
    const answer = await corp1.post(`${M}/save`, { ...form, enterpriseId: rows.c });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors).toMatchObject([{ field: 'enterpriseId', rule: 'inRegister' }]);
  });

  it('takes a row of the union’s own register, or an id its getid reserved', async () => {
    expect((await corp1.post(`${M}/save`, { ...form, enterpriseId: rows.b })).status).toBe(200);
    const reserved = (await corp1.get(`${M}/getid`)).body.data as string;
    expect((await corp1.post(`${M}/save`, { ...form, enterpriseId: reserved })).status).toBe(200);
    expect((await corp2.post(`${M}/save`, { ...form, enterpriseId: reserved })).status).toBe(400);
  });
});

describe('a record filed about a register row (subject)', () => {
  const form = BASE.example;
  it('is refused with 404 when the row is another union’s, and nothing is saved', async () => {
    const answer = await corp1.post(`${S}/save`, { ...form, enterpriseId: rows.c });
    expect(answer.status, JSON.stringify(answer.body)).toBe(404);
  });

  it('is refused with 409 when the row is no longer active', async () => {
    const answer = await corp1.post(`${S}/save`, { ...form, enterpriseId: rows.a });
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.data).toMatchObject({ reason: 'subjectNotStanding', subjectId: rows.a });
  });

  it('answers what the form fills from a row of the union, by field, and 404 for another union’s row', async () => {
    const answer = await corp1.get(`${S}/subject`, { id: rows.b });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ rowName: '北京晨光印刷有限公司', rowStaff: 12 });
    expect((await corp1.get(`${S}/subject`, { id: rows.c })).status).toBe(404);
    expect((await corp1.get(`${S}/subject`, { id: rows.other })).status).toBe(404);
  });

  it('is submitted about an active row of the union, and a second while the first is open is refused naming it', async () => {
    const first = await corp1.post(`${S}/submit`, { ...form, enterpriseId: rows.b });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await corp1.post(`${S}/submit`, { ...form, enterpriseId: rows.b });
    expect(second.status, JSON.stringify(second.body)).toBe(409);
    expect(second.body.data).toMatchObject({ reason: 'subjectOpen', recordId: first.body.data.id });
  });
});
