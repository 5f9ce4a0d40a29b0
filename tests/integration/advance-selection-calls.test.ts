// The advanced selection's own calls (docs/forms/group-a-advance.md): advanceSelection/isApply answers
// each kind's round at once; advanceSelection3's downloadFile (the filed form's PDF by record id) and
// excel (the list sheet under a higher union, in a round), each within the caller's data scope.
import { beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { BASIC, exampleToSend, login, setup1Parties, sheetTexts, type ApiSession } from '../support';
import { pdfTextLines } from '../support/documents-pdf-text';

const p = setup1Parties();
const BASE = '/api/blade-crop/crop';
const TEAM = `${BASE}/advanceSelection3`;
const team = modules.advanceSelection3!;

let corp3: ApiSession;
let launion2: ApiSession;
/** corp1's team nomination, in review at launion1. */
let nominated = '';

async function roundOf(kind: string): Promise<string> {
  const row = await p.stack.db
    .selectFrom('selection_round')
    .select('id')
    .where('tenant_id', '=', '000000')
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The workbook a call answers, as rows of cell texts (empty cells left out). */
async function sheetRows(session: ApiSession, query: Record<string, string> = {}): Promise<string[][]> {
  const answer = await session.get(`${TEAM}/excel`, query);
  expect(answer.status, String(answer.body.msg)).toBe(200);
  return sheetTexts(answer.body.data as ArrayBuffer);
}

beforeAll(async () => {
  corp3 = await login(p.stack.app, 'corp3');
  launion2 = await login(p.stack.app, 'launion2');
  const sent = await exampleToSend(p.stack.app, p.corp1, team);
  const answer = await p.corp1.post(`${TEAM}/submit`, { ...sent.form, ...(sent.id ? { id: sent.id } : {}) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  nominated = answer.body.data.id;
});

describe('advanceSelection/isApply: what a union may file now, one answer per kind', () => {
  it('answers the three kinds, each from its own round, with the union’s quota and use', async () => {
    const answer = await p.corp1.get(`${BASE}/advanceSelection/isApply`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { apply, items: kinds } = answer.body.data as { apply: boolean; items: Record<string, unknown>[] };
    expect(apply).toBe(true);
    expect(kinds.map((k) => [k.module, k.kind])).toEqual([
      ['advanceSelection1', 'advance_person'],
      ['advanceSelection2', 'advance_legal'],
      ['advanceSelection3', 'advance_team'],
    ]);
    // The team nomination took the union's one place of its kind; the other kinds are open to it.
    expect(kinds[2]).toMatchObject({ apply: false, reason: 'quotaUsed', quota: 1, used: 1, roundId: await roundOf('advance_team') });
    expect(kinds[0]).toMatchObject({ apply: true, reason: null, used: 0 });
  });

  it('says a kind is closed once the federation closes its round, in English too', async () => {
    const closed = await p.federation.post(`${BASE}/round/close`, { id: await roundOf('advance_legal') });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const answer = await p.stack.app.inject({
      method: 'GET',
      url: `${BASE}/advanceSelection/isApply`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp3.token}`, 'accept-language': 'en' },
    });
    expect(answer.statusCode).toBe(200);
    const legal = (answer.json().data.items as Record<string, unknown>[]).find((k) => k.module === 'advanceSelection2');
    expect(legal).toMatchObject({ apply: false, reason: 'windowClosed', title: 'Advanced collective nomination (legal entity)' });
    expect(String(legal!.message)).toMatch(/closed/i);
  });
});

describe('advanceSelection3/downloadFile: the filed form by record id', () => {
  it('answers the nomination’s form as a PDF to its applicant and its reviewer', async () => {
    for (const session of [p.corp1, p.launion1]) {
      const answer = await session.post(`${TEAM}/downloadFile`, undefined, { id: nominated });
      expect(answer.status, String(answer.body.msg)).toBe(200);
      expect(
        Buffer.from(answer.body.data as ArrayBuffer)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it('answers 404 to a union that may not see the record, and for an unknown id', async () => {
    expect((await corp3.post(`${TEAM}/downloadFile`, undefined, { id: nominated })).status).toBe(404);
    expect((await p.corp1.post(`${TEAM}/downloadFile`, undefined, { id: '999999999999999' })).status).toBe(404);
  });
});

describe('advanceSelection3/excel: the teams nominated under a higher union', () => {
  it('lists the higher union’s nominations, one row each with the team’s name, in the round or without one', async () => {
    for (const query of [{}, { pid: await roundOf('advance_team') }] as Record<string, string>[]) {
      const rows = await sheetRows(p.launion1, query);
      expect(rows.some((r) => r.includes(String(team.example.teamName)))).toBe(true);
    }
  });

  it('leaves out a union’s nominations outside the higher union asked about', async () => {
    const rows = await sheetRows(launion2);
    expect(rows.some((r) => r.includes(String(team.example.teamName)))).toBe(false);
  });

  it('answers 404 for a round of another kind, and 403 for a higher union outside the caller’s scope', async () => {
    expect((await p.launion1.get(`${TEAM}/excel`, { pid: await roundOf('advance_person') })).status).toBe(404);
    expect((await launion2.get(`${TEAM}/excel`, { launionId: '1100' })).status).toBe(403);
  });
});

describe('advanceSelection1/review: the 推荐审批表 with the nominee’s photo', () => {
  it('embeds the photo uploaded to the photo slot and prints the blocks signed by hand', async () => {
    const person = modules.advanceSelection1!;
    const sent = await exampleToSend(p.stack.app, p.corp1, person);
    const saved = await p.corp1.post(`${BASE}/advanceSelection1/savedraft`, { ...sent.form, id: sent.id });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const answer = await p.corp1.get(`${BASE}/advanceSelection1/review`, { id: saved.body.data.id });
    expect(answer.status, String(answer.body.msg)).toBe(200);
    const pdf = Buffer.from(answer.body.data as ArrayBuffer);
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const lines = pdfTextLines(pdf);
    expect(lines).not.toContain('照片');
    expect(lines).toEqual(expect.arrayContaining(['本人签字：', '所在单位意见', '上级工会意见']));
  });
});
