// When the server is too busy making documents for the account (429 with Retry-After), the console
// says how long to wait and lets the user try again after it, rather than failing silently.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { BASIC, heldDownload, login, multipartBody, SAMPLE_PNG, type ApiSession } from '../support';
import { signedInAs, poll, startConsole, type ConsoleStack } from './identity-helpers';

const M = '/api/blade-crop/crop/setup1';

let c: ConsoleStack;
let corp1: ApiSession;
let recordId: string;
let heavyDraft: string;

/** corp1's zip of a 24 MB attachment, read no further than its head: it holds corp1's one document slot. */
const holdSlot = () => heldDownload(c.base, `${M}/zip?id=${heavyDraft}`, corp1.token);

const running = () => c.stack.app.jobLimiter.runningFor('document', '000000');

beforeAll(async () => {
  c = await startConsole('busy-documents', { DOCUMENT_JOBS_PER_ACCOUNT: '1', JOB_RETRY_AFTER_SECONDS: '3' });
  corp1 = await login(c.stack.app, 'corp1');
  const submitted = await corp1.post(`${M}/submit`, modules.setup1!.example);
  recordId = submitted.body.data.id as string;
  heavyDraft = (await corp1.get(`${M}/getid`)).body.data as string;
  const { payload, contentType } = multipartBody(
    { id: heavyDraft },
    { name: 'big.png', type: 'image/png', content: Buffer.concat([SAMPLE_PNG, randomBytes(24 * 1024 * 1024)]) },
  );
  const uploaded = await c.stack.app.inject({
    method: 'POST',
    url: `${M}/uploads`,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}`, 'content-type': contentType },
    payload,
  });
  const attachments = [uploaded.json().data.id as string];
  expect((await corp1.post(`${M}/saveDraft`, { ...modules.setup1!.example, id: heavyDraft, attachments })).status).toBe(200);
}, 240_000);
afterAll(async () => {
  await c?.close();
});

describe('a busy server', () => {
  it('is told in the preview dialog with the wait, and 重试 previews once the wait is over', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    await page.goto(`${c.base}/crop/setup1/detail/${recordId}`);
    const held = await holdSlot();
    try {
      await page.getByTestId('btn-preview').click();
      await expect
        .poll(() => page.getByTestId('preview-failure').textContent(), { timeout: 15_000 })
        .toBe('您同时生成的文件已达1个,请3秒后再试');
      const retry = page.getByTestId('preview-retry');
      expect(await retry.textContent()).toMatch(/^[1-3]秒后可重试$/);
      expect(await retry.isDisabled()).toBe(true);
      await c.shot(page, 'preview-busy');
    } finally {
      held.request.destroy();
    }
    await poll(running).toBe(0);
    const retry = page.getByTestId('preview-retry');
    await poll(() => retry.textContent()).toBe('重试');
    await retry.click();
    await page.getByTestId('preview-frame').waitFor();
    await context.close();
  });

  it('is told when exporting the list: the message names the wait, and the button counts it down', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    await page.goto(`${c.base}/crop/setup1`);
    const button = page.getByTestId('btn-export');
    await button.waitFor();
    const held = await holdSlot();
    try {
      await button.click();
      await poll(() => page.getByText('您同时生成的文件已达1个,请3秒后再试').count()).toBeGreaterThan(0);
      expect(await button.textContent()).toMatch(/[1-3]秒后可重试/);
      expect(await button.isDisabled()).toBe(true);
      await c.shot(page, 'export-busy');
    } finally {
      held.request.destroy();
    }
    await poll(running).toBe(0);
    await poll(() => button.isDisabled()).toBe(false);
    expect(await button.textContent()).toContain('导出');
    await context.close();
  });
});
