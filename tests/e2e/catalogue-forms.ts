// Every catalogue module's form in the browser, table-driven over the catalogue: opened as one of its
// starters from the module's own menu, filled from the entry's example through the real inputs (by
// field kind; what the union's data fills is not typed), sent, and seen in review (published for a
// notice); then approved until it is approved: from the console (claimed on 待签收, handled on 待办,
// the record seen and approved in the task dialog) for one module of each shape and kind of stage, and
// for every module with CATALOGUE_FORMS_APPROVE=all, through the API the console calls for the others
// (catalogue-forms-review.ts). A module added later is covered without a test of its own. The modules
// are spread over a fixed number of test files (shards), each with its own backend and one browser;
// every account signs in once (its tokens from the API, kept as the login page keeps them), and its pages share one browser context (its
// session and the console's cached files), side by side.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, type ModuleEntry, type StarterIdent } from '../../catalogue';
import {
  approvedSetupRequest,
  fileServerFilledSourcesOf,
  giveUnionItsData,
  login,
  MODULE_STARTER,
  publishFilingRounds,
  reviewThrough,
  type ApiSession,
} from '../support';
import { approveRecord, caseName, consoleStages, inConsoleThroughout, reviewStages, stageKind } from './catalogue-forms-review';
import { FORM_SHAPES, shapeOf } from './form-shapes';
import { signedInAs, startConsole, type ConsoleStack } from './identity-helpers';

/** Modules this test does not open, each with why: keep it short, and never a form a union sends. */
export const NOT_COVERED: Readonly<Record<string, string>> = {
  corpration:
    'a lookup: the employer’s data is edited in place on 我的工会 · 单位信息 (union-profile tests), with no record, flow or submit',
  recommendCapital:
    'a window only: its one call, isApply, answers from the capital awards’ rounds (tests/integration/award-rounds.test.ts); no form, record or flow: its page is AwardRoundsPage (web/src/shapes/award-rounds)',
  field2:
    'a register view: no form or record; its page is the venue register (web/src/shapes/register), written by field1’s and field4’s approvals, which this test files',
  field5:
    'a register view: the venue register as one sheet (web/src/shapes/register), no form or record; the rows come from field1’s and field4’s approvals',
  advanceSelection:
    'a window only: its one call, isApply, answers from the advanced kinds’ rounds (tests/integration/advance-selection-calls.test.ts); no form, record or flow: its page is AwardRoundsPage (web/src/shapes/award-rounds)',
  finance1:
    'a read-only overview of the funds ledger: no form, record or flow; its page is FundsOverviewPage (web/src/features/records/funds-overview), its calls tested in tests/integration/funds-overview.test.ts',
};

/** How many files share the catalogue: each runs its own backend, and vitest runs two files at a time. */
export const SHARDS = 2;

/** The modules this test opens, in catalogue order. */
const covered = Object.values(modules).filter((e) => !(e.key in NOT_COVERED));

/** The modules of shard `n` (1-based): every covered module in exactly one shard, in catalogue order. */
export function shardModules(n: number): ModuleEntry[] {
  return covered.filter((_, i) => i % SHARDS === n - 1);
}

/** The modules whose every stage is approved in the console on every run. */
const throughout = inConsoleThroughout(covered);

/** `CATALOGUE_FORMS=organ3,setup3` runs only those modules (of the shards that hold them), when working on them. */
const only = process.env.CATALOGUE_FORMS?.split(',').filter(Boolean);

/** The demo account that starts a module of each starter kind. */
const ACCOUNT: Record<StarterIdent, string> = { corp: 'corp1', launion: 'launion1', federation: 'federation', admin: 'admin' };
/** A roll-up summary (launion1's) gathers what corp2 filed; the source module's own form is then filed by corp3, whose quota is its own. */
const GATHERED_FROM = 'corp2';
const SOURCE_STARTER = 'corp3';
/** The standing unions: corp1, corp2, corp3, the joint union 1202 (corp4) and their higher unions. */
const UNIONS = ['1101', '1102', '1201', '1202', '1100', '1200'];
const REVIEWERS = ['launion1', 'launion2', 'federation', 'admin'];

const isRollUpSource = (entry: ModuleEntry) => Object.values(modules).some((e) => e.rollUp && e.rollUp.source === entry.key && e !== entry);
const starterOf = (entry: ModuleEntry) =>
  isRollUpSource(entry) ? SOURCE_STARTER : (MODULE_STARTER[entry.key] ?? ACCOUNT[entry.starters[0]!]);

interface MenuNode {
  code: string;
  path: string;
  children?: MenuNode[];
}
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

