// What a new user meets in the console's forms: prefilled fields from the union's data (and a note
// where the union lacks the value), dates with Blueprint's calendar and file boxes in the console's
// language instead of the browser's English controls, and one name for the works module on its card
// and its page, in Chinese and in English.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { giveUnionItsData, login, reviewThrough } from '../support';
import { signedInAs, poll, startConsole, type ConsoleStack } from './identity-helpers';

let c: ConsoleStack;

beforeAll(async () => {
  c = await startConsole('form-inputs-console');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

/** corp1 logged in, the console in `lang` (as the header's language button leaves it). */
async function corp1In(lang: 'zh' | 'en'): Promise<{ page: Page; context: BrowserContext }> {
  const session = await signedInAs(c, 'corp1');
  if (lang === 'en') {
    await session.page.evaluate(() =>
      localStorage.setItem('union-language', JSON.stringify({ dataType: 'string', content: 'en', datetime: Date.now() })),
    );
    await session.page.reload();
    await session.page.getByTestId('top-menu').waitFor();
  }
  return session;
}

const MONTH_ZH = /[一二三四五六七八九十]+月/;
const MONTH_EN = /January|February|March|April|May|June|July|August|September|October|November|December/;

describe('prefilled fields', () => {
  it('show the union’s name in organ3’s 工会原名称, read-only', async () => {
    const { page, context } = await corp1In('zh');
    await page.goto(`${c.base}${modules.organ3!.route}`);
    const oldName = page.getByTestId('field-oldName');
    await poll(() => oldName.inputValue()).toBe('北京智联科技有限公司工会');
    expect(await oldName.isDisabled()).toBe(true);
    await context.close();
  });

  it('say under a read-only one what the union lacks, and where it comes from', async () => {
    const { page, context } = await corp1In('zh');
    await page.goto(`${c.base}${modules.setup4!.route}`);
    const note = page.getByTestId('prefill-missing-uscc');
    await note.waitFor();
    expect(await note.innerText()).toContain('工会法人资格登记批准后取得');
    await c.shot(page, 'prefill-missing');
    await context.close();
  });
});

describe('setup4’s funds registration (docs/forms/group-b.md funds-two-percent, funds-own-account, registerFunds)', () => {
  it('shows the monthly due as 2 % of the payroll while it is typed, and starts the account’s holder as the union’s name', async () => {
    const { page, context } = await corp1In('zh');
    await page.goto(`${c.base}${modules.setup4!.route}`);
    await poll(() => page.getByTestId('field-accountName').inputValue()).toBe('北京智联科技有限公司工会');
    const due = page.getByTestId('field-dueMonthly');
    expect(await due.isDisabled()).toBe(true);
    await page.getByTestId('field-payrollMonthly').fill('123456.78');
    await poll(() => due.inputValue()).toBe('2469.14');
    await page.getByTestId('field-payrollMonthly').fill('');
    await poll(() => due.inputValue()).toBe('');
    await context.close();
  });

  it('approved, is shown on 工会信息 with its monthly due in yuan, and its change history names each field', async () => {
    // corp2's union gets its data (its 81… code fills the form) and its registration is approved through the API.
    await giveUnionItsData(c.stack, '1102');
    const applicant = await login(c.stack.app, 'corp2');
    const reviewers = await Promise.all(['launion1', 'federation', 'admin'].map((a) => login(c.stack.app, a)));
    const sent = await applicant.post('/api/blade-crop/crop/setup4/submit', {
      ...modules.setup4!.example,
      accountName: '北京云图软件有限公司工会',
      payrollMonthly: 12345678,
      dueMonthly: null,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await reviewThrough(reviewers, applicant, 'setup4', sent.body.data.id, sent.body.data.processInstanceId)).state).toBe(
      'approved',
    );
    const { page, context } = await signedInAs(c, 'corp2');
    await page.goto(`${c.base}/myunion/info`);
    await page.getByTestId('section-funds').waitFor();
    expect(await page.getByTestId('funds-accountName').innerText()).toBe('北京云图软件有限公司工会');
    expect(await page.getByTestId('funds-dueMonthly').innerText()).toMatch(/2,?469\.14/);
    // The change history names each field and shows the way of paying by its label, the due in 元: no key, no fen.
    const history = page.getByTestId('profile-history');
    expect(await history.getByTestId('history-change-payMode').first().innerText()).toBe('拨缴方式：— → 税务代收');
    expect(await history.getByTestId('history-change-dueMonthly').first().innerText()).toBe('月应拨缴经费：— → 2,469.14元');
    expect(await history.innerText()).not.toMatch(/payMode|dueMonthly|246914/);
    await c.shot(page, 'funds-registration');
    await context.close();
  });
});

describe('dates and files in the console’s language', () => {
  it('pick a date from a Chinese calendar and keep it as yyyy-MM-dd; no browser date or file control is left', async () => {
    const { page, context } = await corp1In('zh');
    await page.goto(`${c.base}${modules.organ3!.route}`);
    const date = page.getByTestId('field-changeDate');
    await date.click();
    const calendar = page.locator('.bp6-datepicker').first();
    await calendar.waitFor();
    await poll(() => calendar.innerText()).toMatch(MONTH_ZH);
    expect(await calendar.innerText()).not.toMatch(MONTH_EN);
    await c.shot(page, 'calendar-zh');
    await date.fill('2026-08-18');
    await date.press('Escape');
    expect(await date.inputValue()).toBe('2026-08-18');
    expect(await page.locator('input[type="date"]').count()).toBe(0);
    // Every file box is Blueprint's, its button worded in the console's language.
    const boxes = page.locator('input[type="file"]');
    expect(await boxes.count()).toBeGreaterThan(0);
    const buttons = await boxes.evaluateAll((inputs) =>
      inputs.map((i) => {
        const label = i.nextElementSibling;
        return label ? getComputedStyle(label, '::after').content : 'none';
      }),
    );
    expect(new Set(buttons)).toEqual(new Set(['"浏览"']));
    await context.close();
  });

  it('speak English in English mode', async () => {
    const { page, context } = await corp1In('en');
    await page.goto(`${c.base}${modules.organ3!.route}`);
    await page.getByTestId('field-changeDate').click();
    const calendar = page.locator('.bp6-datepicker').first();
    await poll(() => calendar.innerText()).toMatch(MONTH_EN);
    const button = await page
      .locator('input[type="file"]')
      .first()
      .evaluate((i) => getComputedStyle(i.nextElementSibling!, '::after').content);
    expect(button).toBe('"Browse"');
    await context.close();
  });
});

describe('the works module', () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`has one name on its home card and its page (${lang})`, async () => {
      const { page, context } = await corp1In(lang);
      const card = page.getByTestId('module-card-activityworks');
      const name = await card.locator('h4').innerText();
      expect(name).toBe(modules.activityworks!.title[lang]);
      await card.locator('a').first().click();
      await page.waitForURL((url) => url.pathname === modules.activityworks!.route);
      await poll(() => page.locator('.page-title').first().innerText()).toBe(name);
      await context.close();
    });
  }
});
