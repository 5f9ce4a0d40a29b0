// The 台账's columns worked out from the form (document.derived: 年龄 and 工龄 counted to the round's year
// end), its 合计 row with sums and shares (document.totals), its merged two-row header
// (document.headerGroups) and its signature rows (document.signatureRows), read back cell by cell with exceljs.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { modules, type Lang, type ModuleEntry } from '../../catalogue';
import { writeRecordSheet, type SheetRecord } from '../../services/records/documents';

async function ledger(entry: ModuleEntry, records: SheetRecord[], lang: Lang = 'zh') {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  async function* batches() {
    yield { records, ctx: { lang } };
  }
  await writeRecordSheet(out, entry, lang, batches());
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

const row = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
/** The rows above the records (title and header), frozen. */
const top = (sheet: ExcelJS.Worksheet) => (sheet.views[0] as { ySplit: number }).ySplit;
/** The columns' own headers: the header's last row (a cell merged down both rows reads the same in each). */
const headers = (sheet: ExcelJS.Worksheet) => row(sheet, top(sheet));
/** The cell of the `k`th row under the header (1: the first record) under the header `header`. */
const under = (sheet: ExcelJS.Worksheet, k: number, header: string) => row(sheet, top(sheet) + k)[headers(sheet).indexOf(header)];
/** The merged ranges of the sheet (A2:A3). */
const merges = (sheet: ExcelJS.Worksheet) => (sheet.model as unknown as { merges: string[] }).merges;
const letter = (sheet: ExcelJS.Worksheet, header: string) => sheet.getColumn(headers(sheet).indexOf(header) + 1).letter;

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
    const header = headers(sheet);
    expect(header.indexOf('年龄')).toBe(header.indexOf('简要事迹') + 1);
    expect(header.indexOf('工龄(年)')).toBe(header.indexOf('年龄') + 1);
    expect(under(sheet, 1, '年龄')).toBe(40);
    expect(under(sheet, 1, '工龄(年)')).toBe(18);
  });

  it('does not count a birthday after the year’s end: a round of 2025 makes the same nominee 39', async () => {
    const sheet = await ledger(person, [recordOf(person, {}, { year: 2025 })]);
    expect(under(sheet, 1, '年龄')).toBe(39);
    expect(under(sheet, 1, '工龄(年)')).toBe(17);
  });

  it('reads the age from the ID number to the end of the year submitted where the form has no year', async () => {
    const medal = modules.recommendCapital1!;
    // 130682198803013351: born 1988-03-01; at work since 2008-03-01.
    const sheet = await ledger(medal, [recordOf(medal), recordOf(medal, { id: '1002', submitTime: null, state: 'draft' })]);
    expect([under(sheet, 1, '年龄'), under(sheet, 1, '工龄(年)')]).toEqual([38, 18]);
    expect([under(sheet, 2, '年龄'), under(sheet, 2, '工龄(年)')]).toEqual([undefined, undefined]);
  });
});

describe('the number of a rows field’s rows in the 台账', () => {
  const firstaid = modules.firstaid!;

  it('counts the AEDs and the first-aiders of each point, 0 where it lists none', async () => {
    const sheet = await ledger(firstaid, [recordOf(firstaid), recordOf(firstaid, { id: '1002' }, { hasAed: '0', aeds: [] })]);
    expect([under(sheet, 1, 'AED台数'), under(sheet, 1, '持证救护员人数')]).toEqual([1, 2]);
    expect([under(sheet, 2, 'AED台数'), under(sheet, 2, '持证救护员人数')]).toEqual([0, 2]);
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
    expect([under(sheet, 3, '职工人数'), under(sheet, 3, '会员人数'), under(sheet, 3, '一线职工人数')]).toEqual([150, 126, 90]);
    expect(under(sheet, 3, '申请单位')).toBeUndefined();
    // Then its two signature rows.
    expect(sheet.rowCount).toBe(7);
  });

  it('sums money in yuan to the fen', async () => {
    const boost = modules.recommendEmployeeInnovationBoost1Endpoint!;
    const sheet = await ledger(boost, [recordOf(boost), recordOf(boost, { id: '1002' }, { economicBenefit: 5 })]);
    expect(under(sheet, 3, '年创经济效益（元）')).toBe(1860000.05);
  });

  it('is not written for a module that sums nothing', async () => {
    const setup = modules.setup2!;
    const sheet = await ledger(setup, [recordOf(setup)]);
    expect(sheet.rowCount).toBe(3);
  });

  it('prints a share under its column: the records whose field holds its values, as a percentage of all to one decimal', async () => {
    const person = modules.advanceSelection1!;
    // The example is a front-line woman, not a migrant worker; the second a man who heads his unit; the third a front-line man.
    const sheet = await ledger(person, [
      recordOf(person),
      recordOf(person, { id: '1002' }, { sex: '1', personType: '4' }),
      recordOf(person, { id: '1003' }, { sex: '1' }),
    ]);
    expect(under(sheet, 4, '序号')).toBe('合计');
    expect(under(sheet, 4, '编号')).toBe('共3条');
    expect(under(sheet, 4, '性别')).toBe('女 1（33.3%）');
    expect(under(sheet, 4, '人员类别')).toBe('一线职工 2（66.7%）\n单位负责人 1（33.3%）');
    expect(under(sheet, 4, '是否农民工')).toBe('农民工 0（0.0%）');
    expect(under(sheet, 4, '姓名')).toBeUndefined();
  });

  it('counts a share of no records without a percentage, in English as the reader asked', async () => {
    const medal = modules.recommendCapital1!;
    const sheet = await ledger(medal, [], 'en');
    expect(under(sheet, 1, 'No.')).toBe('Total');
    expect(under(sheet, 1, 'Sex')).toBe('Women 0');
  });
});

