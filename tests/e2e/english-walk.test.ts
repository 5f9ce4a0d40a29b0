// The console in English (issue 18, item 12): each kind of demo account (admin, federation, launion1,
// corp1) switches to English and visits every page its menus reach, and the main dialogs are opened
// (a task's review, the designer's panels, version compare, migration, upload, a flow's progress, a
// record's detail with its history). A test fails listing each piece of Chinese the portal wrote,
// with the page it was on. What users typed may stay as typed: the strings the seed and this test put
// in (union, people and tenant names, the records' forms, a tenant's own dictionary entries, the demo
// questionnaire, the region names of the national dataset, the values a rule requires in Chinese) are
// taken out of each text before it is looked at; nothing is skipped by where it is on the page, but
// text marked as Chinese (`lang="zh-CN"`: the language switch's 中文) is Chinese on purpose.
// Bounded: about three minutes on the CI machine, one page at a time.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { demoAccounts, demoUnions } from '../../db';
import { login, type ApiSession } from '../support';
import { fillLogin, startConsole, type ConsoleStack } from './identity-helpers';

/** CJK ideographs and CJK punctuation, full-width forms included. */
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const FLOW = '/api/blade-flow';
const ACCOUNTS = ['admin', 'federation', 'launion1', 'corp1'] as const;
/** A comment this test types: data, not the portal's. */
const COMMENT = '同意上报';

let c: ConsoleStack;
/** Strings users (the seed, this test) put in, longest first. */
let typed: string[] = [];
/** A record at the federation's stage (its history names the federation's role), and one waiting for launion1. */
let atFederation = { id: '', pid: '' };
let atParent = { id: '', pid: '' };

/** Every string leaf of a value (forms hold tables and lists). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** What the seed and this test put in: the strings a page may show as typed. */
async function typedStrings(): Promise<string[]> {
  const db = c.stack.db;
  const [tenants, records, bizDicts, regions, questionSets, versions, rounds, holidays, registerRows] = await Promise.all([
    db.selectFrom('tenant').select('name').execute(),
    db.selectFrom('record').select(['title', 'form', 'submitted_form']).execute(),
    db.selectFrom('dict_biz').select('dict_value').execute(),
    db.selectFrom('region').select('name').execute(),
    db.selectFrom('question_set').select('title').execute(),
    db.selectFrom('question_set_version').select('content').execute(),
    // A selection round's title is the federation's own text (the demo's rounds are seeded in Chinese).
    db.selectFrom('selection_round').select('title').execute(),
    // So is a holiday's name in the working-day calendar (seeded from the State Council's notice, in Chinese).
    db.selectFrom('work_calendar').select('name').execute(),
    // A register's rows (the covered enterprises, the venues) hold what the approvals and the demo wrote.
    db.selectFrom('register_row').select(['name', 'data']).execute(),
  ]);
  // Values a rule requires in Chinese (a union's name ends with 工会委员会): an English hint quotes them.
  const required = Object.values(modules).flatMap((m) =>
    m.fields.flatMap((f) => f.rules.flatMap((r) => (r.rule === 'endsWith' ? r.values : []))),
  );
  const all = [
    ...demoUnions.map((u) => u.name),
    ...demoAccounts.map((a) => a.name),
    ...tenants.map((t) => t.name),
    ...rounds.map((r) => r.title),
    ...holidays.map((h) => h.name),
    ...records.flatMap((r) => [r.title, ...stringsOf(r.form), ...stringsOf(r.submitted_form)]),
    ...registerRows.flatMap((r) => [r.name, ...stringsOf(r.data)]),
    ...Object.values(modules).flatMap((m) => stringsOf(m.example)),
    ...bizDicts.map((d) => d.dict_value),
    ...regions.map((r) => r.name),
    ...questionSets.map((q) => q.title),
    ...versions.flatMap((v) => stringsOf(v.content)),
    ...required,
    COMMENT,
  ];
  return [...new Set(all.map((s) => s.trim()))].filter((s) => CJK.test(s)).sort((a, b) => b.length - a.length);
}

/** The texts of the page a reader sees or hears: text nodes, the attributes read out, the title. Text marked Chinese is left out. */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const markedChinese = (el: Element | null) => el?.closest('[lang]:not(html)')?.getAttribute('lang')?.startsWith('zh') === true;
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || parent.closest('script, style') || markedChinese(parent)) continue;
      out.push(n.nodeValue ?? '');
    }
    for (const el of document.querySelectorAll('[placeholder], [title], [aria-label], img[alt]')) {
      if (markedChinese(el)) continue;
      for (const name of ['placeholder', 'title', 'aria-label', 'alt']) out.push(el.getAttribute(name) ?? '');
    }
    return out.map((t) => t.trim()).filter(Boolean);
  });
}

