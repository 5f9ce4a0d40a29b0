// The one import reader: a workbook is checked before it is unpacked, counted while it is, and read
// row by row only up to the limit. Every refusal is a 400 naming the upload's field and the rule.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { ImportRefusedError, readImportSheet, type ImportLimits } from '../../services/records/sheet-import';
import { partsOf, paddedSheetXml, workbookOf, zipBombWorkbook, zipOf } from '../support/xlsx-files';

const MB = 1024 * 1024;
/** The module exceljs copies a sheet to a temporary file with (the same instance: Node's module cache). */
const tmp = createRequire(import.meta.url)('tmp') as { file: (...args: unknown[]) => unknown };
const HEADER = ['作品名称', '作者姓名'];

/** Reads `bytes` as an import, or the refusal it gets. */
async function read(bytes: Buffer, limits: Partial<ImportLimits> = {}) {
  return readImportSheet(Readable.from([bytes]), { field: 'filepath', limits });
}

async function refusal(bytes: Buffer, limits: Partial<ImportLimits> = {}): Promise<ImportRefusedError> {
  const err = await read(bytes, limits).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImportRefusedError);
  const refused = err as ImportRefusedError;
  expect(refused.status).toBe(400);
  expect(refused.vars.field).toBe('filepath');
  return refused;
}