// Every module whose 台账 groups its headers: written from its example and read back, merges and texts.
const grouped = Object.values(modules).filter((e) => e.document?.headerGroups);
/** A field's header in the 台账: its label, a money field's with the unit as 台账 headers write it (年创经济效益（元）). */
const headerOf = (entry: ModuleEntry, name: string) => {
  const f = entry.fields.find((x) => x.name === name)!;
  return f.kind === 'money' ? f.label.zh.replace(/\(元\)$/, '（元）') : f.label.zh;
};

describe('the merged two-row header', () => {
  it.each(grouped.map((e) => [e.key, e] as const))('%s: each group merged across its columns above their headers', async (_k, entry) => {
    const sheet = await ledger(entry, [recordOf(entry)]);
    expect(top(sheet)).toBe(3);
    for (const group of entry.document!.headerGroups!) {
      const labels = group.fields.map((n) => headerOf(entry, n));
      const [first, last] = [letter(sheet, labels[0]!), letter(sheet, labels.at(-1)!)];
      expect(sheet.getCell(`${first}2`).value).toBe(group.label.zh);
      expect(merges(sheet)).toContain(`${first}2:${last}2`);
      expect(labels.map((l) => sheet.getCell(`${letter(sheet, l)}3`).value)).toEqual(labels);
    }
  });

  it.each(grouped.map((e) => [e.key, e] as const))('%s: every other header merged down both rows', async (_k, entry) => {
    const sheet = await ledger(entry, [recordOf(entry)]);
    const inGroups = entry.document!.headerGroups!.flatMap((g) => g.fields.map((n) => headerOf(entry, n)));
    const alone = headers(sheet).filter((h): h is string => typeof h === 'string' && !inGroups.includes(h));
    expect(alone).toEqual(expect.arrayContaining(['序号', '编号', '申请单位', '提交时间', '审批日期']));
    for (const h of alone) expect(merges(sheet)).toContain(`${letter(sheet, h)}2:${letter(sheet, h)}3`);
    // The first record follows the header.
    expect(sheet.getCell('A4').value).toBe(1);
  });

  it('writes the groups in English with Accept-Language: en', async () => {
    const team = modules.advanceSelection3!;
    const sheet = await ledger(team, [recordOf(team)], 'en');
    const first = letter(sheet, team.fields.find((f) => f.name === 'headcount')!.label.en);
    expect(sheet.getCell(`${first}2`).value).toBe('Headcount');
    expect(sheet.getCell('A2').value).toBe('No.');
  });

  it('keeps one header row for a module without groups', async () => {
    const unit = modules.advanceSelection2!;
    const sheet = await ledger(unit, [recordOf(unit)]);
    expect(top(sheet)).toBe(2);
    expect(merges(sheet).filter((m) => /^[A-Z]+[23]:/.test(m))).toEqual([]);
  });
});

// Every module with signature rows: they follow the table (and its 合计), each merged across the sheet.
const signed = Object.values(modules).filter((e) => e.document?.signatureRows);

describe('the signature rows under the table', () => {
  it.each(signed.map((e) => [e.key, e] as const))('%s: 填报人, 联系电话, 审核人; then 填报单位（盖章） and 填报日期', async (_k, entry) => {
    const sheet = await ledger(entry, [recordOf(entry)]);
    const n = sheet.rowCount;
    const last = sheet.getColumn(headers(sheet).length).letter;
    expect(sheet.getCell(`A${n - 1}`).value).toMatch(/^填报人：\s+联系电话：\s+审核人：\s+$/);
    expect(sheet.getCell(`A${n}`).value).toMatch(/^填报单位（盖章）：\s+填报日期：\s+年\s+月\s+日$/);
    expect(merges(sheet)).toEqual(expect.arrayContaining([`A${n - 1}:${last}${n - 1}`, `A${n}:${last}${n}`]));
    // Under the 合计 row where the sheet sums something, which is under the one record.
    if (entry.document?.totals?.length) expect(sheet.getCell(`A${n - 2}`).value).toBe('合计');
  });

  it('writes them in English with Accept-Language: en', async () => {
    const unit = modules.advanceSelection2!;
    const sheet = await ledger(unit, [recordOf(unit)], 'en');
    const n = sheet.rowCount;
    expect(sheet.getCell(`A${n - 1}`).value).toMatch(/^Filled in by: _+\s+Phone: _+\s+Checked by: _+$/);
    expect(sheet.getCell(`A${n}`).value).toMatch(/^Reporting union \(seal\): _+\s+Date: ____-__-__$/);
  });
});
