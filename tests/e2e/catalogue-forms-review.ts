// How the catalogue-wide form test (catalogue-forms.ts) has a sent record approved. The modules
// `inConsoleThroughout` picks (one per form shape, and one per kind of stage the first stages of the
// others do not reach) have every stage approved in the console: claimed on 待签收, handled on 待办,
// the record's fields seen in the task dialog. The other modules' stages are the same console steps
// with another record, so on every run they go through the API calls the console makes; what the task
// dialog shows of each module's record is checked without a browser, table-driven over the catalogue
// (web/src/features/flow/tasks/TaskDialog.catalogue.test.tsx), and the browser's time goes to each
// module's form. `CATALOGUE_FORMS_APPROVE=all` approves every stage of every module in the console (a
// nightly run, or one before a fan-out of modules).
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { childEntryOf, type ModuleEntry, type StageDef } from '../../catalogue';
import { approveOpenTask, editsToApprove, scoresToApprove, taskHolder, type ApiSession, type TestStack } from '../support';
import { eventually, fillFields } from './form-driver';
import { FORM_SHAPES, shapeOf } from './form-shapes';
import type { ConsoleStack } from './identity-helpers';

/** Every stage of every module approved in the console, not only the first ones. */
export const APPROVE_ALL_IN_CONSOLE = process.env.CATALOGUE_FORMS_APPROVE === 'all';

/** The review stages of a module's records (a module with children reviews its children). */
export const reviewStages = (entry: ModuleEntry): readonly StageDef[] => (entry.children?.flowModel ?? entry.flowModel).stages;

/**
 * A stage's kind for the console: who its reviewers are decides whose task lists show it (the
 * applicant's higher union, the union a field of the form names, a role's accounts).
 */
export const stageKind = (stage: StageDef): string =>
  stage.candidates.kind === 'role' ? `role ${stage.candidates.role}` : stage.candidates.kind;

/**
 * The modules (of `covered`, in catalogue order) whose every stage is approved in the console on
 * every run: the first module of each form shape, then the first module of each kind of stage that
 * those modules' stages do not reach.
 */
export function inConsoleThroughout(covered: readonly ModuleEntry[]): Set<string> {
  const chosen = new Set(
    FORM_SHAPES.map((shape) => covered.find((e) => shapeOf(e) === shape))
      .filter((e): e is ModuleEntry => e !== undefined)
      .map((e) => e.key),
  );
  const seen = new Set(covered.flatMap((e) => (chosen.has(e.key) ? reviewStages(e) : []).map(stageKind)));
  for (const entry of covered) {
    const fresh = reviewStages(entry)
      .map(stageKind)
      .filter((k) => !seen.has(k));
    if (fresh.length === 0) continue;
    chosen.add(entry.key);
    for (const kind of fresh) seen.add(kind);
  }
  return chosen;
}

/** How many of a module's stages are approved in the console: all of them, or none. */
export const consoleStages = (entry: ModuleEntry, throughout: ReadonlySet<string>): number =>
  APPROVE_ALL_IN_CONSOLE || throughout.has(entry.key) ? reviewStages(entry).length : 0;

/** What the test of a module does, for its name. */
export function caseName(entry: ModuleEntry, throughout: ReadonlySet<string>): string {
  const sent = entry.steps?.length
    ? 'opened from its menu, each step filled from its example and sent (the earlier steps reviewed through the API)'
    : 'opened from its menu, filled from its example, sent';
  const stages = reviewStages(entry).length;
  if (stages === 0) return `${sent}, and published at once`;
  if (consoleStages(entry, throughout) === stages)
    return `${sent}, and approved from its reviewers’ task lists, ${stages === 1 ? 'its one stage' : `all ${stages} stages`}`;
  return `${sent}, and approved through the API, ${stages === 1 ? 'its one stage' : `all ${stages} stages`}`;
}

/** Who may review and how each is signed in: the API session, and the browser context of its one login. */
export interface Reviewers {
  accounts: readonly string[];
  sessions: Readonly<Record<string, ApiSession>>;
  contexts: Readonly<Record<string, BrowserContext>>;
}

const recordOf = async (stack: TestStack, id: string) =>
  stack.db.selectFrom('record').select(['state', 'process_instance_id']).where('id', '=', id).executeTakeFirstOrThrow();

/**
 * The open task dialog shows the record as its reviewer may see it: each text field of the module
 * (of its children's form for a module with children) that the record fills, with its value.
 */
