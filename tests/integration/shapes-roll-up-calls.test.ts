// The roll-up's own calls on model-worker nominations (modelWorkerSelection1) and their summary
// (modelWorkerSelectionSummary): the list sheet, the summary sheet, whether a union may nominate
// now, the summary's detail with what it gathers, and the data scope of each.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, nominate, nominee, reviewFromClaimList, setup1Parties, SOURCE, SUMMARY, summaryForm, type ApiSession } from '../support';

const p = setup1Parties();

let launion2: ApiSession;
let corp2: ApiSession;
let corp3: ApiSession;
/**
 * corp1's approved nomination and its draft; corp2's cancelled one and the one in review it sent on
 * the place given back; corp3's approved one (under launion2). One live nomination per union.
 */
const ids = { approved: '', inReview: '', draft: '', other: '', cancelled: '' };
/** launion1's summary (kind 1) gathering the approved one, and launion2's draft summary. */
let summary = { id: '', pid: '' };
let otherSummary = '';

/** The workbook a call answers, as rows of cell texts (empty cells left out). */
async function sheetRows(session: ApiSession, url: string, query: Record<string, string> = {}): Promise<string[][]> {
  const answer = await session.get(url, query);
  expect(answer.status, String(answer.body.msg)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(answer.body.data as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).filter((v) => v !== undefined && v !== null).map(String)));
  return rows;
}

/** The records' rows of a 台账 (numbered from 1 under the header), without the 合计 and signature rows after them. */
const recordRows = (rows: string[][]) => rows.slice(2).filter((r) => /^\d+$/.test(r[0] ?? ''));

beforeAll(async () => {
  launion2 = await login(p.stack.app, 'launion2');
  corp2 = await login(p.stack.app, 'corp2');
  corp3 = await login(p.stack.app, 'corp3');
  ids.approved = await nominate(p.corp1, '张建国', p.launion1);
  const draft = await p.corp1.post(`${SOURCE}/saveDraft`, nominee('草稿人'));
  expect(draft.status).toBe(200);
  ids.draft = draft.body.data.id;
  ids.other = await nominate(corp3, '王海', launion2);
  const other = await launion2.post(`${SUMMARY}/saveDraft`, { ...summaryForm, selectionType: '1', gathered: [ids.other] });
  expect(other.status, JSON.stringify(other.body)).toBe(200);
  otherSummary = other.body.data.id;
});

describe('isApply: whether a union may nominate now', () => {
  it('lets an enterprise union with no live nomination nominate, with its quota in the round of its kind and its higher union', async () => {
    const answer = await corp2.get(`${SOURCE}/isApply`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      apply: true,
      reason: null,
      message: null,
      kind: 'mw_person',
      quota: 1,
      used: 0,
      higherUnionId: '1100',
      summarySent: false,
    });
  });

  it('refuses once the union’s nominations in review or approved fill its quota (a draft holds no place)', async () => {
    const answer = await p.corp1.get(`${SOURCE}/isApply`);
    expect(answer.body.data).toMatchObject({ apply: false, reason: 'quotaUsed', quota: 1, used: 1 });
    expect(answer.body.data.message).toContain('名额');
  });

  it('gives the place back when the nomination is cancelled: a new one is taken', async () => {
    const id = await nominate(corp2, '赵红梅');
    ids.cancelled = id;
    expect((await corp2.get(`${SOURCE}/isApply`)).body.data).toMatchObject({ apply: false, reason: 'quotaUsed', used: 1 });
    const detail = await corp2.get(`${SOURCE}/detail`, { id });
    const cancelled = await corp2.get(`${SOURCE}/removeFlow`, {
      id,
      processInstanceId: detail.body.data.processInstanceId,
      reason: '重新推荐',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await corp2.get(`${SOURCE}/isApply`)).body.data).toMatchObject({ apply: true, used: 0 });
    ids.inReview = await nominate(corp2, '李卫东');
  });

  it('tells a higher union that it does not nominate itself', async () => {
    const answer = await p.launion1.get(`${SOURCE}/isApply`, {});
    expect(answer.body.data).toMatchObject({ apply: false, reason: 'notStarter' });
  });
});

