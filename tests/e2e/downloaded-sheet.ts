import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Clicks `button`, waits for the .xlsx it downloads, and answers the text of every cell of every sheet. */
export async function downloadedSheetCells(page: Page, button: Locator): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const cells: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))));
  return cells;
}
