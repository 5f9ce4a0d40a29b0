import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { login } from '../support';
import { poll, signedInAs, startConsole, type ConsoleStack } from './identity-helpers';

let c: ConsoleStack;

beforeAll(async () => {
  c = await startConsole('layout');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

/** A fresh browser session `width` pixels wide, logged in as `account` and on the home page. */
const loginAt = (width: number, account: string) => signedInAs(c, account, width);

/** How far the page itself scrolls sideways: nothing may stick out of the viewport. */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The first table's scroll box: how much wider its content is, and whether it scrolls. */
const tableBox = (page: Page) =>
  page
    .locator('.data-table-scroll')
    .first()
    .evaluate((el) => {
      const before = el.scrollLeft;
      el.scrollLeft = 40;
      const moved = el.scrollLeft !== before;
      el.scrollLeft = before;
      return { extra: el.scrollWidth - el.clientWidth, scrolls: moved, overflowX: getComputedStyle(el).overflowX };
    });

/** The header's height, and whether any two of its items overlap. */
const headerShape = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('.app-header')!.getBoundingClientRect();
    const items = [...document.querySelectorAll('.app-brand, .app-header-actions > *')]
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    const overlap = items.some((a, i) =>
      items.some((b, j) => j > i && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1),
    );
    const outside = items.some((r) => r.right > window.innerWidth + 1 || r.left < -1 || r.bottom > header.bottom + 1);
    return { height: header.height, overlap, outside };
  });

describe('the layout at 1440 px', () => {
  it('shows the widest table inside the page, scrolling in its own box when it must', async () => {
    const { page, context } = await loginAt(1440, 'admin');
    await page.goto(`${c.base}/system/user`);
    await page.getByTestId('table-pager').waitFor();
    await c.shot(page, '1440-users');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    const box = await tableBox(page);
    expect(['auto', 'scroll']).toContain(box.overflowX);
    if (box.extra > 0) expect(box.scrolls).toBe(true);
    // The content uses the width it has: not a column of 1200 px in a 1440 px window.
    const main = await page.locator('.app-main').evaluate((el) => el.getBoundingClientRect().width);
    expect(main).toBeGreaterThan(1300);
    const shape = await headerShape(page);
    expect(shape.overlap).toBe(false);
    expect(shape.outside).toBe(false);
    expect(shape.height).toBeLessThanOrEqual(90);
    await context.close();
  });

  it('keeps the module list and the task list inside the page', async () => {
    const { page, context } = await loginAt(1440, 'launion1');
    for (const path of ['/crop/setup1', '/work']) {
      await page.goto(`${c.base}${path}`);
      await page.getByTestId('table-pager').first().waitFor();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    }
    await c.shot(page, '1440-tasks');
    await context.close();
  });
});

