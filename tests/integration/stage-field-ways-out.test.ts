// Issue 18, item 1: a stage's field permissions narrow every way a record's form or files leave the
// API, not only its detail. setup1's parent-union stage shows its reviewer two fields; the reviewer
// asks every call that answers form data or files for a hidden field, a hidden file and a title made
// from a hidden field, while its task is open and after it approved, and finds none of them.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { loadSessionUser } from '../../services/identity/auth/session-user';
import { listRecords } from '../../services/records/engine/record-queries';
import { rebuildReadModels } from '../../db/projections/rebuild-read-models';
import { fillVisibleFields } from '../../db/migrations/20261126T1000-task-visible-fields';
import {
  download as downloadAs,
  FLOW,
  login,
  uploadFile,
  reviewFromClaimList,
  SAMPLE_PDF,
  SETUP1 as M,
  setup1Form,
  startTestStack,
  type ApiSession,
  type TestStack,
} from '../support';
import { pdfTextLines } from '../support/documents-pdf-text';
import { deployModel, setup1WithStageFields, submitModel } from './flow-admin-support';

/** What the parent union's stage shows its reviewers. */
const VISIBLE = ['enterpriseName', 'employeeCount'];
/** What it shows in the version the open record is migrated to. */
const WIDER = [...VISIBLE, 'plannedMembers'];
const versions = { first: '' };
let pendingVersion: () => Promise<string>;
let adminSession: ApiSession;
/** Every hidden value the records hold starts with this; no answer to the narrowed reviewer may hold it. */
const SECRET = '秘密';
const FORM = {
  ...setup1Form,
  enterpriseName: '公开可见企业有限公司',
  legalRepresentative: '秘密代表人',
  address: '秘密地址一号',
  unionName: '秘密工会委员会',
  groupLeader: '秘密组长',
};
const HIDDEN_LABELS = ['法定代表人', '拟成立工会名称', '筹备组组长', '附件(筹备组批复、职工名册等)'];

let stack: TestStack;
let corp1: ApiSession;
let launion1: ApiSession;
let federation: ApiSession;

interface Rec {
  id: string;
  pid: string;
  file: string;
}
/** The reviewer's task is open on `open`; on `approved` it returned the record once, then approved it (the federation reviews). */
const records = {} as { open: Rec; approved: Rec };

const download = (session: ApiSession, url: string) => downloadAs(stack.app, session, url);

async function sheetText(bytes: Buffer): Promise<{ header: string[]; rows: Record<string, unknown>[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const all: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => all.push((row.values as unknown[]).slice(1)));
  // Row 1 is the 台账's title, row 2 its header.
  const header = all[1] as string[];
  return { header, rows: all.slice(2).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? null]))) };
}

async function submitWithFile(): Promise<Rec> {
  const id = (await corp1.get(`${M}/getid`)).body.data as string;
  const file = await uploadFile(stack.app, corp1, `${M}/uploads`, id, {
    name: '秘密批复.pdf',
    type: 'application/pdf',
    content: SAMPLE_PDF,
  });
  const submitted = await corp1.post(`${M}/submit`, { ...FORM, id, attachments: [file] });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return { id, pid: submitted.body.data.processInstanceId, file };
}

const neutralTitle = (r: Rec) => `${modules.setup1!.title.zh} ${r.id}`;

beforeAll(async () => {
  stack = await startTestStack();
  const admin = await login(stack.app, 'admin');
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
  federation = await login(stack.app, 'federation');
  const modelId = await submitModel(admin, 'setup1', setup1WithStageFields({ visible: VISIBLE, editable: [] }));
  versions.first = (await deployModel(admin, modelId)).id;
  // A second version, deployed after both records started on the first: its parent-union stage shows one field more.
  const wider = setup1WithStageFields({ visible: WIDER, editable: [] });
  pendingVersion = async () => (await deployModel(admin, await submitModel(admin, 'setup1', wider, modelId))).id;
  adminSession = admin;

  records.open = await submitWithFile();
  records.approved = await submitWithFile();
  const { id, pid } = records.approved;
  await reviewFromClaimList(launion1, id, pid, 'back', '请补充');
  const taskId = (await corp1.get(`${M}/detail`, { id })).body.data.openTaskId;
  const again = await corp1.post(`${M}/resubmit`, {
    ...FORM,
    id,
    taskId,
    attachments: [records.approved.file],
    legalRepresentative: '秘密代表人二',
    employeeCount: 130,
  });
  expect(again.status, JSON.stringify(again.body)).toBe(200);
  await reviewFromClaimList(launion1, id, pid, 'ok', '同意');
}, 180_000);
afterAll(async () => stack?.close());

