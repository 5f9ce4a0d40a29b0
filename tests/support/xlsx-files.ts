// Workbooks for import tests: real ones written by exceljs, and hostile ones built part by part
// (zip bombs, directories that lie): each part deflated here, its headers declaring what the test says.
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { writeZip } from '../../services/records/sheet-import';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One file of a zip; `declaredSize` makes its headers claim another unpacked size than the truth. */
export interface ZipPart {
  name: string;
  data: Buffer;
  declaredSize?: number;
}

/** A zip of `parts`, deflated, with the sizes each part declares (true unless told otherwise). */
export function zipOf(parts: ZipPart[]): Buffer {
  return writeZip(
    parts.map((p) => ({
      name: p.name,
      method: 8,
      crc32: crc32(p.data),
      packed: deflateRawSync(p.data, { level: 9 }),
      size: p.declaredSize ?? p.data.length,
    })),
  );
}

/** An .xlsx of one sheet holding `rows` (the first is the header), as exceljs writes it. */
export async function workbookOf(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('作品');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet of an .xlsx an answer carries, as rows of cell texts (empty cells left out): to read an export back. */
export async function sheetTexts(xlsx: ArrayBuffer | Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).filter((v) => v !== undefined && v !== null).map(String)));
  return rows;
}

/** The parts of an .xlsx, in its own order, to rebuild it with `zipOf`. */
export async function partsOf(xlsx: Buffer): Promise<ZipPart[]> {
  const zip = await JSZip.loadAsync(xlsx);
  const files = Object.values(zip.files).filter((f) => !f.dir);
  return Promise.all(files.map(async (f) => ({ name: f.name, data: await f.async('nodebuffer') })));
}

/** A worksheet whose XML unpacks to about `bytes`: one header row, then blanks the parser must wade through. */
export function paddedSheetXml(bytes: number): Buffer {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      '<row r="1"><c r="A1" t="inlineStr"><is><t>作品名称</t></is></c></row>',
  );
  const tail = Buffer.from('</sheetData></worksheet>');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length - tail.length), 0x20), tail]);
}

/**
 * A workbook of about `packedKb` KB whose first sheet unpacks to `unpackedMb` MB (the bomb:
 * 106 KB to 100 MB), its directory declaring the truth, or `declaredSize` when given.
 */
export async function zipBombWorkbook(unpackedMb: number, declaredSize?: number): Promise<Buffer> {
  const parts = await partsOf(await workbookOf([['作品名称'], ['晨光']]));
  return zipOf(
    parts.map((p) =>
      p.name === 'xl/worksheets/sheet1.xml'
        ? { name: p.name, data: paddedSheetXml(unpackedMb * 1024 * 1024), ...(declaredSize === undefined ? {} : { declaredSize }) }
        : p,
    ),
  );
}
