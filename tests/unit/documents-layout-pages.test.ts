// The layout engine's page breaking and line wrapping (services/records/documents/layout), without pdfkit,
// then one document through pdfkit whose review blocks fall at a page's foot.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { paginate, recordPreviewPdf, wrapText } from '../../services/records/documents';
import { SAMPLE_RECORD } from '../support/documents';
import { pdfTextLines } from '../support/documents-pdf-text';

const AREA = { top: 0, bottom: 100 };
const where = (placements: ReturnType<typeof paginate>) => placements.map((p) => [p.block, p.page, p.y, p.from, p.to]);

describe('page breaking', () => {
  it('puts blocks one below the other while they fit, with the gap between them', () => {
    expect(where(paginate([{ parts: [30] }, { parts: [30], gap: 10 }], AREA))).toEqual([
      [0, 0, 0, 0, 1],
      [1, 0, 40, 0, 1],
    ]);
  });

  it('moves a block of one part (a signature block) whole to the next page when it does not fit', () => {
    expect(where(paginate([{ parts: [80] }, { parts: [30] }], AREA))).toEqual([
      [0, 0, 0, 0, 1],
      [1, 1, 0, 0, 1],
    ]);
  });

  it('drops the gap at the top of a page', () => {
    expect(where(paginate([{ parts: [80] }, { parts: [30], gap: 10 }], AREA))[1]).toEqual([1, 1, 0, 0, 1]);
  });

  it('splits a block of parts (a table) between them, the rest on the next page after the repeated header', () => {
    const placements = paginate([{ parts: [50] }, { parts: [20, 20, 20, 20], repeat: 10 }], AREA);
    expect(where(placements)).toEqual([
      [0, 0, 0, 0, 1],
      [1, 0, 50, 0, 2],
      [1, 1, 0, 2, 4],
    ]);
    expect(placements.map((p) => p.repeated)).toEqual([false, false, true]);
  });

  it('starts a split block on a new page when not even its first part fits', () => {
    expect(where(paginate([{ parts: [90] }, { parts: [20, 20] }], AREA))).toEqual([
      [0, 0, 0, 0, 1],
      [1, 1, 0, 0, 2],
    ]);
  });

  it('keeps a heading on the page of the next block’s first part', () => {
    expect(where(paginate([{ parts: [70] }, { parts: [10], keepWithNext: true }, { parts: [25] }], AREA))).toEqual([
      [0, 0, 0, 0, 1],
      [1, 1, 0, 0, 1],
      [2, 1, 10, 0, 1],
    ]);
  });

  it('puts a part taller than a page alone at the top of one rather than looping', () => {
    expect(where(paginate([{ parts: [10] }, { parts: [150] }, { parts: [10] }], AREA))).toEqual([
      [0, 0, 0, 0, 1],
      [1, 1, 0, 0, 1],
      [2, 2, 0, 0, 1],
    ]);
  });
});

describe('line wrapping', () => {
  const oneEach = (s: string) => [...s].length;

  it('breaks Chinese text between any two characters', () => {
    expect(wrapText('一二三四五六七', 3, oneEach)).toEqual(['一二三', '四五六', '七']);
  });

  it('never starts a line with closing punctuation: the character before it comes along', () => {
    expect(wrapText('一二三。四五', 3, oneEach)).toEqual(['一二', '三。四', '五']);
  });

  it('moves a code whole to the next line when text stands before it', () => {
    expect(wrapText('代码：81110108', 8, oneEach)).toEqual(['代码：', '81110108']);
  });

  it('breaks at newlines and still breaks a word longer than the line', () => {
    expect(wrapText('ab\n1234567', 3, oneEach)).toEqual(['ab', '123', '456', '7']);
  });
});

describe('a printed form whose review blocks reach the foot of a page', () => {
  const setup1 = modules.setup1!;
  const stage = (n: number) => ({ stageKey: `s${n}`, stageName: `第${n}审核环节`, decisions: [] });

  it('never parts a stage’s seal and date from its name: each block is whole on one page', async () => {
    const reviews = [{ step: '', stages: Array.from({ length: 12 }, (_, i) => stage(i + 1)) }];
    const pdf = await recordPreviewPdf(setup1, SAMPLE_RECORD, setup1.example, [], { reviews });
    const lines = pdfTextLines(pdf);
    // The page a line is on: the running header starts every page after the first.
    let page = 0;
    const pageOf = new Map<number, number>();
    lines.forEach((l, i) => {
      if (l.startsWith('建会申请表 · ')) page++;
      pageOf.set(i, page);
    });
    expect(page).toBeGreaterThan(0);
    for (let n = 1; n <= 12; n++) {
      const at = lines.indexOf(`第${n}审核环节`);
      const seal = lines.indexOf('（盖章）', at);
      expect(seal - at, `block ${n}`).toBe(5);
      expect(pageOf.get(seal), `block ${n} on one page`).toBe(pageOf.get(at));
    }
  });
});