/** Every call that answers a record's form data or files, as a text the narrowed reviewer reads, with a check of its own. */
const calls: { call: string; read: (r: Rec) => Promise<string> }[] = [
  {
    call: 'page: the list row',
    read: async (r) => {
      const page = await launion1.get(`${M}/page`, { size: '100' });
      const row = page.body.data.records.find((x: { id: string }) => x.id === r.id);
      expect(Object.keys(row.form).sort()).toEqual([...VISIBLE].sort());
      expect(row.visibleFields.sort()).toEqual([...VISIBLE].sort());
      expect(row.title).toBe(neutralTitle(r));
      return JSON.stringify(row);
    },
  },
  {
    call: 'detail: the form, its title and its files',
    read: async (r) => {
      const detail = (await launion1.get(`${M}/detail`, { id: r.id })).body.data;
      expect(Object.keys(detail.form).sort()).toEqual([...VISIBLE].sort());
      expect(detail.attachments).toEqual([]);
      expect(detail.title).toBe(neutralTitle(r));
      return JSON.stringify(detail);
    },
  },
  {
    call: 'exportList: the sheet’s cells',
    read: async (r) => {
      const answer = await download(launion1, `${M}/exportList`);
      expect(answer.status).toBe(200);
      const { rows } = await sheetText(answer.bytes);
      const row = rows.find((x) => x['编号'] === r.id)!;
      expect(row['企业名称']).toBe(FORM.enterpriseName);
      expect(row['拟成立工会名称']).toBeNull();
      return JSON.stringify(rows);
    },
  },
  {
    call: 'review: the PDF prints no hidden field, no label of one and no hidden file',
    read: async (r) => {
      const answer = await download(launion1, `${M}/review?id=${r.id}`);
      expect(answer.status).toBe(200);
      const text = pdfTextLines(answer.bytes).join('\n');
      expect(text).toContain(FORM.enterpriseName);
      for (const label of HIDDEN_LABELS) expect(text).not.toContain(label);
      return text;
    },
  },
  {
    call: 'downloadfile: the documents listed',
    read: async (r) => {
      const docs = (await launion1.post(`${M}/downloadfile`, undefined, { id: r.id })).body.data as { id: string; mime: string }[];
      expect(docs.map((d) => d.mime)).toEqual(['application/pdf']);
      expect(docs.some((d) => d.id === r.file)).toBe(false);
      return JSON.stringify(docs);
    },
  },
  {
    call: 'zip: the files it holds',
    read: async (r) => {
      const answer = await download(launion1, `${M}/zip?id=${r.id}`);
      expect(answer.status).toBe(200);
      const names = Object.keys((await JSZip.loadAsync(answer.bytes)).files);
      expect(names).toEqual([]);
      return names.join('\n');
    },
  },
  {
    call: 'attachment: a hidden field’s file is as missing',
    read: async (r) => {
      const answer = await download(launion1, `${M}/attachment?id=${r.file}`);
      expect(answer.status).toBe(404);
      return answer.bytes.toString('utf8');
    },
  },
  {
    call: 'history-flow-list: the forms, edits and changes of every round',
    read: async (r) => {
      const rows = (await launion1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: r.pid })).body.data as {
        type: string;
        form: Record<string, unknown> | null;
        changes?: { field: string }[];
      }[];
      for (const row of rows.filter((x) => x.form)) expect(VISIBLE).toEqual(expect.arrayContaining(Object.keys(row.form!)));
      for (const row of rows.filter((x) => x.changes)) expect(row.changes!.map((c) => c.field)).toEqual(['employeeCount']);
      return JSON.stringify(rows);
    },
  },
  {
    call: 'the task lists: the title of the record',
    read: async (r) => {
      const lists = await Promise.all(['claim', 'todo', 'done'].map((l) => launion1.get(`${FLOW}/work/${l}-list`, { size: '100' })));
      const rows = lists.flatMap((l) => l.body.data.records as { recordId: string; title: string }[]).filter((t) => t.recordId === r.id);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.title).toBe(neutralTitle(r));
      return JSON.stringify(rows);
    },
  },
];

describe.each([
  ['while its task is open', 'open'],
  ['after it approved', 'approved'],
] as const)('a reviewer whose stage shows two fields, %s', (_when, which) => {
  it.each(calls)('reads no hidden field, file or title through $call', async ({ read }) => {
    const text = await read(records[which]);
    expect(text).not.toContain(SECRET);
  });

  it('finds nothing searching by a title made from a hidden field, and the totals agree', async () => {
    const page = await launion1.get(`${M}/page`, { keyword: SECRET });
    expect(page.body.data).toMatchObject({ total: 0, records: [] });
    // Sorted by title, a hidden one sorts as none: the order tells nothing of it.
    const sorted = await launion1.get(`${M}/page`, { ascs: 'title', size: '100' });
    expect(sorted.body.data.records.at(-1).title).toMatch(/^建会申请 /);
    const sheet = await sheetText((await download(launion1, `${M}/exportList?keyword=${encodeURIComponent(SECRET)}`)).bytes);
    expect(sheet.rows).toEqual([]);
    for (const list of ['claim', 'done']) {
      const tasks = await launion1.get(`${FLOW}/work/${list}-list`, { keyword: SECRET });
      expect(tasks.body.data).toMatchObject({ total: 0, records: [] });
    }
  });
});

