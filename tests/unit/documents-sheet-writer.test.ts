// The one sheet writer: text that a spreadsheet could take for a formula is written inert (OWASP).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { inertCell, openSheet } from '../../services/records/documents';

const SERVICES = resolve(__dirname, '../../services');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The first sheet of `bytes`, as rows of values. */
async function readBack(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('a sheet cell', () => {
  it.each(['=1+1', '+1+1', '-1+1', '@SUM(A1:A2)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")'])(
    'holding %j gets a leading quote',
    (text) => {
      expect(inertCell(text)).toBe(`'${text}`);
    },
  );

  it('keeps numbers the portal writes as numbers, negative ones too', () => {
    expect(inertCell(-12.5)).toBe(-12.5);
    expect(inertCell(0)).toBe(0);
  });

  it('leaves other text and empty cells as they are', () => {
    expect(inertCell('车间里的晨光')).toBe('车间里的晨光');
    expect(inertCell('a=1')).toBe('a=1');
    expect(inertCell('')).toBe('');
    expect(inertCell(null)).toBeNull();
    expect(inertCell(undefined)).toBeNull();
  });
});

describe('a sheet written by openSheet', () => {
  it('reads back with formula-like text as quoted text and numbers as numbers', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const sheet = await openSheet(out, { title: 'a/b:c', widths: [10, 10, 10] });
    sheet.row(['=1+1', '@cmd', '-2'], { bold: true });
    sheet.row([42, -3, 'plain']);
    await sheet.finish();
    expect(await readBack(Buffer.concat(chunks))).toEqual([
      ["'=1+1", "'@cmd", "'-2"],
      [42, -3, 'plain'],
    ]);
  });

  it('is the only exceljs writer in services/: no other file opens a workbook to write', () => {
    const writers = tsFiles(SERVICES)
      .filter((file) => /WorkbookWriter|new\s+ExcelJS\.Workbook\b|\.xlsx\.write/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SERVICES, file));
    expect(writers).toEqual(['records/documents/sheet-writer.ts']);
  });
});