async function expectRecordShown(page: Page, reviewer: ApiSession, entry: ModuleEntry, id: string): Promise<void> {
  const detail = await reviewer.get(`/api/blade-crop/crop/${entry.key}/detail`, { id });
  expect(detail.status, JSON.stringify(detail.body)).toBe(200);
  const { form, visibleFields } = detail.body.data as { form: Record<string, unknown>; visibleFields?: string[] | null };
  const texts = (entry.children ? childEntryOf(entry) : entry).fields.filter(
    (f) =>
      f.kind === 'text' && typeof form[f.name] === 'string' && form[f.name] !== '' && (!visibleFields || visibleFields.includes(f.name)),
  );
  expect(texts.length, `a text field of ${entry.key} its reviewer sees`).toBeGreaterThan(0);
  const dialog = page.locator('.task-dialog');
  for (const field of texts) {
    await dialog
      .getByTestId(`value-${field.name}`)
      .filter({ hasText: String(form[field.name]) })
      .waitFor();
  }
  // The comment box sticks to the very bottom of the scrolling body: nothing of the record shows under it.
  const [body, comment] = await dialog.evaluate((d) =>
    ['.task-dialog-body', '.task-comment-sticky'].map((s) => d.querySelector(s)!.getBoundingClientRect().bottom),
  );
  expect(Math.abs(body! - comment!), 'the comment box at the bottom of the review dialog').toBeLessThan(1);
}

/**
 * One stage approved in the console by `account`, from its one login: claimed on 待签收, opened on
 * 待办, the record seen in the task dialog and approved there.
 */
async function approveStageInConsole(
  c: ConsoleStack,
  reviewers: Reviewers,
  account: string,
  entry: ModuleEntry,
  id: string,
): Promise<void> {
  const page = await reviewers.contexts[account]!.newPage();
  try {
    // A page long enough for every module side by side.
    await page.goto(`${c.base}/work?tab=claim&size=200`);
    const row = page.getByTestId(`row-${id}`);
    await row.getByTestId('btn-claim').click();
    await row.waitFor({ state: 'detached' });
    // To 待办 by its tab, as a reviewer goes, not by loading the console again: each module has one
    // open task at a time, so the few handled side by side fit the tab's first page.
    await page.getByTestId('tab-todo').click();
    await row.getByTestId('btn-handle').click();
    await expectRecordShown(page, reviewers.sessions[account]!, entry, id);
    // A scored assessment: each item's score typed in the dialog's score table, as the API walks send them.
    const { scores } = await scoresToApprove(reviewers.sessions[account]!, entry.key, id);
    for (const { code, score } of scores ?? []) await page.getByTestId(`score-${code}`).fill(String(score));
    // The stage's own fields (rights2's 核定金额): typed into the dialog's edit inputs from the module's
    // `approvalExample`, as the API walks send them.
    const { form: edits } = await editsToApprove(reviewers.sessions[account]!, entry.key, id);
    if (edits) {
      const fields = (entry.children ? childEntryOf(entry) : entry).fields.filter((f) => f.name in edits);
      await fillFields(page.getByTestId('stage-edits'), fields, edits);
    }
    await page.getByTestId('task-comment').fill('同意');
    await page.getByTestId('btn-approve').click();
    await page.locator('.task-dialog').waitFor({ state: 'detached' });
  } catch (err) {
    await c.shot(page, `${entry.key}-review-${account}-failed`);
    throw err;
  } finally {
    await page.close();
  }
}

/**
 * Record `id` of `entry` approved stage by stage: whoever of the reviewers has its open task (asked of
 * the API, as the console's menu badge does) approves it, in the console for the first `inConsole`
 * stages, through the API after. Answers how many stages went each way.
 */
export async function approveRecord(
  c: ConsoleStack,
  reviewers: Reviewers,
  entry: ModuleEntry,
  id: string,
  inConsole: number,
): Promise<{ console: number; api: number }> {
  const sessions = reviewers.accounts.map((a) => reviewers.sessions[a]!);
  const done = { console: 0, api: 0 };
  for (let stage = 0; (await recordOf(c.stack, id)).state === 'in_review'; stage++) {
    expect(stage, `${entry.key} still in review after ${stage} approvals`).toBeLessThan(6);
    const holder = await eventually(
      () => taskHolder(sessions, id),
      (h) => h !== undefined,
      `a reviewer with the open task of ${entry.key}`,
    );
    const account = reviewers.accounts.find((a) => reviewers.sessions[a] === holder!.reviewer)!;
    if (stage < inConsole) {
      await approveStageInConsole(c, reviewers, account, entry, id);
      done.console++;
    } else {
      expect(await approveOpenTask([holder!.reviewer], id, (await recordOf(c.stack, id)).process_instance_id)).toBe(true);
      done.api++;
    }
    // The approval is done when the task leaves review or another stage's task is open.
    await eventually(
      async () => ((await recordOf(c.stack, id)).state === 'in_review' ? taskHolder(sessions, id) : 'left review'),
      (h) => h !== undefined && (typeof h === 'string' || h.taskId !== holder!.taskId),
      `${entry.key} past ${account}'s approval`,
    );
  }
  expect((await recordOf(c.stack, id)).state, `${entry.key} approved`).toBe('approved');
  return done;
}
