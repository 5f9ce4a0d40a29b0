// The step wizard of a stepped module (organ1Detail, 换届选举): the steps with their states above the
// form of the open step, which saves through that step's own call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { login } from '../support';
import { signedInAs, startConsole, type ConsoleStack } from './identity-helpers';

const entry = modules.organ1Detail!;
const M = '/api/blade-crop/crop/organ1Detail';
const FLOW = '/api/blade-flow';
const stepOne = Object.fromEntries(entry.steps![0]!.fields.filter((f) => f in entry.example).map((f) => [f, entry.example[f]]));

let c: ConsoleStack;
let approvedId: string;

beforeAll(async () => {
  c = await startConsole('step-wizard');
  const corp1 = await login(c.stack.app, 'corp1');
  const launion1 = await login(c.stack.app, 'launion1');
  const submitted = await corp1.post(`${M}/submit1`, stepOne);
  expect(submitted.status).toBe(200);
  approvedId = submitted.body.data.id;
  const claim = await launion1.get(`${FLOW}/work/claim-list`, { size: '100' });
  const task = claim.body.data.records.find((t: { recordId: string }) => t.recordId === approvedId);
  const done = await launion1.post(`${FLOW}/work/complete-task`, {
    taskId: task.taskId,
    processInstanceId: submitted.body.data.processInstanceId,
    flag: 'ok',
    comment: '同意换届',
  });
  expect(done.status).toBe(200);
}, 240_000);
afterAll(async () => {
  await c?.close();
});

describe('the step wizard', () => {
  it('opens a new record at its first step, with the later steps not started', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    await page.goto(`${c.base}${entry.route}`);
    await page.getByTestId('step-indicator').waitFor();
    expect(await page.getByTestId('step-request').getAttribute('data-state')).toBe('draft');
    expect(await page.getByTestId('step-delegates').getAttribute('data-state')).toBe('pending');
    await page.getByTestId('field-termNo').waitFor();
    expect(await page.getByTestId('field-delegateCount').count()).toBe(0);
    await context.close();
  });

  it('shows an approved step as approved and opens the next one, saving through its own call', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    await page.goto(`${c.base}${entry.route}/${approvedId}`);
    await page.getByTestId('step-indicator').waitFor();
    expect(await page.getByTestId('step-request').getAttribute('data-state')).toBe('approved');
    expect(await page.getByTestId('step-delegates').getAttribute('data-state')).toBe('draft');
    await page.getByTestId('field-delegateCount').waitFor();
    expect(await page.getByTestId('field-termNo').count()).toBe(0);
    await c.shot(page, 'second-step-open');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(`${M}/save2`)),
      page.getByTestId('btn-save-draft').click(),
    ]);
    expect(saved.status()).toBe(200);
    await context.close();
  });
});