describe('the layout at 390 px', () => {
  it('collapses the header without overlap, keeps the menu reachable and the page from scrolling sideways', async () => {
    const { page, context } = await loginAt(390, 'corp1');
    await c.shot(page, '390-home');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    const shape = await headerShape(page);
    expect(shape.overlap).toBe(false);
    expect(shape.outside).toBe(false);
    expect(shape.height).toBeLessThanOrEqual(130);
    // The last entry of the top menu can be reached and opened.
    const last = page.getByTestId('top-menu').locator('[data-testid^="menu-"]').last();
    await last.click();
    await poll(() => page.evaluate(() => location.pathname)).not.toBe('/');
    await page.getByTestId('btn-logout').waitFor();
    await context.close();
  });

  it('scrolls a wide table inside its own box', async () => {
    const { page, context } = await loginAt(390, 'corp1');
    await page.goto(`${c.base}/crop/setup1`);
    await page.getByTestId('table-pager').waitFor();
    await c.shot(page, '390-list');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    const box = await tableBox(page);
    expect(box.extra).toBeGreaterThan(0);
    expect(box.scrolls).toBe(true);
    await context.close();
  });

  it('lays a form out in one column', async () => {
    const { page, context } = await loginAt(390, 'corp1');
    await page.goto(`${c.base}/setup/setup1/form`);
    await page.getByTestId('record-form').waitFor();
    await c.shot(page, '390-form');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    const lefts = await page
      .getByTestId('record-form')
      .locator('.form-grid')
      .first()
      .evaluate((grid) => [...grid.children].map((el) => Math.round(el.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    await context.close();
  });
});

/**
 * Leaves the setup form with unsaved work by `leave`: asked, “stay” keeps the page and what was typed
 * (the address bar too); asked again, “leave” goes to the home page.
 */
async function stayThenLeave(page: Page, leave: () => Promise<unknown>, shot?: string): Promise<void> {
  await leave();
  await page.getByTestId('leave-confirm').waitFor();
  if (shot) await c.shot(page, shot);
  expect(new URL(page.url()).pathname).toBe('/setup/setup1/form');
  await page.getByTestId('leave-stay').click();
  await page.getByTestId('leave-confirm').waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/setup/setup1/form');
  expect(await page.getByTestId('field-enterpriseName').inputValue()).toBe('未保存的企业');
  await leave();
  await page.getByTestId('leave-go').click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('leaving a form with unsaved changes', () => {
  it('asks before an in-app navigation, stays on “stay” and leaves on “leave”', async () => {
    const { page, context } = await loginAt(1440, 'corp1');
    await page.goto(`${c.base}/setup/setup1/form`);
    await page.getByTestId('field-enterpriseName').fill('未保存的企业');
    await stayThenLeave(page, () => page.getByTestId('menu-home').click(), 'leave-confirm');
    await context.close();
  });

  it("asks before the browser's back or forward button leaves, undoing the move until “leave”", async () => {
    const { page, context } = await loginAt(1440, 'corp1');
    await page.goto(`${c.base}/setup/setup1/form`);
    await page.getByTestId('record-form').waitFor();
    await page.getByTestId('menu-home').click();
    await page.waitForURL((url) => url.pathname === '/');
    // Back to the form (in the page, no reload), some unsaved work, then forward to the home page.
    await page.goBack();
    await page.getByTestId('field-enterpriseName').fill('未保存的企业');
    await stayThenLeave(page, () => page.goForward());
    await context.close();
  });

  it('does not ask when nothing was changed', async () => {
    const { page, context } = await loginAt(1440, 'corp1');
    await page.goto(`${c.base}/setup/setup1/form`);
    await page.getByTestId('record-form').waitFor();
    await page.getByTestId('menu-home').click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByTestId('leave-confirm').count()).toBe(0);
    await context.close();
  });

  it('asks the browser to confirm closing or reloading the tab', async () => {
    const { page, context } = await loginAt(1440, 'corp1');
    await page.goto(`${c.base}/setup/setup1/form`);
    await page.getByTestId('field-enterpriseName').fill('未保存的企业');
    let asked = '';
    page.on('dialog', (dialog) => {
      asked = dialog.type();
      void dialog.accept();
    });
    await page.close({ runBeforeUnload: true });
    await poll(() => asked).toBe('beforeunload');
    await context.close();
  });
});

describe('English mode', () => {
  it('shows the history’s events and stages in English as soon as the language is switched', async () => {
    const corp1 = await login(c.stack.app, 'corp1');
    const answer = await corp1.post('/api/blade-crop/crop/setup1/submit', modules.setup1!.example);
    expect(answer.status).toBe(200);
    const { page, context } = await loginAt(1440, 'corp1');
    await page.goto(`${c.base}/crop/setup1/detail/${answer.body.data.id as string}`);
    const timeline = page.getByTestId('history-timeline');
    await poll(() => timeline.innerText()).toContain('上级工会审核');
    await page.getByTitle('English').click();
    await poll(() => timeline.innerText()).toContain('Parent union review');
    expect(await timeline.innerText()).not.toContain('上级工会审核');
    await c.shot(page, 'history-in-english');
    await context.close();
  });
});
