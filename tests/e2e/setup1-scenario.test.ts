import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { DEMO_PASSWORD, startTestStack, type TestStack } from '../support';
import { consoleBuilt, launchChromium, reaches, screenshot, watchRefusals } from './browser';
import { fillFields } from './form-driver';
import { CAPTCHA_CODE } from './identity-helpers';

const root = fileURLToPath(new URL('../..', import.meta.url));
const form = modules.setup1!.example as Record<string, string | number | string[]>;

let stack: TestStack;
let browser: Browser;
let base: string;

beforeAll(async () => {
  await consoleBuilt(root);
  // The browser cannot read the captcha image: the stack draws a known code.
  stack = await startTestStack({ webRoot: `${root}web/dist`, captchaCode: () => CAPTCHA_CODE });
  const address = await stack.app.listen({ port: 0, host: '127.0.0.1' });
  base = address;
  browser = await launchChromium();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** A fresh browser session logged in as `account`. */
async function loginAs(account: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  watchRefusals(page);
  await page.goto(`${base}/login`);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.locator('[data-testid="login-captcha-image"] img').waitFor();
  await page.getByTestId('login-captcha').fill(CAPTCHA_CODE);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return { page, context };
}

/** Fills the form from `values` through its inputs, kind by kind (the attachments are uploaded by the test). */
async function fillForm(page: Page, values: Record<string, string | number | string[]>): Promise<void> {
  await fillFields(
    page,
    modules.setup1!.fields.filter((f) => f.kind !== 'attachments'),
    values,
  );
}

async function stateOf(page: Page): Promise<string | null> {
  return page.getByTestId('record-state').first().getAttribute('data-state');
}

async function openTaskRow(page: Page, tab: 'claim' | 'todo', recordId: string) {
  await page.goto(`${base}/work?tab=${tab}`);
  const row = page.getByTestId(`row-${recordId}`);
  await row.waitFor();
  return row;
}

async function review(account: string, recordId: string, decision: 'approve' | 'return', comment: string): Promise<void> {
  const { page, context } = await loginAs(account);
  const claimRow = await openTaskRow(page, 'claim', recordId);
  await screenshot(page, `${account}-claim-list`);
  await claimRow.getByTestId('btn-claim').click();
  // The claim is done when the task leaves the claim list.
  await claimRow.waitFor({ state: 'detached' });
  const todoRow = await openTaskRow(page, 'todo', recordId);
  await todoRow.getByTestId('btn-handle').click();
  await page.getByTestId('task-comment').fill(comment);
  await screenshot(page, `${account}-review-dialog`);
  await page.getByTestId(decision === 'approve' ? 'btn-approve' : 'btn-return').click();
  await page.locator('.task-dialog').waitFor({ state: 'detached' });
  await context.close();
}

describe('the set-up request in the browser', () => {
  let recordId = '';

  it('lets a corp save a draft, come back later, edit and submit it', async () => {
    const { page, context } = await loginAs('corp1');
    await page.goto(`${base}/setup/setup1/form`);
    await fillForm(page, { ...form, remark: '第一稿' });
    await page
      .getByTestId('field-attachments')
      .setInputFiles({ name: '筹备组批复.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByTestId('attachment-item').first().waitFor();
    await page.getByTestId('btn-save-draft').click();
    await reaches(page, /\/setup\/setup1\/form\/\d+/);
    recordId = page.url().split('/').pop()!;
    await screenshot(page, 'corp1-draft-saved');

    await page.goto(`${base}/crop/setup1`);
    const row = page.getByTestId(`row-${recordId}`);
    await row.waitFor();
    await screenshot(page, 'corp1-list-with-draft');
    await row.getByTestId('row-edit').click();
    await expect.poll(() => page.getByTestId('field-remark').inputValue()).toBe('第一稿');
    await page.getByTestId('field-remark').fill('第二稿');
    await page.getByTestId('btn-submit').click();
    await reaches(page, new RegExp(`/crop/setup1/detail/${recordId}`));
    await expect.poll(() => stateOf(page)).toBe('in_review');
    await screenshot(page, 'corp1-submitted');
    await context.close();
  });

  it('lets the parent launion claim it and return it with a comment', async () => {
    await review('launion1', recordId, 'return', '请补充职工名册');
  });

  it('shows the corp the return comment and takes its resubmission', async () => {
    const { page, context } = await loginAs('corp1');
    await page.goto(`${base}/crop/setup1/detail/${recordId}`);
    await expect.poll(() => stateOf(page)).toBe('returned');
    await page.getByTestId('btn-edit').click();
    await page.getByTestId('returned-comment').waitFor();
    expect(await page.getByTestId('returned-comment').innerText()).toContain('请补充职工名册');
    await screenshot(page, 'corp1-returned-form');
    await page.getByTestId('field-employeeCount').fill('130');
    await page.getByTestId('btn-submit').click();
    await reaches(page, new RegExp(`/crop/setup1/detail/${recordId}`));
    await expect.poll(() => stateOf(page)).toBe('in_review');
    await context.close();
  });

  it('ends approved after the launion and the federation approve', async () => {
    await review('launion1', recordId, 'approve', '同意');
    await review('federation', recordId, 'approve', '准予建会');
    const { page, context } = await loginAs('corp1');
    await page.goto(`${base}/crop/setup1?state=end`);
    await page.getByTestId(`row-${recordId}`).waitFor();
    await screenshot(page, 'corp1-finished-list');
    await context.close();
  });

  it('shows every event of the flow, with the comments and the forms as submitted', async () => {
    const { page, context } = await loginAs('federation');
    await page.goto(`${base}/crop/setup1/detail/${recordId}`);
    await expect.poll(() => stateOf(page)).toBe('approved');
    const items = page.getByTestId('history-item');
    // Saved once, submitted, returned, resubmitted, approved twice: fifteen events, of which the
    // return's change of state is shown with the reviewer's decision, not as a row of its own.
    await expect.poll(() => items.count()).toBe(14);
    const text = await page.getByTestId('history-comment').allInnerTexts();
    expect(text.join('\n')).toContain('请补充职工名册');
    expect(text.join('\n')).toContain('准予建会');
    await page.getByTestId('history-toggle-form').first().click();
    await screenshot(page, 'federation-history');
    await context.close();
  });
});

describe('withdraw, cancel and delete in the browser', () => {
  it('withdraws a fresh submission back to draft, cancels it with a reason, and deletes a draft', async () => {
    const { page, context } = await loginAs('corp1');
    await page.goto(`${base}/setup/setup1/form`);
    await fillForm(page, form);
    await page.getByTestId('btn-submit').click();
    await reaches(page, /\/crop\/setup1\/detail\/\d+/);
    await page.getByTestId('btn-withdraw').click();
    await expect.poll(() => stateOf(page)).toBe('draft');
    await page.getByTestId('btn-cancel').click();
    await page.getByTestId('cancel-reason').fill('重复申请');
    await page.getByTestId('btn-cancel-confirm').click();
    await expect.poll(() => stateOf(page)).toBe('cancelled');
    await screenshot(page, 'corp1-cancelled');

    await page.goto(`${base}/setup/setup1/form`);
    await page.getByTestId('field-unionName').fill('待删除的草稿工会');
    await page.getByTestId('btn-save-draft').click();
    await reaches(page, /\/setup\/setup1\/form\/\d+/);
    const draftId = page.url().split('/').pop()!;
    await page.goto(`${base}/crop/setup1`);
    await page.getByTestId('btn-delete').click();
    await page.getByText('请选择至少一条数据').first().waitFor();
    await page.getByTestId(`row-${draftId}`).getByTestId('row-select').check({ force: true });
    await page.getByTestId('btn-delete').click();
    await page.getByTestId('confirm-delete').waitFor();
    expect(await page.getByTestId('confirm-delete').innerText()).toBe('确定将选择数据删除?');
    await screenshot(page, 'corp1-delete-confirmation');
    await page.locator('.confirm-alert').getByRole('button', { name: '确定' }).click();
    await page.getByTestId(`row-${draftId}`).waitFor({ state: 'detached' });
    await context.close();
  });
});
