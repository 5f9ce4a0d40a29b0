import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { BASIC, login, multipartBody, SAMPLE_PDF, type ApiSession } from '../support';
import { signedInAs, startConsole, type ConsoleStack } from './identity-helpers';

const M = '/api/blade-crop/crop/setup1';
const FLOW = '/api/blade-flow';

let c: ConsoleStack;
let recordId: string;
let attachmentId: string;

/** corp1 submits a record with one PDF attachment, and launion1 claims its task (through the API). */
async function submittedWithAttachment(corp1: ApiSession, launion1: ApiSession): Promise<void> {
  recordId = (await corp1.get(`${M}/getid`)).body.data as string;
  const { payload, contentType } = multipartBody(
    { id: recordId },
    { name: '筹备组批复.pdf', type: 'application/pdf', content: SAMPLE_PDF },
  );
  const uploaded = await c.stack.app.inject({
    method: 'POST',
    url: `${M}/uploads`,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}`, 'content-type': contentType },
    payload,
  });
  attachmentId = uploaded.json().data.id as string;
  const submitted = await corp1.post(`${M}/submit`, { ...modules.setup1!.example, id: recordId, attachments: [attachmentId] });
  expect(submitted.status).toBe(200);
  const claim = await launion1.get(`${FLOW}/work/claim-list`);
  const task = claim.body.data.records.find((t: { recordId: string }) => t.recordId === recordId);
  expect((await launion1.post(`${FLOW}/work/claim-task`, undefined, { taskId: task.taskId })).status).toBe(200);
}

/** Clicks the attachment's link and answers the downloaded file's name and bytes; no token travels in a URL. */
async function openAttachment(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`attachment-link-${attachmentId}`).click()]);
  const path = await download.path();
  expect(urls.filter((u) => /token|bearer/i.test(u))).toEqual([]);
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

beforeAll(async () => {
  c = await startConsole('attachments-and-history');
  await submittedWithAttachment(await login(c.stack.app, 'corp1'), await login(c.stack.app, 'launion1'));
}, 240_000);
afterAll(async () => {
  await c?.close();
});

describe('attachments', () => {
  it('open from the record’s detail page', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    await page.goto(`${c.base}/crop/setup1/detail/${recordId}`);
    const file = await openAttachment(page);
    expect(file.name).toBe('筹备组批复.pdf');
    expect(file.bytes.equals(SAMPLE_PDF)).toBe(true);
    await context.close();
  });

  it('open from the review page, whose comment box stays in view', async () => {
    const { page, context } = await signedInAs(c, 'launion1');
    await page.setViewportSize({ width: 1366, height: 760 });
    await page.goto(`${c.base}/work?tab=todo`);
    await page.getByTestId(`row-${recordId}`).getByTestId('btn-handle').click();
    await page.getByTestId('record-summary').waitFor();
    await page.getByTestId('history-timeline').waitFor();

    const inView = () =>
      page.getByTestId('task-comment').evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      });
    expect(await inView()).toBe(true);
    await c.shot(page, 'review-comment-in-view');

    const file = await openAttachment(page);
    expect(file.name).toBe('筹备组批复.pdf');
    expect(file.bytes.equals(SAMPLE_PDF)).toBe(true);
    await context.close();
  });
});
