// Flow models in the browser (issue 10): the administrator opens the leave chain's model (parent-only)
// in the designer, inserts a countersign stage with a 24-hour due time, deploys it; corp1 asks for
// leave on the new version (its request waits at the new stage); a request sent before the deploy is
// migrated to the new version with the dry run shown first; both are followed on the follow page.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { login } from '../support';
import { signedInAs, poll, startConsole, type ConsoleStack } from './identity-helpers';

const MODEL = 'parent-only';
const NEW_STAGE = '工会小组会签';
const leaveForm = modules.leave!.example as Record<string, string | number>;

let c: ConsoleStack;
let older = { id: '', pid: '' };
let newer = '';
let stageId = '';

/** The record row of `id`. */
const recordRow = (id: string) => c.stack.db.selectFrom('record').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The stages a record's open review tasks are at. */
async function openStages(id: string): Promise<string[]> {
  const tasks = await c.stack.db
    .selectFrom('flow_task')
    .select('stage_key')
    .where('record_id', '=', id)
    .where('complete_time', 'is', null)
    .execute();
  return [...new Set(tasks.map((t) => t.stage_key))];
}

async function adminPage(path: string): Promise<Page> {
  const { page } = await signedInAs(c, 'admin');
  await page.goto(`${c.base}${path}`);
  return page;
}

beforeAll(async () => {
  c = await startConsole('flow-models-console');
  // A leave request sent before the new version exists: it runs on the seeded version 1.
  const corp1 = await login(c.stack.app, 'corp1');
  const sent = await corp1.post('/api/blade-desk/process/leave/start-process', { ...leaveForm, reason: '部署前的请假' });
  expect(sent.status).toBe(200);
  older = { id: sent.body.data.businessId, pid: sent.body.data.processInstanceId };
}, 240_000);
afterAll(async () => {
  await c?.close();
});

