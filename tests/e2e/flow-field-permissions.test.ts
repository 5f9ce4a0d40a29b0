// Field permissions of a review stage in the browser (issues 10 and 18): the administrator deploys
// setup1's own model whose launion stage shows four fields and lets its reviewer change the remark and
// the planned members; corp1 submits; launion1 reviews from its task list, sees only those fields, is
// refused a planned count the server's rule forbids (on the field, nothing changed), then approves
// with a new remark, which the record and its history hold; after approving it still sees only those
// fields, in the detail and in the list (a hidden cell says 无权查看). A returned record shows its
// comment at the top; its resubmission's history shows the changed fields before and after, to the
// narrowed reviewer only the fields it may see.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelOfChain, modules, type FlowGraph } from '../../catalogue';
import { FLOW, login, SETUP1 } from '../support';
import { signedInAs, poll, startConsole, type ConsoleStack } from './identity-helpers';

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
    reviewer = await signedInAs(c, 'launion1');
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

    // The reviewer, no longer at the stage, sees no more than while reviewing, and the approval with its change.
    await page.goto(`${c.base}/crop/setup1/detail/${record.id}`);
    await poll(() => page.getByTestId('value-remark').innerText()).toBe(REMARK);
    await page.getByTestId('fields-limited').waitFor();
    for (const name of HIDDEN) expect(await page.getByTestId(`value-${name}`).count(), name).toBe(0);
    await poll(() => page.getByTestId('history-comment').allInnerTexts()).toContain('同意（修改了：备注）');
    // The approval's row opens the changed fields alone, with their new values.
    const approvalRow = page.locator('[data-testid="history-item"][data-type="task.completed"]').filter({ hasText: '修改了' });
    await approvalRow.getByTestId('history-toggle-form').click();
    await poll(() => approvalRow.innerText()).toContain(REMARK);
    expect(await approvalRow.getByTestId('value-creditCode').count()).toBe(0);
    await c.shot(page, 'launion1-history-with-the-change');
  });

  it('lists the record with no hidden value: a hidden field’s cell says 无权查看', async () => {
    const { page } = reviewer;
    await page.goto(`${c.base}/crop/setup1`);
    const row = page.getByTestId(`row-${record.id}`);
    await row.waitFor();
    // Listed and hidden: the credit code and the planned founding date.
    await poll(() => row.getByTestId('field-no-access').count()).toBe(2);
    const text = await row.innerText();
    expect(text).toContain(modules.setup1!.example.enterpriseName);
    for (const hidden of [modules.setup1!.example.creditCode, modules.setup1!.example.plannedFoundingDate])
      expect(text).not.toContain(hidden);
    await c.shot(page, 'launion1-list-with-hidden-cells');
  });
});

describe('a returned record and its resubmission', () => {
  let returned = { id: '', pid: '' };
  const COMMENT = '请核对职工人数';

  beforeAll(async () => {
    const corp1 = await login(c.stack.app, 'corp1');
    const launion1 = await login(c.stack.app, 'launion1');
    const sent = await corp1.post(`${SETUP1}/submit`, modules.setup1!.example);
    returned = { id: sent.body.data.id, pid: sent.body.data.processInstanceId };
    const task = (await launion1.get(`${FLOW}/work/claim-list`, { size: '100' })).body.data.records.find(
      (t: { recordId: string }) => t.recordId === returned.id,
    );
    const back = await launion1.post(`${FLOW}/work/complete-task`, {
      taskId: task.taskId,
      processInstanceId: returned.pid,
      flag: 'back',
      comment: COMMENT,
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
  }, 120_000);

  it('shows the applicant the return comment at the top of the detail page', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    try {
      await page.goto(`${c.base}/crop/setup1/detail/${returned.id}`);
      const comment = page.getByTestId('detail-returned-comment');
      await poll(() => comment.innerText()).toContain(COMMENT);
      // Above everything else of the record: the first thing of its body.
      expect(await page.locator('.record-detail-body > :first-child').getAttribute('data-testid')).toBe('detail-returned-comment');
      await c.shot(page, 'corp1-returned-comment-on-top');
    } finally {
      await context.close();
    }
  });

  it('shows each resubmission’s changed fields before and after, and a narrowed reviewer only those it may see', async () => {
    const corp1 = await login(c.stack.app, 'corp1');
    const taskId = (await corp1.get(`${SETUP1}/detail`, { id: returned.id })).body.data.openTaskId;
    const again = await corp1.post(`${SETUP1}/resubmit`, {
      ...modules.setup1!.example,
      id: returned.id,
      taskId,
      employeeCount: 130,
      legalRepresentative: '王五',
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);

    const applicant = await signedInAs(c, 'corp1');
    try {
      const { page } = applicant;
      await page.goto(`${c.base}/crop/setup1/detail/${returned.id}`);
      const changes = page.getByTestId('history-change');
      await poll(() => changes.count()).toBe(2);
      const employees = page.locator('[data-testid="history-change"][data-field="employeeCount"]');
      expect(await employees.getByTestId('change-before').innerText()).toContain('120');
      expect(await employees.getByTestId('change-after').innerText()).toContain('130');
      const legal = page.locator('[data-testid="history-change"][data-field="legalRepresentative"]');
      expect(await legal.getByTestId('change-before').innerText()).toBe(modules.setup1!.example.legalRepresentative);
      expect(await legal.getByTestId('change-after').innerText()).toBe('王五');
      await c.shot(page, 'corp1-history-round-changes');
    } finally {
      await applicant.context.close();
    }

    const { page } = reviewer;
    await page.goto(`${c.base}/crop/setup1/detail/${returned.id}`);
    await poll(() => page.getByTestId('history-change').count()).toBe(1);
    expect(await page.getByTestId('history-change').getAttribute('data-field')).toBe('employeeCount');
    expect(await page.getByTestId('history-changes').innerText()).not.toContain('王五');
  });
});
