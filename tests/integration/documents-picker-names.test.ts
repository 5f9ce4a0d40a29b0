// A union picker's value is an id; every reader of a record shows the union's name instead.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { notifyAuthInvalidate } from '../../services/identity/auth';
import { UnionNameCache } from '../../services/records/documents';
import { withTenant } from '../../db';
import { BASIC, setup1Parties, type ApiSession } from '../support';
import { pdfTextLines } from '../support/documents-pdf-text';

const p = setup1Parties();
const ACTIVITY = '/api/blade-crop/crop/activity';
const TRANSFER_IN = '/api/blade-crop/crop/tradeunionunitinfo';
/** A union of the tenant other than the publisher's own (中关村街道工会联合会, 1100). */
const SHANGDI = { id: '1200', name: '上地街道工会联合会' };

async function publish(title: string): Promise<string> {
  const saved = await p.launion1.post(`${ACTIVITY}/save`, { ...modules.activity!.example, title, organiser: SHANGDI.id });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data.id as string;
}

/** GET as `session`, the raw bytes of the answer. */
async function download(session: ApiSession, url: string): Promise<Buffer> {
  const res = await p.stack.app.inject({ method: 'GET', url, headers: { authorization: BASIC, 'miidc-auth': `bearer ${session.token}` } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

const previewLines = async (session: ApiSession, id: string) => pdfTextLines(await download(session, `${ACTIVITY}/review?id=${id}`));

describe('an activity notice’s organiser (a union picker)', () => {
  it('is named in the detail answer, for its publisher and for a union below', async () => {
    const id = await publish('上地街道职工健步走活动');
    for (const reader of [p.launion1, p.corp1]) {
      const detail = await reader.get(`${ACTIVITY}/detail`, { id });
      expect(detail.status).toBe(200);
      expect(detail.body.data.form.organiser).toBe(SHANGDI.id);
      expect(detail.body.data.names).toEqual({ unions: { [SHANGDI.id]: SHANGDI.name }, persons: {} });
    }
  });

  it('is named in the rows of the list page', async () => {
    const id = await publish('上地街道职工书法展');
    const page = await p.corp1.get(`${ACTIVITY}/page`, { size: '100' });
    const row = page.body.data.records.find((r: { id: string }) => r.id === id);
    expect(row.names.unions).toEqual({ [SHANGDI.id]: SHANGDI.name });
  });

  it('is shown by name in the PDF preview', async () => {
    const lines = await previewLines(p.corp1, await publish('上地街道职工乒乓球赛'));
    // The form's grid prints each label, then its value.
    expect(lines[lines.indexOf('主办单位') + 1]).toBe(SHANGDI.name);
    expect(lines).not.toContain(SHANGDI.id);
  });

  it('of another tenant is never named: the detail and the preview show the id', async () => {
    const id = await publish('第二租户主办的活动');
    // The form checks refuse a union of another tenant, so the stored forms are changed underneath.
    await sql`update record set form = jsonb_set(form, '{organiser}', '"9100"'),
      submitted_form = jsonb_set(submitted_form, '{organiser}', '"9100"') where id = ${id}`.execute(p.stack.db);
    const detail = await p.corp1.get(`${ACTIVITY}/detail`, { id });
    expect(detail.body.data.form.organiser).toBe('9100');
    expect(detail.body.data.names).toEqual({ unions: {}, persons: {} });
    const lines = await previewLines(p.launion1, id);
    expect(lines[lines.indexOf('主办单位') + 1]).toBe('9100');
    expect(lines.join('\n')).not.toContain('第二租户街道工会');
  });
});

describe('a listed union picker in the list’s Excel export', () => {
  it('is shown by the union’s name (a transfer in’s receiving union)', async () => {
    const form = { ...modules.tradeunionunitinfo!.example, newHigher: SHANGDI.id };
    const saved = await p.corp1.post(`${TRANSFER_IN}/save`, form);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(p.corp1, `${TRANSFER_IN}/exportList`)) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    // Row 1 is the 台账's title, row 2 its header; the record's number is the column after 序号.
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const column = rows[1]!.indexOf('拟转入上级工会');
    expect(column).toBeGreaterThan(0);
    const row = rows.find((r) => r[1] === saved.body.data.id);
    expect(row?.[column]).toBe(SHANGDI.name);
  });
});

describe('the union names of the rows of a list page', () => {
  it('are kept by the API process while it hears the change notices, and read again after one (a rename in the tree sends it)', async () => {
    const id = await publish('上地街道职工读书会');
    const named = async () => {
      const page = await p.corp1.get(`${ACTIVITY}/page`, { size: '100' });
      return page.body.data.records.find((r: { id: string }) => r.id === id).names.unions[SHANGDI.id] as string;
    };
    expect(p.stack.app.authState.listening).toBe(true);
    expect(await named()).toBe(SHANGDI.name);
    // Renamed underneath, without the notice: the page shows the name it keeps, so it read none.
    await sql`update union_org set name = '上地街道总工会' where id = ${SHANGDI.id}`.execute(p.stack.db);
    try {
      expect(await named()).toBe(SHANGDI.name);
      await notifyAuthInvalidate(p.stack.db, { kind: 'all' });
      await expect.poll(named, { timeout: 3000, interval: 20 }).toBe('上地街道总工会');
    } finally {
      await sql`update union_org set name = ${SHANGDI.name} where id = ${SHANGDI.id}`.execute(p.stack.db);
      await notifyAuthInvalidate(p.stack.db, { kind: 'all' });
    }
  });

  it('read only the names not kept yet, an id of nothing every time, and every name while the notices are not heard', async () => {
    const read: string[][] = [];
    // transformResult runs once a statement: what each statement answered.
    const watched = p.stack.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        read.push(result.rows.map((r) => String((r as { id: unknown }).id)));
        return result;
      },
    });
    let heard = true;
    const cache = new UnionNameCache(60_000, () => heard);
    const namesOf = (ids: string[]) => withTenant('000000', () => cache.namesOf(watched, '000000', ids));
    expect(await namesOf(['1200', '1100'])).toEqual({ '1200': SHANGDI.name, '1100': '中关村街道工会联合会' });
    expect(await namesOf(['1100', '1200'])).toEqual({ '1200': SHANGDI.name, '1100': '中关村街道工会联合会' });
    expect(read).toEqual([['1100', '1200']].map((ids) => expect.arrayContaining(ids)));
    // 9100 is another tenant's union: unnamed, and asked for again each time (it might yet be created).
    expect(await namesOf(['1200', '9100'])).toEqual({ '1200': SHANGDI.name });
    expect(await namesOf(['1200', '9100'])).toEqual({ '1200': SHANGDI.name });
    expect(read.slice(1)).toEqual([[], []]);
    cache.drop();
    await namesOf(['1200']);
    expect(read.slice(3)).toEqual([['1200']]);
    heard = false;
    await namesOf(['1200']);
    expect(read.slice(4)).toEqual([['1200']]);
  });
});
