// A notice published without review (activity, publishOnly) in the browser, on the module's own
// pages (spec section 2: /activity/index/{cate?}, /activity/detail/{id}): launion1 publishes an
// activity from the list's 发布 button and corp1, a union below it, finds it through the 工会活动
// menu; the category route lists one category; launion1 revises its title (修改, 重新发布) and corp1
// reads the new title and the revision in the history; launion1 withdraws it (撤回) with a reason,
// its tag then reads 已撤回, and corp1 no longer finds it.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { signedInAs, poll, startConsole, type ConsoleStack } from './identity-helpers';

const example = modules.activity!.example as Record<string, unknown>;
const range = (name: string) => example[name] as { start: string; end: string };
const LIST = '/activity/index';
const DETAIL = '/activity/detail';
const FORM = '/crop/activity/form';
const TITLE = '2026年街道职工迎新春健步走活动';
const REVISED = '2026年街道职工迎新春健步走活动(改期)';
const REASON = '活动因天气原因取消';

let c: ConsoleStack;
let id = '';

beforeAll(async () => {
  c = await startConsole('publish-only-console');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

/** The list row of the notice at `path` (none when the list lacks it), once the list has arrived. */
async function listRow(page: Page, path = LIST) {
  await page.goto(`${c.base}${path}`);
  return arrivedRow(page);
}

/** The notice's row of the list on the page, once the list has arrived. */
async function arrivedRow(page: Page) {
  await page.locator('table.data-table-grid[aria-busy="false"]').waitFor();
  return page.getByTestId(`row-${id}`);
}

/** The text of the first state tag on the page, once it reads a state. */
const stateText = (page: Page) => page.getByTestId('record-state').first().textContent();

/** Which of the buttons `testIds` stand in `scope`. */
async function buttonsIn(scope: Locator | Page, testIds: string[]): Promise<string[]> {
  const counts = await Promise.all(testIds.map((testId) => scope.getByTestId(testId).count()));
  return testIds.filter((_, i) => counts[i]! > 0);
}

/** The history's rows of `type` on the open detail page. */
const historyRows = (page: Page, type: string) => page.getByTestId('history-timeline').locator(`[data-type="${type}"]`);

describe('a notice a higher union publishes without review, in the console', () => {
  it('lets launion1 publish an activity from the 发布 button of its list, published at once', async () => {
    const { page, context } = await signedInAs(c, 'launion1');
    await page.goto(`${c.base}${LIST}`);
    const publish = page.getByTestId('btn-new');
    expect(await publish.textContent()).toBe('发布');
    await publish.click();
    await page.waitForURL(new RegExp(`${FORM}$`));
    await page.getByTestId('field-title').fill(TITLE);
    await page.getByTestId('field-category').fill(String(example.category));
    await page.getByTestId('field-activityTime-start').fill(range('activityTime').start);
    await page.getByTestId('field-activityTime-end').fill(range('activityTime').end);
    await page.getByTestId('field-venue').fill(String(example.venue));
    const organiser = page.getByTestId('field-organiser');
    await poll(() => organiser.locator(`option[value="${String(example.organiser)}"]`).count()).toBe(1);
    await organiser.selectOption(String(example.organiser));
    await page.getByTestId('field-audience').fill(String(example.audience));
    await page.getByTestId('field-signUpWindow-start').fill(range('signUpWindow').start);
    await page.getByTestId('field-signUpWindow-end').fill(range('signUpWindow').end);
    await page.getByTestId('field-placesPerUnion').fill(String(example.placesPerUnion));
    await page.getByTestId('field-content').fill(String(example.content));
    await page.getByTestId('btn-submit').click();
    await page.waitForURL(new RegExp(`${DETAIL}/\\d+$`));
    id = /detail\/(\d+)$/.exec(page.url())![1]!;
    await poll(() => page.getByTestId('record-state').first().getAttribute('data-state')).toBe('approved');
    expect(await stateText(page)).toBe('已发布');
    // The publisher may revise and withdraw it: the buttons of its `actions`.
    await page.getByTestId('btn-edit').waitFor();
    expect(await page.getByTestId('btn-edit').textContent()).toBe('修改');
    await page.getByTestId('btn-revoke').waitFor();
    await poll(() => historyRows(page, 'submitted').getByTestId('history-type').textContent()).toBe('发布');
    await c.shot(page, 'published');
    await context.close();
  }, 180_000);

  it('brings corp1 from the 工会活动 menu to the list with the published notice, and no buttons of the publisher', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    await page.getByTestId('menu-activity').click();
    await page.waitForURL((url) => url.pathname === LIST);
    const row = await arrivedRow(page);
    await row.getByText(TITLE).waitFor();
    expect(await row.getByTestId('record-state').textContent()).toBe('已发布');
    expect(await buttonsIn(row, ['row-view', 'row-edit', 'row-revoke'])).toEqual(['row-view']);
    // A reader publishes nothing.
    expect(await buttonsIn(page, ['btn-new', 'btn-delete'])).toEqual([]);
    await c.shot(page, 'reader-list');
    await context.close();
  }, 180_000);

  it('opens the notice for corp1 at /activity/detail/<id>, with nothing for it to do', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    await (await listRow(page)).getByTestId('row-view').click();
    await page.waitForURL(new RegExp(`${DETAIL}/${id}$`));
    await page.getByRole('heading', { name: TITLE }).waitFor();
    expect(await page.getByTestId('record-summary').getByTestId('record-state').textContent()).toBe('已发布');
    await historyRows(page, 'submitted').waitFor();
    expect(await buttonsIn(page, ['btn-edit', 'btn-revoke'])).toEqual([]);
    await context.close();
  }, 180_000);

  it('lists the notice under its own category and not under another', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    const own = await listRow(page, `${LIST}/${encodeURIComponent(String(example.category))}`);
    await own.getByText(TITLE).waitFor();
    await c.shot(page, 'category-list');
    expect(await (await listRow(page, `${LIST}/${encodeURIComponent('书法')}`)).count()).toBe(0);
    await context.close();
  }, 180_000);

  it('lets launion1 revise the title from its list: the form comes filled in and 重新发布 sends it', async () => {
    const { page, context } = await signedInAs(c, 'launion1');
    const row = await listRow(page);
    await row.getByTestId('row-edit').click();
    await page.waitForURL(new RegExp(`${FORM}/${id}$`));
    const title = page.getByTestId('field-title');
    await poll(() => title.inputValue()).toBe(TITLE);
    expect(await page.getByTestId('field-venue').inputValue()).toBe(String(example.venue));
    const republish = page.getByTestId('btn-submit');
    expect(await republish.textContent()).toBe('重新发布');
    await title.fill(REVISED);
    await c.shot(page, 'revise-form');
    await republish.click();
    await page.waitForURL(new RegExp(`${DETAIL}/${id}$`));
    await page.getByRole('heading', { name: REVISED }).waitFor();
    await poll(() => page.getByTestId('record-state').first().getAttribute('data-state')).toBe('approved');
    await context.close();
  }, 180_000);

  it('shows corp1 the new title and the revision in the history', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    const row = await listRow(page);
    await row.getByText(REVISED).waitFor();
    await row.getByTestId('row-view').click();
    await page.waitForURL(new RegExp(`${DETAIL}/${id}$`));
    const revision = historyRows(page, 'published.revised');
    await revision.waitFor();
    expect(await revision.getByTestId('history-type').textContent()).toBe('重新发布');
    // The revision carries the content as republished.
    await revision.getByTestId('history-toggle-form').click();
    await revision.getByText(REVISED).waitFor();
    // The approval recorded with the publication is not a second row.
    expect(await historyRows(page, 'approved').count()).toBe(0);
    await c.shot(page, 'reader-history');
    await context.close();
  }, 180_000);

  it('lets launion1 withdraw the notice with a reason, kept in the history', async () => {
    const { page, context } = await signedInAs(c, 'launion1');
    await page.goto(`${c.base}${DETAIL}/${id}`);
    await page.getByTestId('btn-revoke').click();
    await page.getByTestId('btn-revoke-confirm').click();
    await page.getByTestId('revoke-dialog').getByText('请填写撤回原因').waitFor();
    await page.getByTestId('revoke-reason').fill(REASON);
    await page.getByTestId('btn-revoke-confirm').click();
    await page.getByTestId('revoke-dialog').waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('record-state').first().getAttribute('data-state')).toBe('cancelled');
    expect(await stateText(page)).toBe('已撤回');
    const revoked = historyRows(page, 'cancelled');
    await revoked.waitFor();
    expect(await revoked.getByTestId('history-type').textContent()).toBe('撤回发布');
    expect(await revoked.getByTestId('history-comment').textContent()).toBe(REASON);
    // Nothing is left to do on a withdrawn notice.
    expect(await buttonsIn(page, ['btn-edit', 'btn-revoke'])).toEqual([]);
    await c.shot(page, 'revoked');
    // Its publisher's list shows it withdrawn.
    expect(await (await listRow(page)).getByTestId('record-state').textContent()).toBe('已撤回');
    await context.close();
  }, 180_000);

  it('no longer shows corp1 the withdrawn notice', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    expect(await (await listRow(page)).count()).toBe(0);
    await page.goto(`${c.base}${DETAIL}/${id}`);
    await page.getByText('没有这条记录').or(page.getByTestId('record-summary')).first().waitFor();
    expect(await page.getByTestId('record-summary').count()).toBe(0);
    await context.close();
  }, 180_000);
});
