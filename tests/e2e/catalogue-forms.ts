// Every catalogue module's form in the browser, table-driven over the catalogue: opened as one of its
// starters from the module's own menu, filled from the entry's example through the real inputs (by
// field kind; what the union's data fills is not typed), sent, and seen in review (published for a
// notice); then approved from the console by its reviewers, stage by stage, each claiming it from its
// task list (待签收), handling it from 待办 and approving it in the task dialog, until it is approved.
// A module added later is covered without a test of its own. The modules are spread over a fixed
// number of test files (shards), each with its own backend and one browser whose contexts run side by
// side; every account logs in through the login page once.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, type ModuleEntry, type StarterIdent } from '../../catalogue';
import { approvedSetupRequest, giveUnionItsData, login, reviewThrough, taskHolder, type ApiSession, type TestStack } from '../support';
import { eventually } from './form-driver';
import { shapeOf } from './form-shapes';
import { loginAs, startConsole, type ConsoleStack } from './identity-helpers';

/** Modules this test does not open, each with why: keep it short, and never a form a union sends. */
export const NOT_COVERED: Readonly<Record<string, string>> = {
  corpration:
    'a lookup: the employer’s data is edited in place on 我的工会 · 单位信息 (union-profile tests), with no record, flow or submit',
};

/** How many files share the catalogue: each runs its own backend, and vitest runs two files at a time. */
export const SHARDS = 2;

/** The modules of shard `n` (1-based): every covered module in exactly one shard, in catalogue order. */
export function shardModules(n: number): ModuleEntry[] {
  return Object.values(modules)
    .filter((e) => !(e.key in NOT_COVERED))
    .filter((_, i) => i % SHARDS === n - 1);
}

/** `CATALOGUE_FORMS=organ3,setup3` runs only those modules (of the shards that hold them), when working on them. */
const only = process.env.CATALOGUE_FORMS?.split(',').filter(Boolean);

/** The demo account that starts a module of each starter kind. */
const ACCOUNT: Record<StarterIdent, string> = { corp: 'corp1', launion: 'launion1', federation: 'federation', admin: 'admin' };
/** A roll-up summary (launion1's) gathers what corp2 filed; the source module's own form is then filed by corp3, whose quota is its own. */
const GATHERED_FROM = 'corp2';
const SOURCE_STARTER = 'corp3';
/** The standing unions: corp1, corp2, corp3 and their higher unions. */
const UNIONS = ['1101', '1102', '1201', '1100', '1200'];
const REVIEWERS = ['launion1', 'launion2', 'federation', 'admin'];

const isRollUpSource = (entry: ModuleEntry) => Object.values(modules).some((e) => e.rollUp && e.rollUp.source === entry.key && e !== entry);
const starterOf = (entry: ModuleEntry) => (isRollUpSource(entry) ? SOURCE_STARTER : ACCOUNT[entry.starters[0]!]);

interface MenuNode {
  code: string;
  path: string;
  children?: MenuNode[];
}
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

type SavedSession = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

const stateOf = async (stack: TestStack, id: string) =>
  (await stack.db.selectFrom('record').select('state').where('id', '=', id).executeTakeFirst())?.state;

/** The task row of record `id` on the reviewer's list `tab` (a page long enough for every module side by side). */
async function taskRow(page: Page, base: string, tab: 'claim' | 'todo', id: string) {
  await page.goto(`${base}/work?tab=${tab}&size=200`);
  const row = page.getByTestId(`row-${id}`);
  await row.waitFor();
  return row;
}

/**
 * Record `id` approved from the console, stage by stage: whoever of the reviewers has its open task
 * (asked of the API, as the console's menu badge does) claims it on 待签收, opens it on 待办 and
 * approves it in the task dialog, from the session of their one login.
 */