describe('who sees the whole record', () => {
  it('the applicant union', async () => {
    const detail = (await corp1.get(`${M}/detail`, { id: records.approved.id })).body.data;
    expect(detail.form.legalRepresentative).toBe('秘密代表人二');
    expect(detail.visibleFields).toBeUndefined();
    expect(detail.attachments.map((a: { id: string }) => a.id)).toEqual([records.approved.file]);
  });

  it('a reviewer of a later stage without field permissions, files included', async () => {
    const detail = (await federation.get(`${M}/detail`, { id: records.approved.id })).body.data;
    expect(detail.title).toBe(FORM.unionName);
    expect(detail.form.unionName).toBe(FORM.unionName);
    expect((await download(federation, `${M}/attachment?id=${records.approved.file}`)).status).toBe(200);
    const history = (await federation.get(`${FLOW}/process/history-flow-list`, { processInstanceId: records.approved.pid })).body.data;
    const changed = history.find((h: { type: string }) => h.type === 'resubmitted').changes;
    expect(changed).toEqual([
      { field: 'legalRepresentative', label: '法定代表人', before: '秘密代表人', after: '秘密代表人二' },
      { field: 'employeeCount', label: '职工人数', before: 120, after: 130 },
    ]);
  });

  it('a reader by data scope who never reviewed it', async () => {
    const detail = (await federation.get(`${M}/detail`, { id: records.open.id })).body.data;
    expect(detail.visibleFields).toBeUndefined();
    expect(detail.form.address).toBe(FORM.address);
  });
});

describe('a filter on a hidden field', () => {
  it('never matches a record on which the field is hidden to the viewer, whatever the value', async () => {
    const account = await stack.db
      .selectFrom('app_user')
      .select('id')
      .where('tenant_id', '=', '000000')
      .where('account', '=', 'launion1')
      .executeTakeFirstOrThrow();
    const viewer = (await loadSessionUser(stack.db, '000000', String(account.id)))!;
    const asCategory = (categoryField: string, category: string) =>
      listRecords(stack.db, viewer, { key: 'setup1', categoryField }, { category, size: 100 });
    const shown = await asCategory('enterpriseName', FORM.enterpriseName);
    expect(shown.records.map((r) => String(r.id))).toContain(records.open.id);
    const hidden = await asCategory('legalRepresentative', FORM.legalRepresentative);
    expect(hidden).toEqual({ records: [], total: { n: 0, exact: true } });
  });
});

describe('the tasks’ field limits in the read model', () => {
  it('come from the flow’s own events: a rebuild gives the same rows', async () => {
    const tasks = await stack.db
      .selectFrom('flow_task')
      .select(['stage_key', 'visible_fields'])
      .where('record_id', '=', records.open.id)
      .execute();
    expect(tasks).toEqual([{ stage_key: 'launion', visible_fields: VISIBLE }]);
    const rebuilt = await rebuildReadModels(stack.db, { check: true });
    expect(rebuilt.differences).toEqual([]);
  });

  it('are filled in by the migration for the tasks there were before it, as the projection writes them', async () => {
    const tasks = () => stack.db.selectFrom('flow_task').select(['id', 'visible_fields']).orderBy('id').execute();
    const projected = await tasks();
    expect(projected.some((t) => t.visible_fields !== null)).toBe(true);
    await stack.db.updateTable('flow_task').set({ visible_fields: null }).execute();
    await fillVisibleFields(stack.db);
    expect(await tasks()).toEqual(projected);
  });
});

describe('a migration to another version', () => {
  it('gives the tasks of a stage the new version has its field limits, as a rebuild does', async () => {
    const to = await pendingVersion();
    const moved = await adminSession.post('/api/blade-flow/manager/migrate', {
      fromVersionId: versions.first,
      toVersionId: to,
      recordIds: [records.open.id],
    });
    expect(moved.body.data, JSON.stringify(moved.body)).toEqual({ moved: 1, failed: [] });
    const detail = (await launion1.get(`${M}/detail`, { id: records.open.id })).body.data;
    expect(Object.keys(detail.form).sort()).toEqual([...WIDER].sort());
    expect((await rebuildReadModels(stack.db, { check: true })).differences).toEqual([]);
  });
});