describe('the summary and its detail', () => {
  it('sends launion1’s summary gathering corp1’s approved nomination', async () => {
    const saved = await p.launion1.post(`${SUMMARY}/save`, { ...summaryForm, selectionType: '1', gathered: [ids.approved] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    summary = { id: saved.body.data.id, pid: saved.body.data.processInstanceId };
  });

  it('shows the gathered nominations with their union and end time in the detail', async () => {
    const answer = await p.launion1.get(`${SUMMARY}/detail`, { id: summary.id });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: summary.id, state: 'in_review', form: { selectionType: '1' } });
    expect(answer.body.data.gathered).toEqual([
      { id: ids.approved, title: '张建国', unionId: '1101', unionName: expect.any(String), endTime: expect.stringMatching(/^\d{4}-/) },
    ]);
  });

  it('finds the caller’s union’s summary by its kind, and shows it to the federation as well', async () => {
    const byKind = await p.launion1.get(`${SUMMARY}/detail`, { type: '1' });
    expect(byKind.body.data.id).toBe(summary.id);
    const federation = await p.federation.get(`${SUMMARY}/detail`, { id: summary.id });
    expect(federation.body.data.gathered.map((r: { id: string }) => r.id)).toEqual([ids.approved]);
  });

  it('answers 400 naming id when neither the summary nor a kind is given', async () => {
    const answer = await p.launion1.get(`${SUMMARY}/detail`);
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0].field).toBe('id');
  });

  it('answers 404 for another higher union’s summary', async () => {
    expect((await p.launion1.get(`${SUMMARY}/detail`, { id: otherSummary })).status).toBe(404);
  });

  it('closes the round for the unions below once the summary is sent, and not for another higher union’s', async () => {
    expect((await corp2.get(`${SOURCE}/isApply`)).body.data).toMatchObject({ apply: false, reason: 'roundClosed' });
    expect((await corp3.get(`${SOURCE}/isApply`)).body.data).toMatchObject({ reason: 'quotaUsed' });
  });
});

describe('excel: the reviewer’s list sheet', () => {
  it('lists every submitted nomination under the higher union with its state and the dictionaries’ labels, never a draft', async () => {
    const rows = await sheetRows(p.launion1, `${SOURCE}/excel`);
    // A 台账: its title, its header, then one row per record: 序号, 编号, ...
    expect(rows[0]![0]).toMatch(/^北京市劳动模范推荐台账/);
    expect(rows[1]).toEqual(expect.arrayContaining(['序号', '编号', '申请单位', '状态', '姓名', '性别', '人员类别', '年龄', '工龄(年)']));
    const byId = new Map(recordRows(rows).map((r) => [r[1], r]));
    expect([...byId.keys()].sort()).toEqual([ids.approved, ids.inReview, ids.cancelled].sort());
    expect(byId.get(ids.approved)).toEqual(expect.arrayContaining(['张建国', '男', '一线职工', '已通过']));
    expect(byId.get(ids.inReview)).toEqual(expect.arrayContaining(['李卫东', '审核中']));
    expect(byId.get(ids.cancelled)).toEqual(expect.arrayContaining(['赵红梅', '已作废']));
  });

  it('ends with the source’s 合计 row, its shares counted over the rows, and the signature rows', async () => {
    const rows = await sheetRows(p.launion1, `${SOURCE}/excel`);
    const total = rows.at(-3)!;
    expect(total.slice(0, 2)).toEqual(['合计', `共${recordRows(rows).length}条`]);
    expect(total).toEqual(
      expect.arrayContaining([expect.stringMatching(/^一线职工 \d+（\d+\.\d%）\n企业负责人 \d+（\d+\.\d%）\n农民工 \d+（\d+\.\d%）$/)]),
    );
    expect(rows.at(-2)![0]).toMatch(/^填报人：/);
    expect(rows.at(-1)![0]).toMatch(/^填报单位（盖章）：/);
  });

  it('lists only what a summary gathers when the summary is named', async () => {
    const rows = await sheetRows(p.launion1, `${SOURCE}/excel`, { pid: summary.id });
    expect(recordRows(rows).map((r) => r[1])).toEqual([ids.approved]);
  });

  it('lets an enterprise union export its own nominations only', async () => {
    const rows = await sheetRows(p.corp1, `${SOURCE}/excel`);
    expect(
      recordRows(rows)
        .map((r) => r[1])
        .sort(),
    ).toEqual([ids.approved]);
  });
});

