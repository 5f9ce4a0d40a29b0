// The 台账's columns worked out from the form (document.derived: 年龄 and 工龄 counted to the round's year
// end) and its 合计 row (document.totals), read back cell by cell with exceljs.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { writeRecordSheet, type SheetRecord } from '../../services/records/documents';

async function ledger(entry: ModuleEntry, records: SheetRecord[]) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  async function* batches() {
    yield { records, ctx: { lang: 'zh' as const } };
  }
  await writeRecordSheet(out, entry, 'zh', batches());
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

const row = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
/** The cell of row `n` under the header `header` (row 2). */
const under = (sheet: ExcelJS.Worksheet, n: number, header: string) => row(sheet, n)[row(sheet, 2).indexOf(header)];

const recordOf = (entry: ModuleEntry, change: Partial<SheetRecord> = {}, form: Record<string, unknown> = {}): SheetRecord => ({
  id: '1001',
  unionName: '北京智联科技有限公司工会',
  state: 'in_review',
  stateName: '审核中',
  stageName: '上级工会审核',
  step: '',
  submitTime: '2026-11-20 09:30:00',
  form: { ...entry.example, ...form },
  ...change,
});

describe('the nominee’s age and years of service in the 台账', () => {
  const person = modules.advanceSelection1!;

  it('counts both to 31 December of the round’s year, after the key figures', async () => {
    // Born 1986-04-12, at work since 2008-07-01, nominated in the round of 2026.
    const sheet = await ledger(person, [recordOf(person)]);
    const header = row(sheet, 2);
    expect(header.indexOf('年龄')).toBe(header.indexOf('简要事迹') + 1);
    expect(header.indexOf('工龄(年)')).toBe(header.indexOf('年龄') + 1);
    expect(under(sheet, 3, '年龄')).toBe(40);
    expect(under(sheet, 3, '工龄(年)')).toBe(18);
  });

  it('does not count a birthday after the year’s end: a round of 2025 makes the same nominee 39', async () => {
    const sheet = await ledger(person, [recordOf(person, {}, { year: 2025 })]);
    expect(under(sheet, 3, '年龄')).toBe(39);
    expect(under(sheet, 3, '工龄(年)')).toBe(17);
  });

  it('reads the age from the ID number to the end of the year submitted where the form has no year', async () => {
    const medal = modules.recommendCapital1!;
    // 130682198803013351: born 1988-03-01; at work since 2008-03-01.
    const sheet = await ledger(medal, [recordOf(medal), recordOf(medal, { id: '1002', submitTime: null, state: 'draft' })]);
    expect([under(sheet, 3, '年龄'), under(sheet, 3, '工龄(年)')]).toEqual([38, 18]);
    expect([under(sheet, 4, '年龄'), under(sheet, 4, '工龄(年)')]).toEqual([undefined, undefined]);
  });
});

describe('the 合计 row', () => {
  it('counts the records and sums the headcounts of the units nominated, leaving the other cells empty', async () => {
    const unit = modules.advanceSelection2!;
    const sheet = await ledger(unit, [
      recordOf(unit, {}, { staffCount: 120, memberCount: 96, frontlineCount: 78 }),
      recordOf(unit, { id: '1002' }, { staffCount: 30, memberCount: 30, frontlineCount: 12 }),
    ]);
    const totals = sheet.getRow(5);
    expect(totals.getCell(1).value).toBe('合计');
    expect(totals.getCell(2).value).toBe('共2条');
    expect(totals.font?.bold).toBe(true);
    expect([under(sheet, 5, '职工人数'), under(sheet, 5, '会员人数'), under(sheet, 5, '一线职工人数')]).toEqual([150, 126, 90]);
    expect(under(sheet, 5, '申请单位')).toBeUndefined();
    expect(sheet.rowCount).toBe(5);
  });

  it('sums money in yuan to the fen', async () => {
    const boost = modules.recommendEmployeeInnovationBoost1Endpoint!;
    const sheet = await ledger(boost, [recordOf(boost), recordOf(boost, { id: '1002' }, { economicBenefit: 5 })]);
    expect(under(sheet, 5, '年创经济效益（元）')).toBe(1860000.05);
  });

  it('is not written for a module that sums nothing', async () => {
    const person = modules.advanceSelection1!;
    const sheet = await ledger(person, [recordOf(person)]);
    expect(sheet.rowCount).toBe(3);
  });
});
