// The personal data's remaining ways out (docs/forms/group-c-rights.md "Every way out"), on the real
// servers with a test-only relief (tests/support/test-only-module.ts): the files of a personal slot
// (as missing to a stranger, logged as `file` and `zip` for the entitled), the full print
// (`print=full`, the entitled only, logged as `print`), `detail`'s `personalViews`, the log's sheet
// and the per-account bound on `reveal`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskIdCard } from '../../catalogue';
import { moduleRoutes, REVEAL_LIMIT } from '../../services/records/engine';
import { pdfTextLines } from '../support/documents-pdf-text';
import {
  download,
  grantModuleCalls,
  login,
  PERSONAL_TEST_ENTRY,
  SAMPLE_PDF,
  sheetTexts,
  startTestStack,
  uploadFile,
  withTestEntries,
  type ApiSession,
  type TestStack,
} from '../support';

const ENTRY = PERSONAL_TEST_ENTRY;
const M = `/api/blade-crop/crop/${ENTRY.key}`;
const ID_NUMBER = ENTRY.example.memberIdCard as string;

let stack: TestStack;
let restore: () => void;
let corp1: ApiSession;
let launion1: ApiSession;
let federation: ApiSession;
let admin: ApiSession;
/** corp1's relief in review with launion1: its ordinary file and its ID copy. */
let id: string;
let requestFile: string;
let idCopy: string;

const pdf = (name: string) => ({ name, type: 'application/pdf', content: SAMPLE_PDF });
const logRows = () => stack.db.selectFrom('personal_data_view').selectAll().where('record_id', '=', id).orderBy('at').execute();

beforeAll(async () => {
  stack = await startTestStack();
  // The test-only module in the catalogue (its records' entry is read by module key) and its calls.
  restore = withTestEntries([ENTRY]);
  await stack.app.register(moduleRoutes(ENTRY), { prefix: M });
  await grantModuleCalls(stack, ENTRY, M, { roles: ['corp', 'launion', 'federation', 'administrator'] });
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
  federation = await login(stack.app, 'federation');
  admin = await login(stack.app, 'admin');
  const saved = await corp1.post(`${M}/save`, ENTRY.example);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  id = saved.body.data.id as string;
  requestFile = await uploadFile(stack.app, corp1, `${M}/uploads`, id, pdf('request.pdf'));
  idCopy = await uploadFile(stack.app, corp1, `${M}/uploads`, id, pdf('idcopy.pdf'));
  const submitted = await corp1.post(`${M}/submit`, { ...ENTRY.example, id, files: { request: [requestFile], idcopy: [idCopy] } });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
});
afterAll(async () => {
  restore?.();
  await stack?.close();
});

describe('files of a personal slot', () => {
  it('are as missing to a reader by data scope: not in the detail, the documents or the zip, 404 to download', async () => {
    const detail = await federation.get(`${M}/detail`, { id });
    expect(detail.status).toBe(200);
    expect(detail.body.data.attachments.map((a: { id: string }) => a.id)).toEqual([requestFile]);
    expect(detail.body.data.form.files).toEqual({ request: [requestFile] });
    const documents = await federation.post(`${M}/downloadfile?id=${id}`, {});
    expect(JSON.stringify(documents.body.data)).not.toContain(idCopy);
    expect((await federation.get(`${M}/attachment`, { id: idCopy })).status).toBe(404);
    const zip = await download(stack.app, federation, `${M}/zip?id=${id}`);
    expect(zip.status).toBe(200);
    expect(zip.bytes.includes('request.pdf')).toBe(true);
    expect(zip.bytes.includes('idcopy.pdf')).toBe(false);
    expect(await logRows()).toHaveLength(0);
  });

  it('go to the reviewer, each download logged as a full view of the slot', async () => {
    const detail = await launion1.get(`${M}/detail`, { id });
    expect(detail.body.data.attachments.map((a: { id: string }) => a.id)).toEqual([requestFile, idCopy]);
    const file = await download(stack.app, launion1, `${M}/attachment?id=${idCopy}`);
    expect(file.status).toBe(200);
    expect((await logRows()).at(-1)).toMatchObject({ role: 'reviewer', channel: 'file', fields: ['files.idcopy'], purpose: 'file' });
    const zip = await download(stack.app, launion1, `${M}/zip?id=${id}`);
    expect(zip.bytes.includes('idcopy.pdf')).toBe(true);
    expect((await logRows()).at(-1)).toMatchObject({ channel: 'zip', fields: ['files.idcopy'] });
  });

  it('an ordinary file downloaded by the reviewer is no full view', async () => {
    const before = (await logRows()).length;
    expect((await download(stack.app, launion1, `${M}/attachment?id=${requestFile}`)).status).toBe(200);
    expect(await logRows()).toHaveLength(before);
  });
});

