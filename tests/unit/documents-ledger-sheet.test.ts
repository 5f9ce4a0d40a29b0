// The 台账 a module's list exports (writeRecordSheet), read back with exceljs: a title row, 序号, the
// key figures (money in yuan under a header with the unit, dictionary labels, days as days), the
// state and the last decision, the header frozen.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { writeRecordSheet, type SheetRecord } from '../../services/records/documents';
import { ledgerHeader } from '../support/documents';

const setup3 = modules.setup3!;

async function ledger(records: SheetRecord[], range?: { from?: string; to?: string }) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ctx = { lang: 'zh' as const, dictLabels: { funds_source: { '1': '会费' } } };
  async function* batches() {
    yield { records, ctx };
  }
  await writeRecordSheet(out, setup3, 'zh', batches(), range);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

const record: SheetRecord = {
  id: '1001',
  unionName: '北京智联科技有限公司工会',
  state: 'approved',
  stateName: '已通过',
  stageName: null,
  step: 'file',
  submitTime: '2026-11-20 09:30:00',
  form: { ...setup3.example, funds: 1234567, certDate: '2026-11-01', certNo: '工法证字001' },
  decision: {
    outcome: 'approve',
    stageName: '总工会审核',
    reviewer: '总工会审核员',
    reviewerUnion: '科技园区总工会',
    time: new Date('2026-11-22T01:00:00Z'),
  },
};

const row = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

describe('a 台账', () => {
  it('starts with a title row across every column naming the module and the filter’s dates', async () => {
    const sheet = await ledger([record], { from: '2026-01-01 00:00:00', to: '2026-12-31 23:59:59' });
    expect(sheet.getRow(1).getCell(1).value).toBe('工会法人资格登记台账（2026-01-01至2026-12-31）');
    expect(sheet.getCell('B1').isMerged).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
  });

  it('has 序号, the key figures of the module, the state and the approval with approver and day', async () => {
    const sheet = await ledger([
      record,
      { ...record, id: '1002', decision: null, state: 'in_review', stateName: '审核中', stageName: '上级工会审核', step: 'application' },
    ]);
    expect(row(sheet, 2)).toEqual(
      ledgerHeader(['工会名称', '法定代表人(工会主席)', '开办资金（元）', '统一社会信用代码', '法人资格证书编号', '发证日期']),
    );
    const first = row(sheet, 3);
    expect(first.slice(0, 3)).toEqual([1, '1001', '北京智联科技有限公司工会']);
    expect(first.slice(10)).toEqual([
      '已通过',
      undefined,
      '通过（总工会审核）',
      '总工会审核员（科技园区总工会）',
      new Date('2026-11-22T00:00:00Z'),
    ]);
    expect(row(sheet, 4).slice(0, 2)).toEqual([2, '1002']);
    expect(row(sheet, 4)[10]).toBe('审核中');
  });

  it('writes money as a number of yuan with two decimals, never fen, and days as days', async () => {
    const sheet = await ledger([record]);
    const funds = sheet.getRow(3).getCell(6);
    expect(funds.value).toBe(12345.67);
    expect(funds.numFmt).toBe('#,##0.00');
    const certDate = sheet.getRow(3).getCell(9);
    expect(certDate.value).toEqual(new Date('2026-11-01T00:00:00Z'));
    expect(certDate.numFmt).toBe('yyyy-mm-dd');
    // The submission as Beijing read it, to the minute.
    expect(sheet.getRow(3).getCell(10).value).toEqual(new Date('2026-11-20T09:30:00Z'));
  });

  it('says the approved step of a stepped record that is at its next step’s draft', async () => {
    const sheet = await ledger([{ ...record, state: 'draft', stateName: '草稿', decision: null }]);
    expect(row(sheet, 3)[10]).toBe('登记申请：已通过；证书领取：草稿');
  });
});
