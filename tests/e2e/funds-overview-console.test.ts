// finance1's page in the browser (工会经费拨缴情况, docs/forms/group-d.md "finance1"): the higher union
// opens it from its menu path, picks a union below it, sees that union's months of the year, and
// downloads the year's 拨缴情况表, which holds them.
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { fileApproved } from '../support';
import { downloadedSheetCells } from './downloaded-sheet';
import { loginAs, poll, startConsole, type ConsoleStack } from './identity-helpers';

let c: ConsoleStack;

/** The height on the page of the middle of an element, or of a cell's text. */
const middleOf = async (element: Locator) => {
  const box = (await element.boundingBox())!;
  return box.y + box.height / 2;
};
const textMiddleOf = (cell: Locator) =>
  cell.evaluate((td) => {
    const range = document.createRange();
    range.selectNodeContents(td);
    const box = range.getBoundingClientRect();
    return box.y + box.height / 2;
  });

beforeAll(async () => {
  c = await startConsole('funds-overview');
  const thisYear = new Date().getFullYear();
  await fileApproved(c.stack.db, {
    module: 'setup4',
    unionId: '1101',
    form: {
      ...modules.setup4!.example,
      accountName: '北京智联科技有限公司工会',
      files: {},
      payMode: '1',
      payrollMonthly: 180000000,
      dueMonthly: 3600000,
      startMonth: `${thisYear}-01-01`,
    },
  });
}, 240_000);
afterAll(async () => {
  await c?.close();
});

describe('the funds overview page (工会经费拨缴情况)', () => {
  it('lets the higher union pick a union below it, shows its months and exports them as the 拨缴情况表', async () => {
    const { page, context } = await loginAs(c, 'launion1');
    await page.goto(`${c.base}${modules.finance1!.route}`);
    await page.getByTestId('funds-overview').waitFor();
    await page.getByTestId('funds-union').selectOption('1101');
    const january = page.getByTestId(`funds-month-${new Date().getFullYear()}-01`);
    await poll(() => january.innerText()).toContain('36000.00');
    expect(await january.innerText()).toContain('税务代收');
    await c.shot(page, 'funds-months');
    // One line each: the pickers beside the export button, and a month's figures beside its button.
    expect(Math.abs((await middleOf(page.getByTestId('funds-export'))) - (await middleOf(page.getByTestId('funds-year'))))).toBeLessThan(2);
    expect(Math.abs((await middleOf(january.getByRole('button'))) - (await textMiddleOf(january.locator('td').nth(1))))).toBeLessThan(2);

    const cells = await downloadedSheetCells(page, page.getByTestId('funds-export'));
    expect(cells).toContain(`${new Date().getFullYear()}年度工会经费拨缴情况表`);
    expect(cells).toContain('编制单位：北京智联科技有限公司工会（盖章）');
    expect(cells).toContain('其中：补缴');
    await context.close();
  });
});