describe('summaryExcel and export: the summary sheet', () => {
  it('holds the summary’s figures with their labels and every gathered nomination', async () => {
    const rows = await sheetRows(p.launion1, `${SOURCE}/summaryExcel`, { launionId: '1100', type: '1' });
    // The federation's layout: the title with the kind, the union's line with its places and state, one row per nomination.
    expect(rows[0]![0]).toMatch(/北京市劳动模范推荐人选汇总表$/);
    expect(rows[1]![0]).toMatch(/分配名额：3.*状态：审核中/);
    const gathered = rows.filter((r) => r.includes(ids.approved));
    expect(gathered).toHaveLength(1);
    expect(gathered[0]).toEqual(expect.arrayContaining(['张建国', '男', '✓']));
  });

  it('is the same sheet from the summary’s own export, by its id', async () => {
    const fromSource = await sheetRows(p.launion1, `${SOURCE}/summaryExcel`, { pid: summary.id });
    const fromSummary = await sheetRows(p.federation, `${SUMMARY}/export`, { pid: summary.id });
    expect(fromSummary).toEqual(fromSource);
  });

  it('answers 404 when the union has no summary of that kind', async () => {
    expect((await p.launion1.get(`${SOURCE}/summaryExcel`, { type: '3' })).status).toBe(404);
  });
});

describe('the data scope of the roll-up’s calls', () => {
  it('answers 403 for a higher union outside the caller’s scope', async () => {
    for (const url of [`${SOURCE}/excel`, `${SOURCE}/summaryExcel`, `${SUMMARY}/export`]) {
      const answer = await p.launion1.get(url, { launionId: '1200' });
      expect(answer.status, url).toBe(403);
    }
  });

  it('answers 404 for another higher union’s summary, and leaves it as it was', async () => {
    for (const url of [`${SOURCE}/excel`, `${SOURCE}/summaryExcel`, `${SUMMARY}/export`]) {
      expect((await p.launion1.get(url, { pid: otherSummary })).status, url).toBe(404);
    }
    const mine = await launion2.get(`${SUMMARY}/detail`, { id: otherSummary });
    expect(mine.body.data).toMatchObject({ state: 'draft', form: { gathered: [ids.other] } });
  });

  it('answers 404 for a union the tenant does not have', async () => {
    expect((await p.launion1.get(`${SOURCE}/excel`, { launionId: '999999' })).status).toBe(404);
  });

  it('answers 404 for a summary named beside a union it does not belong to', async () => {
    expect((await p.launion1.get(`${SOURCE}/summaryExcel`, { pid: summary.id, launionId: '1101' })).status).toBe(404);
  });
});

describe('a returned summary', () => {
  it('reopens the round for the unions below', async () => {
    // corp2's nomination in review gives its place back first, so that only the round could refuse.
    const detail = await corp2.get(`${SOURCE}/detail`, { id: ids.inReview });
    const cancelled = await corp2.get(`${SOURCE}/removeFlow`, {
      processInstanceId: detail.body.data.processInstanceId,
      reason: '撤回推荐',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await reviewFromClaimList(p.federation, summary.id, summary.pid, 'back', '请补充推荐工作报告');
    expect((await corp2.get(`${SOURCE}/isApply`)).body.data).toMatchObject({ apply: true, reason: null });
  });
});
