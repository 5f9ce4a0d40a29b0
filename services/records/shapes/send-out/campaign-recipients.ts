import type { Readable } from 'node:stream';
import { isMobile, type Lang } from '../../../../catalogue';
import { message } from '../../../platform/core';
import { readImportSheet, SheetProblems } from '../../sheet-import';
import { MAX_ADDRESSEES } from './campaign-send';

/** The header of the numbers' column; the first column where no cell of the header row says it. */
const MOBILE_HEADER = '手机号';

/**
 * campaign/recipients: the mobiles of an uploaded .xlsx for the send dialog, read by `readImportSheet`
 * and stored nowhere. All or nothing: a row whose cell is no mobile is named (sheet row and column)
 * and the whole list refused (400); otherwise the numbers, duplicates dropped. At most 2000 rows.
 */
export async function readRecipients(source: Readable, lang: Lang) {
  const sheet = await readImportSheet(source, { field: 'file', limits: { maxRows: MAX_ADDRESSEES } });
  const named = sheet.header.indexOf(MOBILE_HEADER);
  const column = named > 0 ? named : 1;
  const columnName = named > 0 ? MOBILE_HEADER : sheet.header[1] || 'A';
  const rows = [
    // Without a header, the first row is a number of the list.
    ...(named > 0 || !isMobile(sheet.header[1] ?? '') ? [] : [{ number: sheet.headerRow, cells: sheet.header }]),
    ...sheet.rows,
  ];
  const problems = new SheetProblems();
  const mobiles: string[] = [];
  for (const row of rows) {
    const value = (row.cells[column] ?? '').replace(/[\s-]/g, '');
    if (value === '') continue;
    if (!isMobile(value)) {
      problems.add({
        field: 'mobiles',
        row: row.number,
        column: columnName,
        rule: 'mobile',
        message: message('linesImportCell', lang, {
          row: String(row.number),
          column: columnName,
          problem: message('campaignNotMobile', lang, { value: value.slice(0, 20) }),
        }),
      });
      continue;
    }
    mobiles.push(value);
  }
  problems.refuseIfAny('recipientsInvalid');
  const unique = [...new Set(mobiles)];
  return { mobiles: unique, rows: mobiles.length, duplicates: mobiles.length - unique.length };
}
