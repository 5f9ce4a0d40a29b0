// The roll-up of model-worker nominations in the browser: launion1 sees corp1's approved nomination
// and its other child union marked 未申报, gathers the nomination into its summary and sends it;
// the summary's detail shows what it gathers; the federation finds it in its task lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { login, reviewFromClaimList } from '../support';
import { signedInAs, poll, startConsole, type ConsoleStack } from './identity-helpers';

const SOURCE = '/api/blade-crop/crop/modelWorkerSelection1';
const summary = modules.modelWorkerSelectionSummary!;
const form = summary.example as Record<string, string | number>;
const PAGE = summary.route;

let c: ConsoleStack;
let nomination = '';
let summaryId = '';

beforeAll(async () => {
  c = await startConsole('roll-up-console');
  // corp1 nominates and launion1 approves, through the API: the browser part is the roll-up.
  const corp1 = await login(c.stack.app, 'corp1');
  const launion1 = await login(c.stack.app, 'launion1');
  const sent = await corp1.post(`${SOURCE}/submit`, { ...modules.modelWorkerSelection1!.example, name: '张建国' });
  expect(sent.status).toBe(200);
  nomination = sent.body.data.id;
  await reviewFromClaimList(launion1, nomination, sent.body.data.processInstanceId, 'ok', '同意推荐');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

describe('a higher union rolling up its children unions’ nominations', () => {
  it('shows launion1 corp1’s approved nomination and its other child union as not applied', async () => {
    const { page, context } = await signedInAs(c, 'launion1');
    await page.goto(`${c.base}${PAGE}`);
    const corp1 = page.getByTestId('child-union-1101');
    await corp1.getByTestId(`gather-${nomination}`).waitFor({ state: 'attached' });
    expect(await corp1.getByTestId('union-status').getAttribute('data-applied')).toBe('true');
    const corp2 = page.getByTestId('child-union-1102');
    expect(await corp2.getByTestId('union-status').textContent()).toBe('未申报');
    await c.shot(page, 'children-unions');
    await context.close();
  });

  it('gathers the nomination into the summary form, keeps it as a draft and sends the summary', async () => {
    const { page, context } = await signedInAs(c, 'launion1');
    await page.goto(`${c.base}${PAGE}`);
    await page.getByTestId(`gather-${nomination}`).check({ force: true });
    await page.getByTestId('btn-gather').click();
    await page.waitForURL(new RegExp(`${PAGE}/form$`));
    await page.getByTestId(`gathered-${nomination}`).waitFor();
    // The kind chosen on the gathering page and the count gathered are filled in already.
    // A dictionary field shows its value once the tenant's dictionary has loaded.
    await poll(() => page.getByTestId('field-selectionType').inputValue()).toBe('1');
    await poll(() => page.getByTestId('field-reportedCount').inputValue()).toBe('1');
    for (const name of [
      'quota',
      'frontLineCount',
      'femaleCount',
      'leaderCount',
      'migrantWorkerCount',
      'opinion',
      'contactName',
      'mobile',
    ]) {
      await page.getByTestId(`field-${name}`).fill(String(form[name]));
    }
    await c.shot(page, 'summary-form');
    // A first save gives the draft its own address; the gathered nomination stays with the form.
    await page.getByTestId('btn-save-draft').click();
    await page.waitForURL(new RegExp(`${PAGE}/form/\\d+$`));
    await page.getByTestId(`gathered-${nomination}`).waitFor();
    await poll(() => page.getByTestId('field-reportedCount').inputValue()).toBe('1');
    await page.getByTestId('btn-submit').click();
    await page.waitForURL(new RegExp(`${PAGE}/detail/\\d+$`));
    summaryId = /detail\/(\d+)$/.exec(page.url())![1]!;
    await page.getByTestId(`gathered-${nomination}`).waitFor();
    await poll(() => page.getByTestId('record-state').first().getAttribute('data-state')).toBe('in_review');
    await c.shot(page, 'summary-detail');
    await context.close();
  });

  it('lets the federation claim the summary and find it in its todo list', async () => {
    const { page, context } = await signedInAs(c, 'federation');
    await page.goto(`${c.base}/work?tab=claim`);
    const claimRow = page.getByTestId(`row-${summaryId}`);
    await claimRow.waitFor();
    await claimRow.getByTestId('btn-claim').click();
    await claimRow.waitFor({ state: 'detached' });
    await page.goto(`${c.base}/work?tab=todo`);
    await page.getByTestId(`row-${summaryId}`).waitFor();
    await c.shot(page, 'federation-todo');
    await context.close();
  });
});