/** Counts the page's requests in flight and all it made, so a look waits until the page has its data. */
function trackRequests(page: Page): Traffic {
  const traffic = { pending: 0, made: 0, settledAt: -1 };
  page.on('request', () => {
    traffic.pending += 1;
    traffic.made += 1;
  });
  const done = () => (traffic.pending = Math.max(0, traffic.pending - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return traffic;
}
interface Traffic {
  pending: number;
  made: number;
  /** `made` when the page last settled: while it stands, the page has asked for nothing since. */
  settledAt: number;
}
const inFlight = new WeakMap<Page, Traffic>();

/** Until no request has been in flight for a quarter of a second (the page drew what it loaded). */
async function settled(page: Page): Promise<void> {
  const traffic = inFlight.get(page);
  let quiet = 0;
  for (let waited = 0; quiet < 250 && waited < 15_000; waited += 50) {
    await page.waitForTimeout(50);
    quiet = traffic && traffic.pending > 0 ? 0 : quiet + 50;
  }
  if (traffic) traffic.settledAt = traffic.made;
}

/** Goes to `path` inside the running console, as a menu link does (no reload of the app). */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page);
}

/** The Chinese the portal wrote on the page now: each text with the typed strings taken out. */
async function portalChinese(page: Page): Promise<string[]> {
  // A page that settled and has asked for nothing since (a visit's) is not waited for again.
  const traffic = inFlight.get(page);
  if (!traffic || traffic.settledAt !== traffic.made) await settled(page);
  const found = new Set<string>();
  for (const text of await pageTexts(page)) {
    let rest = text;
    for (const s of typed) if (rest.includes(s)) rest = rest.split(s).join(' ');
    if (CJK.test(rest)) found.add(text);
  }
  return [...found];
}

/** Collects findings as `where: text`. */
function findings() {
  const list: string[] = [];
  return {
    list,
    look: async (page: Page, where: string) => {
      for (const text of await portalChinese(page)) list.push(`${where}: ${text}`);
    },
  };
}

/**
 * A fresh session of `account` logged in with the console in English, as a returning user who chose
 * English has it (the console keeps the choice in the browser); `onLogin` looks at the login page.
 */
async function inEnglish(account: string, onLogin?: (page: Page) => Promise<void>) {
  const context = await c.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  await context.addInitScript(() => {
    if (!localStorage.getItem('union-language')) {
      localStorage.setItem('union-language', JSON.stringify({ dataType: 'string', content: 'en', datetime: Date.now() }));
    }
  });
  const page = await context.newPage();
  inFlight.set(page, trackRequests(page));
  await page.goto(`${c.base}/login`);
  await page.locator('[data-testid="login-captcha-image"] img').waitFor();
  await onLogin?.(page);
  await fillLogin(page, account);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.getByTestId('top-menu').waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  return { page, context };
}

interface MenuNode {
  path: string;
  children?: MenuNode[];
}
const paths = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [...(n.path ? [n.path] : []), ...paths(n.children ?? [])]);

/** The pages `account`'s menus reach, as the server grants them. */
async function menuPages(account: string): Promise<string[]> {
  const api = await login(c.stack.app, account);
  return [...new Set(paths((await api.get('/api/blade-system/menu/routes')).body.data as MenuNode[]))];
}

/** `reviewer` approves the record's open task from its claim or todo list. */
async function approve(reviewer: ApiSession, ref: { id: string; pid: string }) {
  for (const list of ['claim', 'todo']) {
    const task = (await reviewer.get(`${FLOW}/work/${list}-list`)).body.data.records.find(
      (t: { recordId: string }) => t.recordId === ref.id,
    );
    if (!task) continue;
    const done = await reviewer.post(`${FLOW}/work/complete-task`, {
      taskId: task.taskId,
      processInstanceId: ref.pid,
      flag: 'ok',
      comment: COMMENT,
    });
    expect(done.status).toBe(200);
    return;
  }
  throw new Error(`no task of ${ref.id}`);
}

