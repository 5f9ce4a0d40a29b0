// First: registers the survey module before db/ reads the catalogue (see the file).
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSurveySet } from '../../catalogue/questionnaire';
import { DEMO_PASSWORD, startTestStack, type TestStack } from '../support';
import { consoleBuilt, launchChromium } from './browser';
import { CAPTCHA_CODE } from './identity-helpers';

const root = fileURLToPath(new URL('../..', import.meta.url));

let stack: TestStack;
let browser: Browser;
let base: string;
let page: Page;

beforeAll(async () => {
  await consoleBuilt(root);
  stack = await startTestStack({ webRoot: `${root}web/dist`, captchaCode: () => CAPTCHA_CODE, noWorker: true });
  base = await stack.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByTestId('login-account').fill('admin');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.locator('[data-testid="login-captcha-image"] img').waitFor();
  await page.getByTestId('login-captcha').fill(CAPTCHA_CODE);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const added = demoSurveySet.questions.length;

/** The survey set's versions (the demo tenant has other sets beside it). */
const surveyVersions = () =>
  stack.db
    .selectFrom('question_set_version')
    .innerJoin('question_set', 'question_set.id', 'question_set_version.set_id')
    .selectAll('question_set_version')
    .where('question_set.set_key', '=', 'survey')
    .execute();

describe('the questionnaire builder in the browser', () => {
  it('shows the seeded survey set, published and read-only', async () => {
    await page.goto(`${base}/system/questionnaire`);
    // The demo tenant has several sets (the survey, the bookroom, the funds audit): open the survey's.
    await page.locator('.bp6-menu-item-label', { hasText: /^survey$/ }).click();
    await expect.poll(() => page.getByTestId('question-0-title').inputValue()).toBe(demoSurveySet.questions[0]!.title);
    await expect.poll(() => page.getByTestId('version-status').innerText()).toBe('已发布');
    expect(await page.getByTestId('question-0-title').inputValue()).toBe(demoSurveySet.questions[0]!.title);
    expect(await page.getByTestId('question-0-title').getAttribute('readonly')).not.toBeNull();
  });

  it('starts version 2 as a draft, adds a scale question and publishes it', async () => {
    await page.getByTestId('new-version').click();
    await expect.poll(() => page.getByTestId('version-status').innerText()).toBe('草稿');
    await page.getByTestId('new-question-kind').selectOption('scale');
    await page.getByTestId('add-question').click();
    await page.getByTestId(`question-${added}-title`).fill('对职工书屋服务的满意度');
    await page.getByTestId('save-draft').click();
    await expect.poll(async () => (await surveyVersions()).length).toBe(2);
    await page.getByTestId('publish').click();
    await page.getByTestId('publish-confirm').waitFor();
    await page.locator('.bp6-alert-footer').getByRole('button', { name: '发布' }).click();
    await expect.poll(() => page.getByTestId('version-status').innerText()).toBe('已发布');
    const v2 = (await surveyVersions()).find((v) => v.version === 2)!;
    expect(v2.status).toBe('published');
    expect(v2.content.questions.at(-1)).toMatchObject({ kind: 'scale', title: '对职工书屋服务的满意度', min: 1, max: 5 });
  });

  it('refuses to publish a question without options, naming it on the page', async () => {
    await page.getByTestId('new-version').click();
    await expect.poll(() => page.getByTestId('version-status').innerText()).toBe('草稿');
    await page.getByTestId('new-question-kind').selectOption('single');
    await page.getByTestId('add-question').click();
    await page.getByTestId(`question-${added + 1}-title`).fill('没有选项的题目');
    await page.getByTestId('save-draft').click();
    await expect.poll(() => page.getByTestId(`question-${added + 1}`).innerText()).toContain('选项');
  });

  it('shows the results page of the newest published version with a card per question', async () => {
    await page.goto(`${base}/myunion/companys/survey/results`);
    await page.getByTestId('result-satisfaction').waitFor();
    expect(await page.getByTestId('record-count').innerText()).toBe('共0份');
    const cards = await page.locator('[data-testid^="result-"]').count();
    expect(cards).toBe(added + 1);
    expect(await page.getByTestId('bars-unionStatus').getByTestId('bar-count').count()).toBe(4);
  });
});
