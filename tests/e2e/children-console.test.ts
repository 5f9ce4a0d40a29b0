// The child table of a works activity (activityworks) in the browser: a corp begins its entry,
// adds works, sends one up and removes another with a reason, and sees the entry's partial
// progress; the higher union approves the work from its task list; the corp sees it approved.
// Then the corp imports works from a workbook (a broken row refused with its cell named), and the
// higher union follows the call's works across entries and exports the approved ones for the judges.
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { SAMPLE_PNG } from '../support';
import { downloadedSheetCells } from './downloaded-sheet';
import { signedInAs, poll, startConsole, type ConsoleStack } from './identity-helpers';

const entry = modules.activityworks!;
const work = entry.children!.example as Record<string, string>;
const PHOTO = '/activity/photography';

let c: ConsoleStack;
let entryId = '';
const works: Record<'kept' | 'removed', string> = { kept: '', removed: '' };

beforeAll(async () => {
  c = await startConsole('children-console');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

/** Picks `value` in a dictionary select once its options have arrived. */
async function pick(page: Page, name: string, value: string): Promise<void> {
  const select = page.getByTestId(`field-${name}`);
  await poll(() => select.locator(`option[value="${value}"]`).count()).toBe(1);
  await select.selectOption(value);
}

/** The last code texted to `phone` (the test stack keeps texts in its outbox). */
async function textedCode(phone: string): Promise<string> {
  let code = '';
  await poll(async () => {
    const sent = await c.stack.db
      .selectFrom('sms_outbox')
      .select('params')
      .where('phone', '=', phone)
      .orderBy('create_time', 'desc')
      .executeTakeFirst();
    code = sent?.params.code ?? '';
    return code;
  }).not.toBe('');
  return code;
}

/** Fills a work's form from the catalogue's example with its own title and author's mobile, confirms it with the texted code and submits it. */
async function addWork(page: Page, title: string, mobile: string): Promise<void> {
  await page.getByTestId('btn-add-work').click();
  await page.waitForURL(new RegExp(`${PHOTO}/apply\\?parentId=${entryId}`));
  await page.getByTestId('field-workTitle').fill(title);
  await pick(page, 'workGenre', work.workGenre!);
  await page.getByTestId('field-authorName').fill(work.authorName!);
  await pick(page, 'authorSex', work.authorSex!);
  await page.getByTestId('field-authorMobile').fill(mobile);
  await page.getByTestId('field-creationDate').fill(work.creationDate!);
  await page.getByTestId('field-workFile-original').setInputFiles({ name: `${title}.png`, mimeType: 'image/png', buffer: SAMPLE_PNG });
  await page.getByTestId('attachment-item').first().waitFor();
  await pick(page, 'originalityPledge', work.originalityPledge!);
  await page.getByTestId('work-sms-send').click();
  await page.getByTestId('work-sms-code').fill(await textedCode(mobile));
  await page.getByTestId('btn-submit').click();
  await page.waitForURL(new RegExp(`${PHOTO}/detail/${entryId}$`));
}

/** The id of the work row showing `title`. */
async function workRowId(page: Page, title: string): Promise<string> {
  const row = page.getByTestId('works-table').locator('tr[data-row-id]', { hasText: title });
  await row.waitFor();
  return (await row.getAttribute('data-row-id')) ?? '';
}

const workState = (page: Page, id: string) => page.getByTestId(`work-${id}`).getByTestId('record-state').getAttribute('data-state');
const count = (page: Page, state: string) => page.getByTestId(`count-${state}`).first().getAttribute('data-count');

describe('the child table of a works activity', () => {
  it('lets a corp begin its entry from the sign-up page', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    await page.goto(`${c.base}${PHOTO}/sign`);
    await page.getByTestId('begin-dialog').waitFor();
    expect(await page.getByTestId('field-activityId').inputValue()).toMatch(/^photography-\d{4}$/);
    await page.getByTestId('field-contactName').fill(String(entry.example.contactName));
    await page.getByTestId('field-contactMobile').fill(String(entry.example.contactMobile));
    await c.shot(page, 'begin-dialog');
    await page.getByTestId('btn-begin-confirm').click();
    await page.waitForURL(new RegExp(`${PHOTO}/detail/\\d+$`));
    entryId = page.url().split('/').pop()!;
    await page.getByTestId('works-table').waitFor();
    await context.close();
  }, 180_000);

  it('adds two works, sends one up with "submit chosen" and removes the other with a reason', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    await page.goto(`${c.base}${PHOTO}/detail/${entryId}`);
    await addWork(page, '车间里的晨光', '13900139001');
    await addWork(page, '夜班的灯', '13900139002');
    works.kept = await workRowId(page, '车间里的晨光');
    works.removed = await workRowId(page, '夜班的灯');
    await c.shot(page, 'two-works-added');

    // A work withdrawn before its reviewer acted is a draft again: chosen works go up in one batch.
    for (const id of [works.kept, works.removed]) {
      if ((await workState(page, id)) === 'in_review') await page.getByTestId(`work-${id}`).getByTestId('row-withdraw').click();
      await poll(() => workState(page, id)).toBe('draft');
    }
    await page.getByTestId(`work-${works.kept}`).getByTestId('row-select').check({ force: true });
    await page.getByTestId('btn-submit-chosen').click();
    await poll(() => workState(page, works.kept)).toBe('in_review');

    await page.getByTestId(`work-${works.removed}`).getByTestId('row-remove').click();
    await page.getByTestId('btn-remove-confirm').click();
    await page.getByTestId('remove-dialog').getByText('请填写删除原因').waitFor();
    await page.getByTestId('remove-reason').fill('作者撤回参赛');
    await page.getByTestId('btn-remove-confirm').click();
    await page.getByTestId('remove-dialog').waitFor({ state: 'detached' });
    await page.getByTestId(`work-${works.removed}`).waitFor({ state: 'detached' });
    await context.close();
  }, 180_000);

  it('shows the entry’s partial progress: one work in review, the removed one no longer counted', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    await page.goto(`${c.base}${PHOTO}/detail/${entryId}`);
    await poll(() => count(page, 'in_review')).toBe('1');
    expect(await count(page, 'total')).toBe('1');
    expect(await page.getByTestId('count-approved').count()).toBe(0);
    await page.goto(`${c.base}${PHOTO}`);
    const row = page.getByTestId(`row-${entryId}`);
    await row.waitFor();
    expect(await row.getByTestId('count-in_review').getAttribute('data-count')).toBe('1');
    await c.shot(page, 'entries-with-progress');
    await context.close();
  }, 180_000);

  it('lets the higher union approve the work from its task list', async () => {
    const { page, context } = await signedInAs(c, 'launion1');
    await page.goto(`${c.base}/work?tab=claim`);
    const claimRow = page.getByTestId(`row-${works.kept}`);
    await claimRow.waitFor();
    await claimRow.getByTestId('btn-claim').click();
    await claimRow.waitFor({ state: 'detached' });
    await page.goto(`${c.base}/work?tab=todo`);
    const todoRow = page.getByTestId(`row-${works.kept}`);
    await todoRow.waitFor();
    await todoRow.getByTestId('btn-handle').click();
    // The dialog shows the work's own fields, not its entry's.
    await poll(() => page.getByTestId('value-workTitle').innerText()).toBe('车间里的晨光');
    await page.getByTestId('task-comment').fill('构图完整,同意报送');
    await c.shot(page, 'launion-review');
    await page.getByTestId('btn-approve').click();
    await page.locator('.task-dialog').waitFor({ state: 'detached' });
    await context.close();
  }, 180_000);

  it('shows the corp the work approved in its child table, and its history in the work view', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    await page.goto(`${c.base}${PHOTO}/detail/${entryId}`);
    await poll(() => workState(page, works.kept)).toBe('approved');
    expect(await count(page, 'approved')).toBe('1');
    await c.shot(page, 'work-approved');
    await page.getByTestId(`work-${works.kept}`).getByTestId('row-view').click();
    await page.waitForURL(new RegExp(`${PHOTO}/view/${works.kept}$`));
    await poll(() => page.getByTestId('history-item').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('value-workTitle').innerText()).toBe('车间里的晨光');
    await context.close();
  }, 180_000);

  it('imports works from a workbook: a broken row is refused with its cell named, the fixed sheet adds drafts', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    await page.goto(`${c.base}${PHOTO}/detail/${entryId}`);
    await page.getByTestId(`work-${works.kept}`).waitFor();
    const rowsBefore = await page.getByTestId('works-table').locator('tr[data-row-id]').count();

    await page.getByTestId('btn-import').click();
    await page.getByTestId('import-dialog').waitFor();
    await page.getByTestId('import-file').setInputFiles(
      await workbook([
        ['晨练的队伍', '摄影·单幅', '李强', '男', '13900139011', ''],
        ['炉前的汗水', '摄影·组照', '赵敏', '女', '12345', '组照四幅'],
      ]),
    );
    await page.getByTestId('btn-import-confirm').click();
    const problem = page.locator('[data-testid="import-problem"][data-path="rows[3].authorMobile"]');
    await problem.waitFor();
    expect(await problem.innerText()).toContain('第3行 · 作者手机');
    await c.shot(page, 'import-refused');
    // One broken row imports nothing.
    expect(await page.getByTestId('works-table').locator('tr[data-row-id]').count()).toBe(rowsBefore);

    await page.getByTestId('import-file').setInputFiles(
      await workbook([
        ['晨练的队伍', '摄影·单幅', '李强', '男', '13900139011', ''],
        ['炉前的汗水', '摄影·组照', '赵敏', '女', '13900139012', '组照四幅'],
      ]),
    );
    await page.getByTestId('btn-import-confirm').click();
    await page.getByTestId('import-dialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('import-result').getAttribute('data-count')).toBe('2');
    for (const title of ['晨练的队伍', '炉前的汗水']) await poll(async () => workState(page, await workRowId(page, title))).toBe('draft');
    await poll(() => count(page, 'draft')).toBe('2');
    await c.shot(page, 'imported-drafts');
    await context.close();
  }, 180_000);

  it('shows the higher union the call’s works across entries and exports the approved ones for the judges', async () => {
    const { page, context } = await signedInAs(c, 'launion1');
    await page.goto(`${c.base}${PHOTO}`);
    await page.getByTestId('tab-works').click();
    const panel = page.getByTestId('all-works');
    // This year's call is named by default, as the corp's entry was begun.
    expect(await panel.getByTestId('filter-activityId').inputValue()).toMatch(/^photography-\d{4}$/);
    await poll(() => workState(page, works.kept)).toBe('approved');
    // The union's drafts (the imported works) stay with it: only the sent work shows.
    expect(await panel.locator('tr[data-row-id]').count()).toBe(1);
    await c.shot(page, 'launion-all-works');

    expect(await downloadedSheetCells(page, panel.getByTestId('btn-export-approved'))).toContain('车间里的晨光');
    await context.close();
  }, 180_000);
});

/** A workbook of works as a union fills it: the header names the work's fields by their labels. */
async function workbook(rows: string[][]): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('作品');
  sheet.addRow(['作品名称', '作品体裁', '作者姓名', '作者性别', '作者手机', '创作说明']);
  for (const row of rows) sheet.addRow(row);
  return {
    name: 'works.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  };
}