async function approveFromConsole(
  c: ConsoleStack,
  states: Record<string, SavedSession>,
  sessions: Record<string, ApiSession>,
  module: string,
  id: string,
): Promise<void> {
  for (let stage = 0; (await stateOf(c.stack, id)) === 'in_review'; stage++) {
    expect(stage, `${module} still in review after ${stage} approvals`).toBeLessThan(6);
    const holder = await eventually(
      () =>
        taskHolder(
          REVIEWERS.map((a) => sessions[a]!),
          id,
        ),
      (h) => h !== undefined,
      `a reviewer with the open task of ${module}`,
    );
    const account = REVIEWERS.find((a) => sessions[a] === holder!.reviewer)!;
    const context = await c.browser.newContext({ storageState: states[account], viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      const claimRow = await taskRow(page, c.base, 'claim', id);
      await claimRow.getByTestId('btn-claim').click();
      await claimRow.waitFor({ state: 'detached' });
      const todoRow = await taskRow(page, c.base, 'todo', id);
      await todoRow.getByTestId('btn-handle').click();
      await page.getByTestId('task-comment').fill('同意');
      await page.getByTestId('btn-approve').click();
      await page.locator('.task-dialog').waitFor({ state: 'detached' });
    } catch (err) {
      const page = context.pages()[0];
      if (page) await c.shot(page, `${module}-review-${account}-failed`);
      throw err;
    } finally {
      await context.close();
    }
    // The approval is done when the task leaves review or another stage's task is open.
    await eventually(
      async () =>
        (await stateOf(c.stack, id)) === 'in_review'
          ? taskHolder(
              REVIEWERS.map((a) => sessions[a]!),
              id,
            )
          : 'left review',
      (h) => h !== undefined && (typeof h === 'string' || h.taskId !== holder!.taskId),
      `${module} past ${account}'s approval`,
    );
  }
  expect(await stateOf(c.stack, id), `${module} approved`).toBe('approved');
}

/** Runs shard `n` of the catalogue's forms. */
export function catalogueFormsShard(n: number): void {
  const entries = shardModules(n).filter((e) => !only || only.includes(e.key));
  let c: ConsoleStack;
  const sessions: Record<string, ApiSession> = {};
  const states: Record<string, SavedSession> = {};
  const menus: Record<string, MenuNode[]> = {};
  const gatherable: Record<string, string[]> = {};
  const seconds: Record<string, number> = {};

  beforeAll(async () => {
    c = await startConsole(`catalogue-forms-${n}`);
    const accounts = [...new Set([...entries.map(starterOf), ...REVIEWERS, GATHERED_FROM])];
    for (const account of accounts) sessions[account] = await login(c.stack.app, account);
    const reviewers = REVIEWERS.map((a) => sessions[a]!);
    for (const union of UNIONS) await giveUnionItsData(c.stack, union);
    // A standing corp's set-up request was approved: its set-up application (setup2) names it.
    await approvedSetupRequest(sessions.corp1!, reviewers);
    for (const summary of entries.filter((e) => e.rollUp && e.rollUp.source !== e.key)) {
      const source = modules[summary.rollUp!.source]!;
      const applicant = sessions[GATHERED_FROM]!;
      const sent = await applicant.post(`/api/blade-crop/crop/${source.key}/submit`, source.example);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      await reviewThrough(reviewers, applicant, source.key, sent.body.data.id, sent.body.data.processInstanceId);
      gatherable[summary.key] = [sent.body.data.id];
    }
    // One login per account through the login page; each module's page starts from its saved session.
    for (const account of new Set([...entries.map(starterOf), ...REVIEWERS])) {
      const { context } = await loginAs(c, account);
      states[account] = await context.storageState();
      await context.close();
      menus[account] = flat((await sessions[account]!.get('/api/blade-system/menu/routes')).body.data as MenuNode[]);
    }
  }, 300_000);

  afterAll(async () => {
    const figures = Object.entries(seconds).map(([key, s]) => `${key} ${s.toFixed(1)} s`);
    if (figures.length) console.log(`[catalogue-forms ${n}/${SHARDS}] ${figures.join(', ')}`);
    await c?.close();
  });

  if (n === 1) {
    it('leaves out only the modules it names, each a module of the catalogue with a reason', () => {
      for (const [key, reason] of Object.entries(NOT_COVERED)) {
        expect(modules[key], key).toBeDefined();
        expect(reason.length).toBeGreaterThan(20);
      }
      const shards = Array.from({ length: SHARDS }, (_, i) => shardModules(i + 1).map((e) => e.key)).flat();
      expect(shards.sort()).toEqual(
        Object.keys(modules)
          .filter((k) => !(k in NOT_COVERED))
          .sort(),
      );
    });
  }

  describe.concurrent(`every catalogue module's form, sent from the console (shard ${n} of ${SHARDS})`, () => {
    it.each(entries.map((e) => [e.key, shapeOf(e).name, e] as const))(
      '%s (%s): opened from its menu, filled from its example, sent, and approved from its reviewers’ task lists',
      async (key, _shape, entry) => {
        const started = Date.now();
        const account = starterOf(entry);
        const menu = menus[account]!.find((m) => m.code === key);
        expect(menu, `${account} has the menu of ${key}`).toBeDefined();
        const context = await c.browser.newContext({
          storageState: states[account],
          viewport: { width: 1366, height: 900 },
          locale: 'zh-CN',
        });
        try {
          const page = await context.newPage();
          await page.goto(`${c.base}${menu!.path}`);
          const sent = await shapeOf(entry).run({
            page,
            entry,
            stack: c.stack,
            applicant: sessions[account]!,
            reviewers: REVIEWERS.map((a) => sessions[a]!),
            gatherable: gatherable[key] ?? [],
          });
          if (sent) await approveFromConsole(c, states, sessions, key, sent);
        } catch (err) {
          const page = context.pages()[0];
          if (page) await c.shot(page, `${key}-failed`);
          throw err;
        } finally {
          await context.close();
          seconds[key] = (Date.now() - started) / 1000;
        }
      },
      300_000,
    );
  });
}
