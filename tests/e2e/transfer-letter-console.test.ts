// A transfer's 转接函 from the console: the releasing union's applicant opens it from the record, and the
// reviewing union opens it from its task beside the form, each reading the letter (the `preview` PDF),
// not the form (`review`).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { login } from '../support';
import { signedInAs, startConsole, type ConsoleStack } from './identity-helpers';

const out = modules.tradeunionoutinfo!;
let c: ConsoleStack;
let id = '';

beforeAll(async () => {
  c = await startConsole('transfer-letter');
  const corp2 = await login(c.stack.app, 'corp2');
  const submitted = await corp2.post(`/api/blade-crop/crop/${out.key}/submit`, out.example);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  id = submitted.body.data.id as string;
}, 240_000);
afterAll(async () => {
  await c?.close();
});

/** Clicks 转接函 and answers the PDF call the dialog made, once the letter shows in its frame. */
async function openLetter(page: Page): Promise<{ url: string; type: string | undefined }> {
  const answer = page.waitForResponse((r) => r.url().includes(`/crop/${out.key}/preview?`));
  await page.getByTestId('btn-document').click();
  const response = await answer;
  expect(response.status()).toBe(200);
  await page.getByTestId('preview-frame').waitFor();
  expect(await page.locator('.bp6-dialog-header').last().innerText()).toContain('转接函');
  return { url: response.url(), type: response.headers()['content-type'] };
}

describe('a transfer’s 转接函 in the console', () => {
  it('opens from the applicant’s record as the letter, not the form', async () => {
    const { page, context } = await signedInAs(c, 'corp2');
    await page.goto(`${c.base}/crop/${out.key}/detail/${id}`);
    const letter = await openLetter(page);
    expect(letter.type).toContain('application/pdf');
    await c.shot(page, 'transfer-letter-applicant');
    await context.close();
  }, 180_000);

  it('opens from the reviewing union’s task beside its approve and return buttons', async () => {
    const { page, context } = await signedInAs(c, 'launion1');
    await page.goto(`${c.base}/work?tab=claim`);
    const row = page.getByTestId(`row-${id}`);
    await row.waitFor();
    await row.getByTestId('btn-claim').click();
    await row.waitFor({ state: 'detached' });
    await page.goto(`${c.base}/work?tab=todo`);
    await page.getByTestId(`row-${id}`).getByTestId('btn-handle').click();
    await page.getByTestId('btn-approve').waitFor();
    const letter = await openLetter(page);
    expect(letter.type).toContain('application/pdf');
    await context.close();
  }, 180_000);
});
