// A rows field worked out into the 台账's first sheet (document.derived rowsText and rowSum): field4material's
// 物资明细 (each goods line by name with its count asked, and approved once set) and its 申领件数 / 核定件数,
// placed after 申领年度 and summed in the 合计 row; read back with exceljs.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { modules, type Lang } from '../../catalogue';
import { writeRecordSheet, type SheetRecord } from '../../services/records/documents';

const goods = modules.field4material!;
const LABELS = {
  zh: { mother_room_goods: { '1': '冰箱', '3': '哺乳椅' } },
  en: { mother_room_goods: { '1': 'Fridge', '3': 'Nursing chair' } },
};

async function firstSheet(records: SheetRecord[], lang: Lang = 'zh') {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  async function* batches() {
    yield { records, ctx: { lang, dictLabels: LABELS[lang] } };
  }
  await writeRecordSheet(out, goods, lang, batches());
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

const cells = (sheet: ExcelJS.Worksheet, n: number) => Array.from((sheet.getRow(n).values as unknown[]).slice(1));

const request = (id: string, items: Record<string, unknown>[]): SheetRecord => ({
  id,
  unionName: '北京智联科技有限公司工会',
  state: 'in_review',
  stateName: '审核中',
  stageName: null,
  step: '',
  submitTime: '2026-11-20 09:30:00',
  form: { ...goods.example, items },
});
const line = (goodsKey: string, quantity: number, approvedQty: number | null) => ({
  goods: goodsKey,
  spec: '',
  quantity,
  reason: '需要',
  approvedQty,
});

describe('the goods of a request as one line of the 台账', () => {
  it('follows 申领年度 with 物资明细, 申领件数 and 核定件数', async () => {
    expect(cells(await firstSheet([]), 2).slice(3, 10)).toEqual([
      '小屋名称',
      '申领年度',
      '物资明细',
      '申领件数',
      '核定件数',
      '收货人',
      '收货人手机',
    ]);
  });

  it('names each goods line by its label with its count, the lines joined by ；', async () => {
    const row = cells(await firstSheet([request('1', [line('3', 1, null), line('1', 2, null)])]), 3);
    expect(row.slice(5, 8)).toEqual(['哺乳椅×1；冰箱×2', 3, undefined]);
  });

  it('adds the count approved to a line once the federation set it, and sums the counts approved', async () => {
    const row = cells(await firstSheet([request('1', [line('3', 2, 1), line('1', 1, 0)])]), 3);
    expect(row.slice(5, 8)).toEqual(['哺乳椅×2（核定1）；冰箱×1（核定0）', 3, 1]);
  });

  it('sums both counts over the requests in the 合计 row', async () => {
    const sheet = await firstSheet([request('1', [line('3', 2, 1)]), request('2', [line('1', 4, null)])]);
    expect(cells(sheet, 5).slice(0, 8)).toEqual(['合计', '共2条', undefined, undefined, undefined, undefined, 6, 1]);
  });

  it('writes the line in English for an English reader', async () => {
    const row = cells(await firstSheet([request('1', [line('3', 2, 1), line('1', 1, null)])], 'en'), 3);
    expect(row[5]).toBe('Nursing chair ×2 (1 approved); Fridge ×1');
  });
});