beforeAll(async () => {
  c = await startConsole('english-walk');
  const corp1 = await login(c.stack.app, 'corp1');
  const launion1 = await login(c.stack.app, 'launion1');
  const submit = async () => {
    const sent = await corp1.post('/api/blade-crop/crop/setup1/submit', modules.setup1!.example);
    expect(sent.status).toBe(200);
    return { id: sent.body.data.id as string, pid: sent.body.data.processInstanceId as string };
  };
  atFederation = await submit();
  await approve(launion1, atFederation);
  atParent = await submit();
  expect((await corp1.post('/api/blade-desk/process/leave/start-process', modules.leave!.example)).status).toBe(200);
  typed = await typedStrings();
}, 240_000);
afterAll(async () => {
  await c?.close();
});

// The accounts' walks run side by side: each page's wait for the console to settle is idle time.
describe.concurrent('the console in English, every page each account’s menus reach', () => {
  for (const account of ACCOUNTS) {
    it(`shows ${account} no Chinese of the portal’s on any page its menus reach`, async () => {
      const found = findings();
      // The login page is the same for every account: looked at once.
      const { page, context } = await inEnglish(account, account === 'admin' ? (login) => found.look(login, 'login page') : undefined);
      for (const path of await menuPages(account)) {
        await visit(page, path);
        await found.look(page, `${account} ${path}`);
      }
      await c.shot(page, `${account}-last-page`);
      await context.close();
      expect(found.list).toEqual([]);
    }, 240_000);
  }
});

describe('the console in English', () => {
  it('shows none in a record’s detail with its history, where the system hands the task to the federation’s role', async () => {
    const found = findings();
    const { page, context } = await inEnglish('corp1');
    await visit(page, `/crop/setup1/detail/${atFederation.id}`);
    const timeline = page.getByTestId('history-timeline');
    await timeline.waitFor();
    await found.look(page, 'corp1 record detail');
    await c.shot(page, 'detail-history');
    expect(await timeline.innerText()).toContain('System · Federation reviewer');
    await context.close();
    expect(found.list).toEqual([]);
  });

  it('shows none in the review of a task', async () => {
    const found = findings();
    const { page, context } = await inEnglish('launion1');
    await visit(page, '/work?tab=claim');
    await page.getByTestId(`row-${atParent.id}`).getByTestId('btn-handle').click();
    await page.locator('.task-dialog').getByTestId('history-timeline').waitFor();
    await found.look(page, 'launion1 task review');
    await c.shot(page, 'task-review');
    await context.close();
    expect(found.list).toEqual([]);
  });

  it('shows none in the designer’s panels, the version compare, the migration and upload dialogs and a flow’s progress', async () => {
    const found = findings();
    const { page, context } = await inEnglish('admin');
    await visit(page, `/flow/model?modelKey=parent-then-federation`);
    await page.getByTestId('model-parent-then-federation').getByTestId('row-design').click();
    await page.getByTestId('flow-designer').waitFor();
    for (const node of ['start', 'launion', 'federation', 'end']) {
      await page.getByTestId(`node-${node}`).click();
      await page.locator(`[data-testid="node-editor"][data-node="${node}"]`).waitFor();
      await found.look(page, `designer, ${node} selected`);
    }
    await page.getByTestId('node-start').click();
    await page.getByTestId('insert-parallel').click();
    await found.look(page, 'designer, a gateway selected');
    await page.getByTestId('node-start').click();
    await page.getByTestId('insert-choice').click();
    await found.look(page, 'designer, a choice selected');
    await c.shot(page, 'designer');
    await page.getByTestId('btn-compare').click();
    await page.getByTestId('version-diff').waitFor();
    await found.look(page, 'version compare');
    await page.keyboard.press('Escape');

    await visit(page, `/flow/manager?modelKey=parent-then-federation`);
    await page.getByTestId('version-parent-then-federation-1').getByTestId('row-migrate').click();
    await page.getByTestId('migration-no-target').waitFor();
    await found.look(page, 'migration dialog');
    await page.keyboard.press('Escape');
    await page.getByTestId('btn-upload').click();
    await page.getByTestId('upload-dialog').waitFor();
    await found.look(page, 'upload dialog');
    await page.keyboard.press('Escape');

    await visit(page, `/flow/follow/${atFederation.pid}`);
    await page.getByTestId('progress-diagram').locator('.react-flow__node').first().waitFor();
    await page.getByTestId('history-timeline').waitFor();
    await found.look(page, 'flow progress');
    await c.shot(page, 'progress');
    expect(await page.getByTestId('node-federation').innerText()).toContain('Role: Federation reviewer');
    await context.close();
    expect(found.list).toEqual([]);
  });
});
