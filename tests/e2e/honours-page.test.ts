// 荣誉成果 in the browser (spec /honor/achieve): the approval of honor1's application for a person
// grants the honour; the federation finds it under 荣誉 › 荣誉成果, the filters narrow the list to it
// or away from it, and 导出 downloads the ledger (.xlsx) that holds it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { login, reviewThrough, withRequiredUploads } from '../support';
import { downloadedSheetCells } from './downloaded-sheet';
import { signedInAs, poll, startConsole, type ConsoleStack } from './identity-helpers';

const entry = modules.honor1!;
const person = entry.categoryCalls!.find((c) => c.value === 'person')!;
const BASE = '/api/blade-crop/crop/honor1';

let c: ConsoleStack;
let recordId: string;

beforeAll(async () => {
  c = await startConsole('honours-page');
  const [corp1, launion1, federation] = await Promise.all(['corp1', 'launion1', 'federation'].map((a) => login(c.stack.app, a)));
  const ready = await withRequiredUploads(c.stack.app, corp1!, entry, person.example);
  const sent = await corp1!.post(`${BASE}/${person.submit}`, { ...ready.form, id: ready.id });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  recordId = sent.body.data.id;
  const row = await reviewThrough([launion1!, federation!], corp1!, entry.key, recordId, sent.body.data.processInstanceId);
  expect(row.state).toBe('approved');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

describe('the honours page (荣誉成果)', () => {
  it('shows the federation the honour an approval granted, narrows it by the filters, and exports it in the ledger', async () => {
    const { page, context } = await signedInAs(c, 'federation');
    await page.getByTestId('menu-honor').click();
    await page.getByTestId('section-item-honor2').getByRole('link').click();
    await page.waitForURL(/\/honor\/achieve$/);
    const table = page.locator('table.data-table-grid[aria-busy="false"]');
    const row = table.locator('tbody tr').filter({ hasText: '陈静' });
    await poll(() => row.innerText()).toContain('110108********3025');
    const text = await row.innerText();
    for (const cell of ['优秀工会工作者', '区县级', '区总工会', '北京智联科技有限公司工会', '工会荣誉申报']) expect(text).toContain(cell);
    expect(await row.getByTestId('honour-source').getAttribute('href')).toBe(`/crop/honor1/detail/${recordId}`);
    await c.shot(page, 'honours');

    // Another level has no such honour; its own level and its holder's name find it again.
    await page.getByTestId('search-level').selectOption('1');
    await poll(() => table.locator('tbody').innerText()).toContain('暂无数据');
    await page.getByTestId('search-level').selectOption('4');
    await page.getByTestId('search-holderName').fill('陈静');
    await page.getByTestId('btn-search').click();
    await poll(() => row.count()).toBe(1);
    expect(page.url()).toMatch(/level=4/);
    // Collectives are listed apart: she is not among them.
    await page.getByRole('radio', { name: '集体' }).click();
    await poll(() => table.locator('tbody').innerText()).toContain('暂无数据');
    await page.getByRole('radio', { name: '个人' }).click();
    await poll(() => row.count()).toBe(1);

    const cells = await downloadedSheetCells(page, page.getByTestId('btn-export'));
    expect(cells).toContain('荣誉成果台账（个人）');
    expect(cells).toContain('陈静');
    expect(cells).toContain('110108********3025');
    expect(cells).toContain('优秀工会工作者');
    await context.close();
  });
});