describe('an administrator changing a chain in the designer and moving running flows to it', () => {
  let admin: Page;

  it('inserts a countersign stage with a 24-hour due time after the start and deploys it as version 2', async () => {
    admin = await adminPage('/flow/model');
    await admin.getByTestId('search-modelKey').fill(MODEL);
    await admin.getByTestId('btn-search').click();
    const row = admin.getByTestId(`model-${MODEL}`);
    await row.getByTestId('row-design').click();
    await admin.getByTestId('flow-designer').waitFor();
    await admin.getByTestId('node-start').click();
    await admin.getByTestId('insert-stage').click();
    // The new stage is selected and between the start and the parent union's review.
    const editor = admin.getByTestId('node-editor');
    stageId = (await editor.getAttribute('data-node'))!;
    expect(stageId).toMatch(/^stage_/);
    await admin.getByTestId('stage-name').fill(NEW_STAGE);
    // Checked as it is edited: a stage nobody can take is named on the stage, and cannot be deployed.
    await admin.getByTestId('stage-candidates-0').getByRole('button', { name: '删除' }).click();
    await poll(() => admin.getByTestId(`node-error-${stageId}`).innerText()).toContain('没有审核人');
    expect(await admin.getByTestId('btn-deploy').isDisabled()).toBe(true);
    await admin.getByTestId('stage-candidates-add').click();
    await admin.getByTestId('stage-completion-all').check({ force: true });
    await admin.getByTestId('stage-due-hours').fill('24');
    // The federation's reviewers are told of the stage (知会).
    await admin.getByTestId('stage-cc-add').click();
    await admin.getByTestId('stage-cc-0-kind').selectOption('role');
    await admin.getByTestId('stage-cc-0-role').selectOption('federation');
    await admin.getByTestId('model-valid').waitFor();
    await admin.getByTestId(`node-${stageId}`).filter({ hasText: '会签 · 24小时' }).waitFor();
    await c.shot(admin, 'designer-new-stage');
    await admin.getByTestId('btn-save').click();
    await admin.getByTestId('unsaved').waitFor({ state: 'detached' });

    await admin.getByTestId('btn-deploy').click();
    const dialog = admin.getByTestId('deploy-dialog');
    await dialog.getByTestId('replay-result').waitFor();
    await c.shot(admin, 'deploy-replay-check');
    await dialog.getByTestId('btn-deploy-confirm').click();
    await poll(() => admin.getByTestId('latest-version').innerText()).toBe('V2');

    const v2 = await c.stack.db
      .selectFrom('flow_model_version')
      .selectAll()
      .where('tenant_id', '=', '000000')
      .where('model_key', '=', MODEL)
      .where('version', '=', 2)
      .executeTakeFirstOrThrow();
    expect(v2.source).toBe('designer');
    expect(v2.graph.nodes.find((n) => n.id === stageId)).toMatchObject({
      name: { zh: NEW_STAGE },
      completion: 'all',
      dueHours: 24,
      cc: [{ kind: 'role', role: 'federation' }],
    });
    expect(v2.graph.edges.find((e) => e.from === 'start')?.to).toBe(stageId);
  });

  it('shows the two versions side by side with the stage added', async () => {
    await admin.getByTestId('btn-compare').click();
    const diff = admin.getByTestId('version-diff');
    const version = async (side: string, n: number) => {
      const select = diff.getByTestId(`diff-${side}`);
      const value = await select.locator('option', { hasText: new RegExp(`^V${n} `) }).getAttribute('value');
      await select.selectOption(value!);
    };
    await version('left', 1);
    await version('right', 2);
    await poll(() => diff.getByTestId(`diff-node-${stageId}`).getAttribute('data-change')).toBe('added');
    await c.shot(admin, 'version-diff');
    await admin.keyboard.press('Escape');
  });

  it('lets corp1 ask for leave on the new version, the request waiting at the new stage', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    await page.goto(`${c.base}/work`);
    await page.getByTestId('work-link-leave').click();
    await page.getByTestId('leave-form').waitFor();
    await page.getByTestId('field-leaveType').selectOption(String(leaveForm.leaveType));
    for (const name of ['startTime', 'endTime', 'days', 'reason', 'handover', 'mobile']) {
      await page.getByTestId(`field-${name}`).fill(String(leaveForm[name]));
    }
    await page.getByTestId('btn-submit').click();
    await page.waitForURL(/\/desk\/leave\/detail\/\d+$/);
    newer = /detail\/(\d+)$/.exec(page.url())![1]!;
    await page.getByTestId('leave-detail').filter({ hasText: NEW_STAGE }).waitFor();
    await c.shot(page, 'leave-detail');
    await context.close();
    expect((await recordRow(newer)).flow_version).toBe(2);
    expect(await openStages(newer)).toEqual([stageId]);
  });

  it('tells the federation of the new stage, which marks it read', async () => {
    const { page, context } = await signedInAs(c, 'federation');
    await page.goto(`${c.base}/work`);
    await page.getByTestId('work-link-readflow').click();
    const row = page.getByTestId(`readflow-${newer}`);
    await row.waitFor();
    expect(await row.innerText()).toContain(NEW_STAGE);
    await c.shot(page, 'readflow');
    await row.getByTestId('row-read').click();
    await row.waitFor({ state: 'detached' });
    const cc = await c.stack.db.selectFrom('flow_cc').selectAll().where('record_id', '=', newer).executeTakeFirstOrThrow();
    expect(cc.read_name).not.toBeNull();
    await context.close();
  });

  it('migrates the request sent before the deploy after showing the dry run', async () => {
    expect((await recordRow(older.id)).flow_version).toBe(1);
    await admin.goto(`${c.base}/flow/manager?modelKey=${MODEL}`);
    await admin.getByTestId(`version-${MODEL}-1`).getByTestId('row-migrate').click();
    const dialog = admin.getByTestId('migration-dialog');
    await poll(() => dialog.getByTestId('migration-to').locator('option:checked').innerText()).toMatch(/^V2/);
    await dialog.getByTestId('btn-dry-run').click();
    const plan = dialog.getByTestId('migration-plan');
    await plan.getByTestId(`plan-record-${older.id}`).waitFor();
    expect(await plan.getByTestId('plan-stage-launion').getByTestId('plan-count').innerText()).toBe('1');
    await plan.getByTestId('plan-replay').waitFor();
    await c.shot(admin, 'migration-dry-run');
    // Nothing moved yet.
    expect((await recordRow(older.id)).flow_version).toBe(1);
    await dialog.getByTestId('btn-migrate').click();
    await admin.getByTestId('migrate-confirm').waitFor();
    await admin.locator('.bp6-alert-footer').getByRole('button', { name: '确认迁移' }).click();
    await poll(() => dialog.getByTestId('migration-result').innerText()).toContain('已迁移 1 条流程');
    await c.shot(admin, 'migration-result');
    expect((await recordRow(older.id)).flow_version).toBe(2);
    expect(await openStages(older.id)).toEqual(['launion']);
    const events = await c.stack.db.selectFrom('flow_event').select('type').where('process_instance_id', '=', older.pid).execute();
    expect(events.map((e) => e.type)).toContain('flow.migrated');
  });

  it('follows both requests on version 2 and shows the new one’s progress at the new stage', async () => {
    await admin.goto(`${c.base}/flow/follow?module=leave`);
    const newRow = admin.getByTestId(`follow-${newer}`);
    const oldRow = admin.getByTestId(`follow-${older.id}`);
    await newRow.waitFor();
    await oldRow.waitFor();
    expect(await newRow.getByTestId('follow-stage').innerText()).toBe(NEW_STAGE);
    expect(await oldRow.getByTestId('follow-stage').innerText()).toBe('上级工会审核');
    for (const row of [newRow, oldRow]) expect(await row.getByTestId('follow-version').innerText()).toBe(`${MODEL} V2`);
    await c.shot(admin, 'follow-list');

    await newRow.getByTestId('row-progress').click();
    await admin.getByTestId('flow-progress').waitFor();
    await poll(() => admin.getByTestId(`node-${stageId}`).getAttribute('data-mark')).toBe('current');
    expect(await admin.getByTestId('node-launion').getAttribute('data-mark')).toBe('coming');
    // Who reviews next: the parent union's stage after the countersign.
    await admin.getByTestId('next-launion').waitFor();
    expect(await admin.getByTestId('temporal-link').getAttribute('href')).toContain(`leave-${newer}`);
    await c.shot(admin, 'progress');
  });

  it('refuses to delete the deployment the requests run on, saying how many, and suspends and activates it', async () => {
    await admin.goto(`${c.base}/flow/manager?modelKey=${MODEL}`);
    const row = admin.getByTestId(`version-${MODEL}-2`);
    expect(await row.getByTestId('running').innerText()).toBe('2');
    await row.getByTestId('row-delete').click();
    await admin.getByTestId('delete-confirm').waitFor();
    await admin.locator('.bp6-alert-footer').getByRole('button', { name: '确定' }).click();
    await poll(() => admin.getByTestId('delete-refused').innerText()).toContain('2');
    await c.shot(admin, 'delete-refused');
    await row.getByTestId('row-suspend').click();
    await poll(() => row.getByTestId('version-state').innerText()).toBe('已挂起');
    await row.getByTestId('row-activate').click();
    await poll(() => row.getByTestId('version-state').innerText()).toBe('激活');
  });

  it('deploys a BPMN file made in an external modeller and refuses one with an unsupported element, naming it', async () => {
    const fixture = (name: string) => ({
      name,
      mimeType: 'application/xml',
      buffer: readFileSync(new URL(`../fixtures/bpmn/${name}`, import.meta.url)),
    });
    await admin.goto(`${c.base}/flow/manager?modelKey=federation-only`);
    await admin.getByTestId('btn-upload').click();
    const dialog = admin.getByTestId('upload-dialog');
    await dialog.getByTestId('upload-category').selectOption('federation-only');
    await dialog.getByTestId('upload-file').setInputFiles(fixture('script-task.bpmn'));
    await dialog.getByTestId('btn-upload-confirm').click();
    await poll(() => dialog.getByTestId('upload-errors').innerText()).toContain('ScriptTask_1');
    expect(await dialog.getByTestId('upload-errors').innerText()).toContain('bpmn:ScriptTask');
    await c.shot(admin, 'upload-refused');
    // Another file in the same dialog: the file from the external modeller deploys.
    await dialog.getByTestId('upload-file').setInputFiles(fixture('federation-grant.bpmn'));
    await dialog.getByTestId('btn-upload-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await admin.getByTestId('version-federation-only-2').waitFor();
    expect(await admin.getByTestId('version-federation-only-2').innerText()).toContain('上传');
  });

  it('terminates the migrated request with a reason, which its history shows', async () => {
    await admin.goto(`${c.base}/flow/follow/${older.pid}`);
    await admin.getByTestId('btn-terminate').click();
    await admin.getByTestId('terminate-reason').fill('申请人已离职，流程终止');
    await admin.getByTestId('btn-terminate-confirm').click();
    await poll(() => admin.getByTestId('progress-state').innerText()).toBe('已作废');
    await admin.getByTestId('history-timeline').filter({ hasText: '申请人已离职，流程终止' }).waitFor();
    await c.shot(admin, 'terminated');
    expect((await recordRow(older.id)).state).toBe('cancelled');
  });
});
