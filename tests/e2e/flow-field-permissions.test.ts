// Field permissions of a review stage in the browser (issue 10): the administrator deploys setup1's
// own model whose launion stage shows four fields and lets its reviewer change the remark and the
// planned members; corp1 submits; launion1 reviews from its task list, sees only those fields, is
// refused a planned count the server's rule forbids (on the field, nothing changed), then approves
// with a new remark, which the record and its history hold.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelOfChain, modules, type FlowGraph } from '../../catalogue';
import { FLOW, login, SETUP1 } from '../support';
import { loginAs, poll, startConsole, type ConsoleStack } from './identity-helpers';

const VISIBLE = ['enterpriseName', 'employeeCount', 'unionName'];
const EDITABLE = ['remark', 'plannedMembers'];
// The fields the stage hides: left out of the reviewer's answer, so not shown at all.
const HIDDEN = ['creditCode', 'legalRepresentative', 'address', 'groupLeader', 'leaderMobile'];
const REMARK = '已电话核实筹备情况';
// The review dialog (Blueprint's dialog does not pass a test id on to the page).
const DIALOG = '.task-dialog';

let c: ConsoleStack;
let record = { id: '', pid: '' };
let reviewer: { page: Page; context: BrowserContext };

/** setup1's chain as its own model, the launion stage with field permissions. */
function modelWithFieldPermissions(): FlowGraph {
  const graph = modelOfChain(modules.setup1!.flowModel);
  return {
    ...graph,
    key: 'setup1',
    nodes: graph.nodes.map((n) =>
      n.kind === 'stage' && n.id === 'launion' ? { ...n, fields: { visible: VISIBLE, editable: EDITABLE } } : n,
    ),
  };
}

/** The record as stored, and the stages its open tasks wait at. */
async function stored() {
  const row = await c.stack.db.selectFrom('record').selectAll().where('id', '=', record.id).executeTakeFirstOrThrow();
  const open = await c.stack.db
    .selectFrom('flow_task')
    .select('stage_key')
    .where('record_id', '=', record.id)
    .where('complete_time', 'is', null)
    .execute();
  return { form: row.form, state: row.state, open: open.map((t) => t.stage_key) };
}

beforeAll(async () => {
  c = await startConsole('flow-field-permissions');
  const admin = await login(c.stack.app, 'admin');
  const submitted = await admin.post(`${FLOW}/model/submit`, {
    modelKey: 'setup1',
    name: '建会申请审核(字段权限)',
    category: 'setup1',
    graph: modelWithFieldPermissions(),
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const deployed = await admin.post(`${FLOW}/model/deploy`, { id: submitted.body.data.id });
  expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  const corp1 = await login(c.stack.app, 'corp1');
  const sent = await corp1.post(`${SETUP1}/submit`, modules.setup1!.example);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  record = { id: sent.body.data.id, pid: sent.body.data.processInstanceId };
}, 240_000);
afterAll(async () => {
  await reviewer?.context.close();
  await c?.close();
});

describe('a review stage that limits the fields its reviewer sees and edits', () => {
  it('shows the launion reviewer only the stage’s fields, the editable ones as inputs', async () => {
    reviewer = await loginAs(c, 'launion1');
    const { page } = reviewer;
    await page.goto(`${c.base}/work?tab=claim`);
    const claimRow = page.getByTestId(`row-${record.id}`);
    await claimRow.getByTestId('btn-claim').click();
    await claimRow.waitFor({ state: 'detached' });
    await page.goto(`${c.base}/work?tab=todo`);
    await page.getByTestId(`row-${record.id}`).getByTestId('btn-handle').click();
    const dialog = page.locator(DIALOG);
    await dialog.getByTestId('fields-limited').waitFor();
    for (const name of [...VISIBLE, ...EDITABLE]) await dialog.getByTestId(`value-${name}`).waitFor();
    // The form as submitted, opened in the history, shows no more than the stage does.
    await dialog.getByTestId('history-toggle-form').first().click();
    for (const name of HIDDEN) expect(await dialog.getByTestId(`value-${name}`).count(), name).toBe(0);
    expect(await dialog.getByTestId('value-unionName').first().innerText()).toBe(modules.setup1!.example.unionName);
    const edits = dialog.getByTestId('stage-edits');
    expect(await edits.getByTestId('field-remark').inputValue()).toBe('');
    expect(await edits.getByTestId('field-plannedMembers').inputValue()).toBe('100');
    await c.shot(page, 'launion1-review-with-field-permissions');
  });

  it('shows the server’s refusal of a planned count above the employees on the field, and changes nothing', async () => {
    const { page } = reviewer;
    const edits = page.getByTestId('stage-edits');
    // The rule compares with the employees, a field the reviewer cannot change: the server decides.
    await edits.getByTestId('field-plannedMembers').fill('999');
    await edits.getByTestId('field-remark').fill(REMARK);
    await page.getByTestId('task-comment').fill('同意');
    await page.getByTestId('btn-approve').click();
    await poll(() => edits.getByTestId('error-plannedMembers').count()).toBe(1);
    expect(await page.locator(DIALOG).count()).toBe(1);
    await c.shot(page, 'launion1-refused-planned-members');
    const now = await stored();
    expect(now.form).toMatchObject({ plannedMembers: 100, remark: null });
    expect(now.state).toBe('in_review');
    expect(now.open).toEqual(['launion']);
  });

  it('approves with the new remark, which the record then holds and its history shows', async () => {
    const { page } = reviewer;
    const edits = page.getByTestId('stage-edits');
    // Back to the stored count: only the remark changed, so only the remark is sent.
    await edits.getByTestId('field-plannedMembers').fill('100');
    await page.getByTestId('btn-approve').click();
    await page.locator(DIALOG).waitFor({ state: 'detached' });
    const now = await stored();
    expect(now.form).toMatchObject({ ...modules.setup1!.example, remark: REMARK });
    expect(now.open).toEqual(['federation']);

    const launion1 = await login(c.stack.app, 'launion1');
    const history = await launion1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: record.pid });
    expect(history.status).toBe(200);
    const approval = (history.body.data as { type: string; comment: string | null; form: unknown }[]).find(
      (e) => e.type === 'task.completed' && e.comment?.startsWith('同意'),
    );
    // The approval names the changed field and carries its new value, and only it.
    expect(approval?.comment).toContain('备注');
    expect(approval?.form).toEqual({ remark: REMARK });

    // The reviewer, no longer at the stage, reads the whole record and the approval with its change.
    await page.goto(`${c.base}/crop/setup1/detail/${record.id}`);
    await poll(() => page.getByTestId('value-remark').innerText()).toBe(REMARK);
    expect(await page.getByTestId('value-creditCode').count()).toBe(1);
    await poll(() => page.getByTestId('history-comment').allInnerTexts()).toContain('同意（修改了：备注）');
    // The approval's row opens the changed fields alone, with their new values.
    const approvalRow = page.locator('[data-testid="history-item"][data-type="task.completed"]').filter({ hasText: '修改了' });
    await approvalRow.getByTestId('history-toggle-form').click();
    await poll(() => approvalRow.innerText()).toContain(REMARK);
    expect(await approvalRow.getByTestId('value-creditCode').count()).toBe(0);
    await c.shot(page, 'launion1-history-with-the-change');
  });
});
