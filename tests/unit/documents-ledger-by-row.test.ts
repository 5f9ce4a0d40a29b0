// The 台账's sheet by row (document.ledgerByRow): field4material's 物资发放清单, the federation's goods
// issue list, one line per goods line of each request exported, after the requests' own sheet; read
// back with exceljs.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { writeRecordSheet, type SheetRecord } from '../../services/records/documents';
import { GOODS_ISSUE_HEADER } from '../support/documents';

const goods = modules.field4material!;
const GOODS = { mother_room_goods: { '2': '电动吸奶器', '4': '温奶器', '10': '母婴用品包', '1': '冰箱' } };

async function workbook(records: SheetRecord[], range?: { from?: string; to?: string }) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  async function* batches() {
    // Two batches, as the export reads pages: the lines follow the records across them.
    yield { records: records.slice(0, 1), ctx: { lang: 'zh' as const, dictLabels: GOODS } };
    yield { records: records.slice(1), ctx: { lang: 'zh' as const, dictLabels: GOODS } };
  }
  await writeRecordSheet(out, goods, 'zh', batches(), range);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book;
}

/** A row's cells from the first column; an empty cell reads undefined. */
const cells = (sheet: ExcelJS.Worksheet, n: number) => Array.from((sheet.getRow(n).values as unknown[]).slice(1));

const request = (id: string, unionName: string, form: Record<string, unknown>, state = 'approved', stateName = '已通过'): SheetRecord => ({
  id,
  unionName,
  state,
  stateName,
  stageName: null,
  step: 'federation',
  submitTime: '2026-11-20 09:30:00',
  form: { ...goods.example, ...form },
});

/** The example's request as the federation approved it (2, 1 and 3 of the goods issued), and a second room's. */
const APPROVED = request('4101', '北京智联科技有限公司工会', {
  items: [
    { goods: '2', spec: '双边电动吸奶器', quantity: 2, reason: '哺乳期女职工7人，现有吸奶器不足', approvedQty: 2 },
    { goods: '4', spec: '', quantity: 1, reason: '母乳储存需要恒温，现用温奶器已损坏', approvedQty: 1 },
    { goods: '10', spec: '', quantity: 5, reason: '母婴用品包发放给新返岗哺乳期女职工', approvedQty: 3 },
  ],
});
const OTHER = request(
  '4102',
  '北京云帆物流有限公司工会',
  {
    roomName: '云帆爱心妈咪小屋',
    receiverName: '李红',
    receiverMobile: '13911116677',
    deliveryAddress: '北京市海淀区上地十街1号云帆大厦2层',
    items: [{ goods: '1', spec: '小型冰箱', quantity: 1, reason: '母乳冷藏', approvedQty: null }],
  },
  'in_review',
  '审核中',
);

describe('the goods issue list (document.ledgerByRow)', () => {
  it('follows the requests’ sheet as a sheet of its own, named and titled 物资发放清单', async () => {
    const book = await workbook([APPROVED, OTHER], { from: '2026-11-01', to: '2026-11-30' });
    expect(book.worksheets.map((s) => s.name)).toEqual([goods.title.zh, '物资发放清单']);
    expect(cells(book.worksheets[1]!, 1)[0]).toBe('物资发放清单（2026-11-01至2026-11-30）');
  });

  it('prints one line per goods line: the goods by name, its specification, quantities, the room and the delivery', async () => {
    const sheet = (await workbook([APPROVED, OTHER])).worksheets[1]!;
    expect(cells(sheet, 2)).toEqual(GOODS_ISSUE_HEADER);
    expect(cells(sheet, 3)).toEqual([
      1,
      '4101',
      '北京智联科技有限公司工会',
      '电动吸奶器',
      '双边电动吸奶器',
      2,
      2,
      '智联科技爱心妈咪小屋',
      '王晓燕',
      '13911114455',
      '北京市海淀区中关村大街27号智联大厦B座3层308室',
      '已通过',
    ]);
    expect(cells(sheet, 5).slice(0, 7)).toEqual([3, '4101', '北京智联科技有限公司工会', '母婴用品包', undefined, 5, 3]);
  });

  it('numbers the lines across the requests, a line not yet issued with its quantity issued empty', async () => {
    const sheet = (await workbook([APPROVED, OTHER])).worksheets[1]!;
    const line = cells(sheet, 6);
    expect(line.slice(0, 7)).toEqual([4, '4102', '北京云帆物流有限公司工会', '冰箱', '小型冰箱', 1, undefined]);
    expect(line[11]).toBe('审核中');
  });

  it('closes with a 合计 line counting the lines and summing the quantities asked and issued', async () => {
    const sheet = (await workbook([APPROVED, OTHER])).worksheets[1]!;
    expect(cells(sheet, 7).slice(0, 7)).toEqual(['合计', '共4行', undefined, undefined, undefined, 9, 6]);
  });

  it('lists no line for an export without requests, its 合计 counting none', async () => {
    const sheet = (await workbook([])).worksheets[1]!;
    expect(cells(sheet, 3).slice(0, 2)).toEqual(['合计', '共0行']);
  });
});