/** Runs shard `n` of the catalogue's forms. */
export function catalogueFormsShard(n: number): void {
  const entries = shardModules(n).filter((e) => !only || only.includes(e.key));
  let c: ConsoleStack;
  const sessions: Record<string, ApiSession> = {};
  const contexts: Record<string, BrowserContext> = {};
  const menus: Record<string, MenuNode[]> = {};
  const gatherable: Record<string, string[]> = {};
  /**
   * Each module's two parts, in seconds: its form sent (a stepped module's earlier steps included) and
   * its approvals, with how many stages were approved in the console and through the API.
   */
  const seconds: Record<string, { sent: number; approvals?: number; console?: number; api?: number }> = {};

  beforeAll(async () => {
    c = await startConsole(`catalogue-forms-${n}`);
    // corp1 files the approved set-up request below, whichever modules the shard holds (CATALOGUE_FORMS may leave none).
    const accounts = [...new Set([...entries.map(starterOf), ...REVIEWERS, GATHERED_FROM, 'corp1'])];
    for (const account of accounts) sessions[account] = await login(c.stack.app, account);
    const reviewers = REVIEWERS.map((a) => sessions[a]!);
    for (const union of UNIONS) await giveUnionItsData(c.stack, union);
    // A column the server writes from another approved record (finance7's budget) reads the example's figures.
    for (const entry of entries) await fileServerFilledSourcesOf(c.stack.db, starterOf(entry), entry);
    // A standing corp's set-up request was approved: its set-up application (setup2) names it.
    await approvedSetupRequest(sessions.corp1!, reviewers);
    // The assessment modules are filed while a round of their kind is open (the `window` shape).
    await publishFilingRounds(sessions.federation!, entries);
    for (const summary of entries.filter((e) => e.rollUp && e.rollUp.source !== e.key)) {
      const source = modules[summary.rollUp!.source]!;
      const applicant = sessions[GATHERED_FROM]!;
      const sent = await applicant.post(`/api/blade-crop/crop/${source.key}/submit`, source.example);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      await reviewThrough(reviewers, applicant, source.key, sent.body.data.id, sent.body.data.processInstanceId);
      gatherable[summary.key] = [sent.body.data.id];
    }
    // One session per account; the account’s pages open in its context after.
    for (const account of new Set([...entries.map(starterOf), ...REVIEWERS])) {
      const { context, page } = await signedInAs(c, account);
      await page.close();
      contexts[account] = context;
      menus[account] = flat((await sessions[account]!.get('/api/blade-system/menu/routes')).body.data as MenuNode[]);
    }
  }, 300_000);

  afterAll(async () => {
    const figures = Object.entries(seconds).map(
      ([key, s]) =>
        `${key} sent ${s.sent.toFixed(1)} s` +
        (s.approvals === undefined ? '' : ` + approvals ${s.approvals.toFixed(1)} s (console ${s.console}, API ${s.api})`),
    );
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

    it('approves every stage in the console for the first module of each form shape, and each kind of review stage at least once', () => {
      for (const shape of FORM_SHAPES) {
        const first = covered.find((e) => shapeOf(e) === shape);
        if (first) expect(consoleStages(first, throughout), `${first.key}, the first ${shape.name}`).toBe(reviewStages(first).length);
      }
      const inConsole = new Set(covered.flatMap((e) => reviewStages(e).slice(0, consoleStages(e, throughout)).map(stageKind)));
      const all = new Set(covered.flatMap((e) => reviewStages(e).map(stageKind)));
      expect([...inConsole].sort()).toEqual([...all].sort());
    });
  }

  describe.concurrent(`every catalogue module's form, sent from the console (shard ${n} of ${SHARDS})`, () => {
    // Only a CATALOGUE_FORMS run leaves a shard without modules (every shard holds some of the catalogue).
    if (entries.length === 0) it('holds none of the modules CATALOGUE_FORMS names', () => expect(only).toBeDefined());
    it.each(entries.map((e) => [e.key, shapeOf(e).name, caseName(e, throughout), e] as const))(
      '%s (%s): %s',
      async (key, _shape, _does, entry) => {
        const started = Date.now();
        const account = starterOf(entry);
        const menu = menus[account]!.find((m) => m.code === key);
        expect(menu, `${account} has the menu of ${key}`).toBeDefined();
        const page = await contexts[account]!.newPage();
        let sent: string | undefined;
        try {
          await page.goto(`${c.base}${menu!.path}`);
          sent = await shapeOf(entry).run({
            page,
            entry,
            stack: c.stack,
            account,
            applicant: sessions[account]!,
            reviewers: REVIEWERS.map((a) => sessions[a]!),
            gatherable: gatherable[key] ?? [],
          });
        } catch (err) {
          await c.shot(page, `${key}-failed`);
          throw err;
        } finally {
          // The starter's page is done: the browser keeps only the reviewers' pages open from here.
          await page.close();
        }
        seconds[key] = { sent: (Date.now() - started) / 1000 };
        if (!sent) return;
        const approving = Date.now();
        const ways = await approveRecord(c, { accounts: REVIEWERS, sessions, contexts }, entry, sent, consoleStages(entry, throughout));
        seconds[key] = { ...seconds[key], approvals: (Date.now() - approving) / 1000, ...ways };
      },
      300_000,
    );
  });
}
