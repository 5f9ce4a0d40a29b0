// The roll-up within the federation's places (issue 22's roll-up test): three enterprise unions
// under 中关村街道工会 nominate model workers, it has 2 places in the round, a summary of three is
// refused (409 placesUsed), the summary of two goes upward with the counts the server makes, and
// its sheet is read back cell by cell; once sent, the round is closed for the unions below. A round
// also takes each nominee once (409 duplicateNominee).
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BASIC,
  keepModelWorkerRound,
  login,
  nominate,
  nominee,
  setup1Parties,
  SOURCE,
  SUMMARY,
  summaryForm,
  type ApiAnswer,
  type ApiSession,
} from '../support';

const p = setup1Parties();

let corp2: ApiSession;
let corp5: ApiSession;
/** The three approved nominations of launion1's children unions. */
const ids: string[] = [];
let summaryId = '';

function expectRefused(answer: ApiAnswer, reason: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.body.data.reason).toBe(reason);
}

/** A third enterprise union under launion1 (1100), with its account corp5. */
async function addThirdCorp(): Promise<void> {
  const union = await p.stack.db.selectFrom('union_org').selectAll().where('id', '=', '1102').executeTakeFirstOrThrow();
  await p.stack.db
    .insertInto('union_org')
    .values({ ...union, id: '1103', name: '京华机电工会', path: union.path.replace('/1102/', '/1103/'), credit_code: null })
    .execute();
  const user = await p.stack.db.selectFrom('app_user').selectAll().where('account', '=', 'corp2').executeTakeFirstOrThrow();
  await p.stack.db
    .insertInto('app_user')
    .values({
      ...user,
      id: '2903',
      account: 'corp5',
      name: '京华机电工会',
      real_name: '京华机电工会',
      union_id: '1103',
      create_time: undefined,
    })
    .execute();
  const role = await p.stack.db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', '000000')
    .where('role_alias', '=', 'corp')
    .executeTakeFirstOrThrow();
  await p.stack.db
    .insertInto('user_role')
    .values({ user_id: '2903', role_id: String(role.id), tenant_id: '000000' })
    .execute();
}

beforeAll(async () => {
  await addThirdCorp();
  corp2 = await login(p.stack.app, 'corp2');
  corp5 = await login(p.stack.app, 'corp5');
  // The federation's round of the year: launion1 is allocated 2 places.
  await keepModelWorkerRound(p, { year: 2026, seeded: true, allocations: [{ unionId: '1100', places: 2 }] });
});

describe('one nomination per person in a round', () => {
  it('refuses a second union’s nomination of the same ID number with 409 duplicateNominee, creating nothing', async () => {
    ids.push(await nominate(p.corp1, '张建国', p.launion1));
    const again = await corp2.post(`${SOURCE}/submit`, { ...nominee('另一人'), idCard: nominee('张建国').idCard });
    expectRefused(again, 'duplicateNominee');
    const corp2s = await p.stack.db
      .selectFrom('record')
      .select('id')
      .where('module', '=', 'modelWorkerSelection1')
      .where('union_id', '=', '1102')
      .execute();
    expect(corp2s).toHaveLength(0);
  });
});

describe('the higher union’s places in the round', () => {
  beforeAll(async () => {
    ids.push(await nominate(corp2, '李秀兰', p.launion1));
    ids.push(await nominate(corp5, '王海', p.launion1));
  });

  it('shows launion1 its three children unions, each with its approved nomination', async () => {
    const rows = (await p.launion1.get(`${SOURCE}/queryCrop`)).body.data as { unionId: string; records: { id: string }[] }[];
    expect(rows.flatMap((r) => r.records.map((x) => x.id)).sort()).toEqual([...ids].sort());
  });

  it('refuses a summary sending three upward with 409 placesUsed naming the 2 places, and sends nothing', async () => {
    const answer = await p.launion1.post(`${SUMMARY}/save`, { ...summaryForm, selectionType: '1', gathered: ids });
    expectRefused(answer, 'placesUsed');
    expect(answer.body.data).toMatchObject({ places: 2, placesUsed: 3 });
    const sent = await p.stack.db
      .selectFrom('record')
      .select('id')
      .where('module', '=', 'modelWorkerSelectionSummary')
      .where('state', '!=', 'draft')
      .execute();
    expect(sent).toHaveLength(0);
  });

  it('sends two upward in one summary, with the counts the server makes from them (whatever was typed)', async () => {
    const answer = await p.launion1.post(`${SUMMARY}/save`, {
      ...summaryForm,
      selectionType: '1',
      gathered: ids.slice(0, 2),
      reportedCount: 9,
      femaleCount: 9,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    summaryId = answer.body.data.id;
    const form = (await p.launion1.get(`${SUMMARY}/detail`, { id: summaryId })).body.data.form;
    expect(form).toMatchObject({ reportedCount: 2, frontLineCount: 2, femaleCount: 0, leaderCount: 0, migrantWorkerCount: 0 });
  });

  it('closes the round for the unions below: the third union’s isApply says roundClosed', async () => {
    const answer = (await corp5.get(`${SOURCE}/isApply`)).body.data;
    expect(answer).toMatchObject({ apply: false, reason: 'roundClosed' });
  });

  it('exports the summary sheet with the two nominations, one row each, read back cell by cell', async () => {
    const res = await p.stack.app.inject({
      method: 'GET',
      url: `${SUMMARY}/export`,
      query: { pid: summaryId },
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${p.launion1.token}` },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
    expect(rows[0]![0]).toMatch(/^\d{4}年北京市劳动模范推荐人选汇总表$/);
    expect(rows[1]![0]).toContain('推荐单位（盖章）：中关村街道工会');
    expect(rows[1]![0]).toContain('实际推荐：2');
    expect(rows[2]!.slice(0, 9)).toEqual(['序号', '姓名', '性别', '民族', '出生年月', '政治面貌', '学历', '工作单位及职务', '人员类别']);
    expect(rows[3]!.slice(8, 12)).toEqual(['一线职工', '科教人员', '企业负责人', '农民工']);
    expect(sheet.getCell('I3').isMerged && sheet.getCell('L3').isMerged).toBe(true);
    const [first, second] = [rows[4]!, rows[5]!];
    expect(first.slice(0, 5)).toEqual(['1', '张建国', '男', '汉族', '1980-03']);
    expect(first[8]).toBe('✓');
    expect(first[13]).toBe('2022年海淀区劳动模范');
    expect(first[15]).toBe('北京智联科技有限公司工会');
    expect(second.slice(0, 2)).toEqual(['2', '李秀兰']);
    expect(rows[6]!.slice(0, 3)).toEqual(['合计', '2人', '女0人']);
    expect(rows[6]![8]).toBe('2');
    expect(rows.at(-1)![0]).toContain('（盖章）');
    expect(rows.some((r) => r.includes('王海'))).toBe(false);
  });
});