describe('the full print', () => {
  const printed = async (session: ApiSession, query: string) => {
    const answer = await download(stack.app, session, `${M}/review?id=${id}${query}`);
    return { status: answer.status, text: answer.status === 200 ? pdfTextLines(answer.bytes).join('\n') : '' };
  };

  it('prints the ID number masked by default, for the reviewer too, and logs nothing', async () => {
    const before = (await logRows()).length;
    const plain = await printed(launion1, '');
    expect(plain.status).toBe(200);
    expect(plain.text).toContain(maskIdCard(ID_NUMBER));
    expect(plain.text).not.toContain(ID_NUMBER);
    expect(await logRows()).toHaveLength(before);
  });

  it('prints it in full for the reviewer with print=full, logged as a print of the field', async () => {
    const full = await printed(launion1, '&print=full');
    expect(full.status).toBe(200);
    expect(full.text).toContain(ID_NUMBER);
    expect((await logRows()).at(-1)).toMatchObject({ role: 'reviewer', channel: 'print', fields: ['memberIdCard'], purpose: 'print' });
  });

  it('refuses print=full to a reader by data scope with 403, logging nothing', async () => {
    const before = (await logRows()).length;
    expect((await printed(federation, '&print=full')).status).toBe(403);
    expect((await federation.post(`${M}/downloadfile?id=${id}&print=full`, {})).status).toBe(403);
    expect(await logRows()).toHaveLength(before);
  });

  it('lists the documents to print in full for the applicant', async () => {
    const documents = await corp1.post(`${M}/downloadfile?id=${id}&print=full`, {});
    expect(documents.status).toBe(200);
    expect(documents.body.data[0].url).toBe(`${M}/review?id=${id}&print=full`);
  });
});

describe("the record's own log", () => {
  it('shows the applicant who viewed its personal data, by account, channel and day', async () => {
    const detail = await corp1.get(`${M}/detail`, { id });
    const views = detail.body.data.personalViews as { accountId: string; channel: string; day: string; times: number }[];
    expect(views.map((v) => v.channel).sort()).toEqual(['file', 'print', 'zip']);
    const reviewer = String((await logRows())[0]!.account_id);
    expect(views.every((v) => v.accountId === reviewer && /^\d{4}-\d{2}-\d{2}$/.test(v.day) && v.times === 1)).toBe(true);
  });

  it('is not shown to a reader by data scope', async () => {
    const detail = await federation.get(`${M}/detail`, { id });
    expect(detail.body.data.personalViews).toBeUndefined();
  });
});

describe("the log's sheet", () => {
  it('holds the full views under the filters for the administrator', async () => {
    const sheet = await download(stack.app, admin, `/api/blade-system/personal-data-view/export?recordId=${id}`);
    expect(sheet.status).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetTexts(sheet.bytes);
    const lines = rows.slice(2);
    expect(lines).toHaveLength((await logRows()).length);
    expect(lines.map((r) => r.join(' ')).join('\n')).toContain('files.idcopy');
  });

  it('is refused to an enterprise union', async () => {
    expect((await download(stack.app, corp1, '/api/blade-system/personal-data-view/export')).status).toBe(403);
  });

  it('refuses a day that does not exist in its filters, naming the field, in the sheet and in the list', async () => {
    const sheet = await download(stack.app, admin, '/api/blade-system/personal-data-view/export?from=2026-13-45');
    expect(sheet.status).toBe(400);
    const page = await admin.get('/api/blade-system/personal-data-view/page', { to: '2026-02-30' });
    expect(page.status).toBe(400);
    expect(page.body.data.errors).toContainEqual(expect.objectContaining({ field: 'to', rule: 'format' }));
  });
});

describe('reveal per account', () => {
  it(`answers ${REVEAL_LIMIT.max} an hour, then 429 with Retry-After; another account is not held by it`, async () => {
    const reveal = (s: ApiSession) => s.get(`${M}/reveal`, { id, fields: 'memberIdCard', purpose: 'review' });
    for (let i = 0; i < REVEAL_LIMIT.max; i++) expect((await reveal(launion1)).status).toBe(200);
    const refused = await download(stack.app, launion1, `${M}/reveal?id=${id}&fields=memberIdCard&purpose=review`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.bytes.toString()).not.toContain(ID_NUMBER);
    expect((await reveal(corp1)).status).toBe(200);
  });
});
