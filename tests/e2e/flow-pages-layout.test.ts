// The flow pages at the sizes issue 18 names: the model and deployment lists at 1440 px keep their
// row buttons in view, the designer on a 390 px phone stacks its panel under the canvas, auto-fit of
// a model of five or more nodes keeps its labels readable, a gateway's panel names it once, and the
// migration dialog of a model with one version says why it cannot migrate and what to do.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll, signedInAs, startConsole, type ConsoleStack } from './identity-helpers';

/** A stage title is 12 px: drawn at this zoom or more it stays at least 9.6 px, readable. */
const READABLE_ZOOM = 0.8;

let c: ConsoleStack;

beforeAll(async () => {
  c = await startConsole('flow-pages-layout');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

/** The administrator's fresh session `width` pixels wide, on `path`. */
async function adminAt(width: number, path: string) {
  const session = await signedInAs(c, 'admin', width);
  await session.page.goto(`${c.base}${path}`);
  return session;
}

/** For every row's button cell: whether it lies wholly inside the table's scroll box and the window, as shown (no scrolling). */
const actionCellsInView = (page: Page) =>
  page.locator('.data-table-scroll').evaluate((box) => {
    const frame = box.getBoundingClientRect();
    return [...box.querySelectorAll('td[data-col="actions"]')].map((cell) => {
      const r = cell.getBoundingClientRect();
      const buttons = [...cell.querySelectorAll('button, a')].map((b) => b.getBoundingClientRect());
      const right = Math.max(r.right, ...buttons.map((b) => b.right));
      return r.left >= frame.left - 1 && right <= frame.right + 1 && right <= window.innerWidth + 1;
    });
  });

/** The designer of the model `key`, opened from the model list. */
async function openDesigner(page: Page, key: string) {
  await page.getByTestId(`model-${key}`).getByTestId('row-design').click();
  await page.getByTestId('flow-designer').waitFor();
  await page.locator('.react-flow__node').first().waitFor();
}

/** The diagram's zoom, read from the transform React Flow puts on its viewport. */
const zoomOf = (page: Page) =>
  page.locator('.react-flow__viewport').evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).a);

describe('the flow lists at 1440 px', () => {
  for (const [title, path, rows] of [
    ['模型设计', '/flow/model', 'flow-models'],
    ['部署管理', '/flow/manager', 'flow-manager'],
  ] as const) {
    it(`show every row’s buttons of ${title} inside the table without scrolling`, async () => {
      const { page, context } = await adminAt(1440, path);
      await page.getByTestId(rows).locator('td[data-col="actions"]').first().waitFor();
      await c.shot(page, `1440-${rows}`);
      const cells = await actionCellsInView(page);
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.every(Boolean)).toBe(true);
      await context.close();
    });
  }
});

describe('the designer', () => {
  it('on a 390 px screen stacks the panel under the canvas and does not scroll sideways', async () => {
    const { page, context } = await adminAt(390, '/flow/model?modelKey=parent-only');
    await openDesigner(page, 'parent-only');
    await page.getByTestId('node-start').click();
    await page.getByTestId('node-editor').waitFor();
    await c.shot(page, '390-designer');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const canvas = await page.locator('.flow-diagram').boundingBox();
    const panel = await page.getByTestId('node-editor').boundingBox();
    expect(panel!.y).toBeGreaterThanOrEqual(canvas!.y + canvas!.height);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('fits a model of five or more nodes at a zoom whose labels stay readable', async () => {
    const { page, context } = await adminAt(1440, '/flow/model?modelKey=parent-only');
    await openDesigner(page, 'parent-only');
    // start, the parent union's stage and end, with three more stages: six nodes.
    for (let i = 0; i < 3; i += 1) {
      await page.getByTestId('node-start').click();
      await page.getByTestId('insert-stage').click();
    }
    await poll(() => page.locator('.react-flow__node').count()).toBeGreaterThanOrEqual(6);
    await page.getByTestId('node-end').waitFor();
    // The fit runs once the nodes changed: give it its moment, then read the zoom it left.
    await page.waitForTimeout(500);
    await c.shot(page, 'six-nodes-fitted');
    expect(await zoomOf(page)).toBeGreaterThanOrEqual(READABLE_ZOOM - 0.001);
    // The start is in view, where a reader begins.
    const start = await page.getByTestId('node-start').boundingBox();
    const canvas = await page.locator('.flow-diagram').boundingBox();
    expect(start!.x).toBeGreaterThanOrEqual(canvas!.x);
    await context.close();
  });

  it('names a gateway once in the title of its panel', async () => {
    const { page, context } = await adminAt(1440, '/flow/model?modelKey=parent-only');
    await openDesigner(page, 'parent-only');
    await page.getByTestId('node-start').click();
    await page.getByTestId('insert-parallel').click();
    const editor = page.getByTestId('node-editor');
    const gateway = (await editor.getAttribute('data-node'))!;
    expect(await page.getByTestId(`node-${gateway}`).count()).toBe(1);
    const title = await editor.locator('h5').innerText();
    await c.shot(page, 'gateway-panel');
    expect(title.trim()).toBe('并行网关');
    await context.close();
  });
});

describe('the migration dialog of a model deployed once', () => {
  it('says why there is no version to migrate to, and links to the model to deploy one', async () => {
    const { page, context } = await adminAt(1440, '/flow/manager?modelKey=federation-only');
    await page.getByTestId('version-federation-only-1').getByTestId('row-migrate').click();
    const dialog = page.getByTestId('migration-dialog');
    const why = dialog.getByTestId('migration-no-target');
    await why.waitFor();
    expect(await why.innerText()).toContain('只部署了第 1 版');
    expect(await dialog.getByTestId('btn-dry-run').isDisabled()).toBe(true);
    expect(await dialog.getByTestId('btn-dry-run').getAttribute('title')).toBe('没有可迁移到的版本');
    await c.shot(page, 'migration-no-target');
    await dialog.getByTestId('migration-to-designer').click();
    await page.waitForURL((url) => url.pathname === '/flow/model' && url.searchParams.get('modelKey') === 'federation-only');
    await page.getByTestId('model-federation-only').waitFor();
    await context.close();
  });
});