describe('reading an imported workbook', () => {
  it('gives the first sheet’s header and its rows as text, numbered as the sheet numbers them', async () => {
    const sheet = await read(await workbookOf([HEADER, ['晨光', '李强'], ['夜班', 12345]]));
    expect(sheet.header.slice(1)).toEqual(HEADER);
    expect(sheet.rows.map((r) => [r.number, ...r.cells.slice(1)])).toEqual([
      [2, '晨光', '李强'],
      [3, '夜班', '12345'],
    ]);
  });

  it('reads a sheet of inline strings as a stream, never through a temporary file, even when refused at the row limit', async () => {
    const copies = vi.spyOn(tmp, 'file');
    try {
      const rows = Array.from(
        { length: 50 },
        (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>作品${i}</t></is></c></row>`,
      );
      const xml = paddedSheetXml(0)
        .toString()
        .replace('</sheetData>', `${rows.join('')}</sheetData>`);
      const parts = await partsOf(await workbookOf([HEADER, ['晨光', '李强']]));
      const inline = parts
        .filter((p) => p.name !== 'xl/sharedStrings.xml')
        .map((p) => (p.name === 'xl/worksheets/sheet1.xml' ? { ...p, data: Buffer.from(xml) } : p));
      expect((await read(zipOf(inline))).rows.map((r) => r.cells[1])).toEqual(rows.map((_, i) => `作品${i}`));
      expect((await refusal(zipOf(inline), { maxRows: 10 })).progress.rowsRead).toBe(11);
      expect(copies).not.toHaveBeenCalled();
    } finally {
      copies.mockRestore();
    }
  });

  it('reads a workbook whose sheet comes before its shared strings, as Excel writes it', async () => {
    const parts = await partsOf(await workbookOf([HEADER, ['晨光', '李强']]));
    const shared = parts.find((p) => p.name === 'xl/sharedStrings.xml');
    const reordered = [...parts.filter((p) => p !== shared), ...(shared ? [shared] : [])];
    const sheet = await read(zipOf(reordered));
    expect(sheet.rows[0]!.cells.slice(1)).toEqual(['晨光', '李强']);
  });
});

describe('a zip bomb', () => {
  it('whose sheet declares 100 MB unpacked is refused from its directory, before a byte is inflated', async () => {
    const bomb = await zipBombWorkbook(100);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const refused = await refusal(bomb);
    expect(refused.rule).toBe('maxUnpackedSize');
    expect(refused.progress).toEqual({ inflatedBytes: 0, rowsRead: 0 });
  });

  it('whose directory lies about its size is counted while it inflates and stopped by its ratio', async () => {
    const liar = await zipBombWorkbook(100, 4096);
    const refused = await refusal(liar);
    expect(refused.rule).toBe('maxCompressionRatio');
    // Stopped once it had unpacked 100 times its packed size (about 10 MB), never the whole 100 MB.
    expect(refused.progress.inflatedBytes).toBeGreaterThan(1 * MB);
    expect(refused.progress.inflatedBytes).toBeLessThan(12 * MB);
    expect(refused.progress.rowsRead).toBe(0);
  });

  it('whose directory lies about a part of plain ratio is stopped at the unpacked size limit', async () => {
    const parts = await partsOf(await workbookOf([HEADER, ['晨光', '李强']]));
    const text = Buffer.from(randomBytes(1536 * 1024).toString('hex'));
    const liar = parts.map((p) => (p.name === 'xl/worksheets/sheet1.xml' ? { ...p, data: text, declaredSize: 4096 } : p));
    const refused = await refusal(zipOf(liar), { maxEntryBytes: MB });
    expect(refused.rule).toBe('maxUnpackedSize');
    expect(refused.progress.inflatedBytes).toBeGreaterThan(MB);
    expect(refused.progress.inflatedBytes).toBeLessThan(MB + 64 * 1024);
  });

  it('is refused for its ratio even below the size limits', async () => {
    const refused = await refusal(await zipBombWorkbook(10));
    expect(refused.rule).toBe('maxCompressionRatio');
    expect(refused.progress.inflatedBytes).toBe(0);
  });

  it('of many parts is refused for their count, and for their sum', async () => {
    const parts = await partsOf(await workbookOf([HEADER, ['晨光', '李强']]));
    const padding = Array.from({ length: 300 }, (_, i) => ({ name: `xl/media/pad${i}.bin`, data: Buffer.from(String(i)) }));
    expect((await refusal(zipOf([...parts, ...padding]))).rule).toBe('maxEntries');
    const big = Array.from({ length: 3 }, (_, i) => ({ name: `xl/media/big${i}.bin`, data: randomBytes(60 * 1024) }));
    expect((await refusal(zipOf([...parts, ...big]), { maxTotalBytes: 150 * 1024 })).rule).toBe('maxTotalUnpackedSize');
  });
});

describe('a sheet of more rows than the limit', () => {
  it('is refused as soon as the row past the limit is read, not after the whole sheet', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`作品${i}`, '李强']);
    const refused = await refusal(await workbookOf([HEADER, ...rows]), { maxRows: 100 });
    expect(refused.rule).toBe('maxRows');
    expect(refused.progress.rowsRead).toBe(101);
    expect(refused.vars.limit).toBe('100');
  });

  it('is read when it holds exactly the limit', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => [`作品${i}`, '李强']);
    expect((await read(await workbookOf([HEADER, ...rows]), { maxRows: 100 })).rows).toHaveLength(100);
  });
});

describe('a file that is no workbook to import', () => {
  it('is refused when it is no zip, or a zip without a workbook', async () => {
    expect((await refusal(Buffer.from('not a zip at all'))).rule).toBe('xlsx');
    expect((await refusal(zipOf([{ name: 'a.txt', data: Buffer.from('a') }]))).rule).toBe('xlsx');
  });

  it('is refused when its sheet is no XML exceljs can read', async () => {
    const parts = await partsOf(await workbookOf([HEADER, ['晨光', '李强']]));
    const broken = parts.map((p) =>
      p.name === 'xl/worksheets/sheet1.xml' ? { ...p, data: Buffer.from('<worksheet><sheetData><row') } : p,
    );
    expect((await refusal(zipOf(broken))).rule).toMatch(/^(xlsx|rows)$/);
  });

  it('is refused when its first sheet has a header and no rows', async () => {
    expect((await refusal(await workbookOf([HEADER]))).rule).toBe('rows');
  });

  it('is refused past the file size limit without reading the rest', async () => {
    const refused = await refusal(await workbookOf([HEADER, ['晨光', '李强']]), { maxFileBytes: 1024 });
    expect(refused.rule).toBe('maxFileSize');
  });

  it('reads through a sheet padded with blanks within the limits, to find a header and no rows', async () => {
    const parts = await partsOf(await workbookOf([HEADER, ['晨光', '李强']]));
    const padded = parts.map((p) => (p.name === 'xl/worksheets/sheet1.xml' ? { ...p, data: paddedSheetXml(64 * 1024) } : p));
    expect((await refusal(zipOf(padded))).rule).toBe('rows');
  });
});
