// The rollUp shape: model-worker nominations (modelWorkerSelection1) gathered by the higher union
// into its summary (modelWorkerSelectionSummary), sent upward and exported as the summary sheet.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASIC, FLOW, login, nominate, setup1Parties, SOURCE, SUMMARY, summaryForm, type ApiSession } from '../support';

const p = setup1Parties();

let launion2: ApiSession;
let corp2: ApiSession;
let corp3: ApiSession;
/** One nomination per union (the quota is one live nomination): corp1's and corp3's approved, corp2's in review. */
const ids = { approved: '', inReview: '', other: '', summary: '' };

beforeAll(async () => {
  launion2 = await login(p.stack.app, 'launion2');
  corp2 = await login(p.stack.app, 'corp2');
  corp3 = await login(p.stack.app, 'corp3');
  ids.approved = await nominate(p.corp1, '张建国', p.launion1);
  ids.inReview = await nominate(corp2, '李卫东');
  ids.other = await nominate(corp3, '王海', launion2);
});

describe('a higher union rolling up its children unions’ approved nominations', () => {
  it('sees each child union with its approved nominations, or none when it has not applied', async () => {
    const answer = await p.launion1.get(`${SOURCE}/queryCrop`);
    expect(answer.status).toBe(200);
    const rows = answer.body.data as { unionId: string; applied: boolean; records: { id: string }[] }[];
    expect(rows.map((r) => r.unionId)).toEqual(['1101', '1102']);
    expect(rows[0]!.applied).toBe(true);
    expect(rows[0]!.records.map((r) => r.id)).toEqual([ids.approved]);
    // corp2's nomination is still in review: not applied yet.
    expect(rows[1]).toMatchObject({ applied: false, records: [] });
  });

  it('does not show the nominations of another higher union’s children', async () => {
    const answer = await p.launion1.get(`${SOURCE}/queryCrop`);
    const found = (answer.body.data as { records: { id: string }[] }[]).flatMap((r) => r.records.map((x) => x.id));
    expect(found).not.toContain(ids.other);
  });

  it('refuses to gather a nomination of another higher union’s child, naming the field', async () => {
    const saved = await p.launion1.post(`${SUMMARY}/saveDraft`, { ...summaryForm, selectionType: '2', gathered: [ids.other] });
    expect(saved.status).toBe(400);
    expect(saved.body.data.errors).toContainEqual(expect.objectContaining({ field: 'gathered', rule: 'rollUpSource' }));
  });

  it('refuses to gather a nomination still in review', async () => {
    const saved = await p.launion1.post(`${SUMMARY}/saveDraft`, { ...summaryForm, selectionType: '2', gathered: [ids.inReview] });
    expect(saved.status).toBe(400);
    expect(saved.body.data.errors).toContainEqual(expect.objectContaining({ field: 'gathered', rule: 'rollUpSource' }));
  });

  it('refuses to send a summary that gathers nothing', async () => {
    const saved = await p.launion1.post(`${SUMMARY}/save`, { ...summaryForm, selectionType: '3', gathered: [] });
    expect(saved.status).toBe(400);
    expect(saved.body.data.errors).toContainEqual(expect.objectContaining({ field: 'gathered', rule: 'minItems' }));
  });

  it('refuses gathered ids that are not a list of record ids', async () => {
    const saved = await p.launion1.post(`${SUMMARY}/saveDraft`, { ...summaryForm, selectionType: '3', gathered: 'all' });
    expect(saved.status).toBe(400);
    expect(saved.body.data.errors).toContainEqual(expect.objectContaining({ field: 'gathered', rule: 'format' }));
  });

  it('keeps one summary per union and selection kind: a second one answers 409 naming the first', async () => {
    const first = await p.launion1.post(`${SUMMARY}/saveDraft`, { ...summaryForm, selectionType: '3', gathered: [] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await p.launion1.post(`${SUMMARY}/saveDraft`, { ...summaryForm, selectionType: '3', gathered: [] });
    expect(second.status).toBe(409);
    expect(second.body.data.existingId).toBe(first.body.data.id);
  });

  it('exports the summary sheet with the summary’s figures and every gathered nomination', async () => {
    const own = await p.launion1.post(`${SUMMARY}/saveDraft`, { ...summaryForm, selectionType: '1', gathered: [ids.approved] });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    ids.summary = own.body.data.id;
    const res = await p.stack.app.inject({
      method: 'GET',
      url: `${SUMMARY}/export`,
      query: { launionId: '1100', type: '1' },
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${p.launion1.token}` },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells = book.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain('张建国');
    expect(cells.some((c) => c.endsWith('北京市劳动模范推荐人选汇总表'))).toBe(true);
  });

  it('answers 404 to the export of a summary outside the caller’s part of the tree', async () => {
    const own = await launion2.post(`${SUMMARY}/saveDraft`, { ...summaryForm, selectionType: '3', gathered: [] });
    expect(own.status).toBe(200);
    const res = await p.launion1.get(`${SUMMARY}/export`, { pid: own.body.data.id });
    expect(res.status).toBe(404);
  });

  // Last: the summary sent closes the round for launion1's children unions.
  it('sends the summary of gathered nominations upward with one save, to the federation’s claim list', async () => {
    const saved = await p.launion1.post(`${SUMMARY}/save`, {
      ...summaryForm,
      id: ids.summary,
      selectionType: '1',
      gathered: [ids.approved],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.state).toBe('in_review');
    const claim = await p.federation.get(`${FLOW}/work/claim-list`, { size: '100' });
    expect(claim.body.data.records.some((t: { recordId: string }) => t.recordId === saved.body.data.id)).toBe(true);
  });
});
