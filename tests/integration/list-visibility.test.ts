import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateKeysOf, modules } from '../../catalogue';
import { createDb, type Database, type DataScopeType } from '../../db';
import { withTenant } from '../../db/tenancy/tenant-scope';
import { loadSessionUser, type SessionUser } from '../../services/identity/auth/session-user';
import { countTasks, listTasks } from '../../services/flow/tasks/task-queries';
import { actionsOf, installShapes, visibleTo } from '../../services/records/engine';
import { listRecords } from '../../services/records/engine/record-queries';
import { recordShapes } from '../../services/records/shapes';
import { COUNT_BEYOND, pageOf, SEARCH_COUNT_BEYOND } from '../../services/platform/core';
import { createTestDatabase } from '../support';

// The visibility rule as it was written before it was split into parts an index reaches: the
// specification the parts are held to, over every kind of record, task and viewer there is.
const PUBLISH_ONLY = Object.values(modules)
  .filter((m) => m.publishOnly)
  .map((m) => m.key);

function ruleAsWritten(viewer: SessionUser) {
  const scope = viewer.dataScopes?.record ?? 'own';
  const ownUnion = sql`r.union_id = ${viewer.unionId}`;
  const reach = {
    own: sql`r.applicant_id = ${viewer.id}`,
    union: ownUnion,
    union_tree: sql`(${ownUnion} or (r.union_path like ${`${viewer.unionPath}%`} and r.submit_count > 0))`,
    tenant: sql`(${ownUnion} or r.submit_count > 0)`,
  }[scope];
  return sql`r.tenant_id = ${viewer.tenantId} and r.state <> 'removed' and (${reach}
    or (r.module = any(${PUBLISH_ONLY}::text[]) and r.state = 'approved' and starts_with(${viewer.unionPath}, r.union_path))
    or (r.state = 'in_review' and exists (select 1 from flow_task t where t.process_instance_id = r.process_instance_id
      and t.tenant_id = ${viewer.tenantId} and t.outcome is null
      and (t.candidates && ${candidateKeysOf(viewer)}::text[] or t.assignee_id = ${viewer.id}))))`;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let appDb: Kysely<Database>;
const owner = () => database.db;

/** Every union of the demo tree with an account applying for it (corp1sub applies for 1101 too, for the own scope). */
const APPLICANTS: [union: string, applicant: string][] = [
  ['1000', '2002'],
  ['1100', '2003'],
  ['1101', '2005'],
  ['1101', '2008'],
  ['1102', '2006'],
  ['1200', '2004'],
  ['1201', '2007'],
];
const STATES = ['draft', 'in_review', 'returned', 'approved', 'cancelled', 'expired', 'removed'] as const;
/** Open tasks' candidates and assignee for records in review: a parent union, a role, a named reviewer, another subtree's union (a transfer), claimed ones. */
const REVIEWS: { candidates: string[]; assignee: string | null }[] = [
  { candidates: ['union:1100'], assignee: null },
  { candidates: ['role:federation'], assignee: null },
  { candidates: ['user:2004'], assignee: null },
  { candidates: ['union:1100'], assignee: '2003' },
  { candidates: ['role:federation', 'union:1200'], assignee: null },
  { candidates: ['role:launion'], assignee: '2004' },
  { candidates: ['role:corp'], assignee: null },
];

async function seedRecords(): Promise<void> {
  const unions = new Map(
    (await owner().selectFrom('union_org').select(['id', 'path', 'name']).execute()).map((u) => [String(u.id), u] as const),
  );
  let n = 0;
  let reviewed = 0;
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + (i % 17) * 3_600_000 + i * 1000);
  for (const module of ['setup1', 'activity']) {
    for (const [unionId, applicant] of APPLICANTS) {
      for (const state of STATES) {
        for (const child of [false, true]) {
          n += 1;
          const id = String(100_000 + n);
          const union = unions.get(unionId)!;
          const submitted = !['draft', 'expired', 'removed'].includes(state);
          // Two records share each creation time, so the id breaks the tie.
          await owner()
            .insertInto('record')
            .values({
              id,
              tenant_id: '000000',
              module,
              process_instance_id: `${module}-${id}`,
              union_id: unionId,
              union_path: union.path,
              union_name: union.name,
              applicant_id: applicant,
              applicant_name: 'x',
              state,
              stage: 1,
              stage_name: '',
              title: `记录${id}`,
              form: '{}',
              submitted_form: null,
              submit_count: submitted ? 1 : 0,
              submit_time: null,
              end_time: null,
              open_task_id: null,
              last_comment: null,
              reviewer_acted: false,
              last_seq: 1,
              parent_id: child ? '100001' : null,
              create_time: at(Math.floor(n / 2)),
              update_time: at(1000 - n),
            })
            .execute();
          // Each record in review has the next kind of open task; the others a closed one of the same kinds.
          const review = REVIEWS[(state === 'in_review' ? reviewed++ : n) % REVIEWS.length]!;
          const tasks = [
            { id: `${id}-open`, outcome: state === 'in_review' ? null : 'closed', ...review },
            // A closed task of another union: a reviewer once, whose sight ended with its task.
            { id: `${id}-done`, outcome: 'approve', candidates: ['union:1200'], assignee: '2004' },
          ];
          for (const t of tasks) {
            await owner()
              .insertInto('flow_task')
              .values({
                id: t.id,
                tenant_id: '000000',
                process_instance_id: `${module}-${id}`,
                record_id: id,
                module,
                title: `记录${id}`,
                union_name: union.name,
                applicant_name: 'x',
                stage: 1,
                stage_key: 's1',
                stage_name: '',
                candidates: t.candidates,
                assignee_id: t.assignee,
                create_time: at(n),
                due_time: at(n + 100),
                outcome: t.outcome,
              })
              .execute();
          }
        }
      }
    }
  }
  // Another tenant's record and task, which nobody here may see.
  await sql`insert into record (id, tenant_id, module, process_instance_id, union_id, union_path, union_name, applicant_id, applicant_name,
      state, title, form, submit_count, last_seq, create_time, update_time)
    values (199999, '100001', 'setup1', 'setup1-199999', 9101, '/9000/9100/9101/', 'x', 9002, 'x', 'in_review', 't', '{}', 1, 1, now(), now())`.execute(
    owner(),
  );
  await sql`insert into flow_task (id, tenant_id, process_instance_id, record_id, module, title, union_name, applicant_name, stage, stage_key,
      stage_name, candidates, create_time, due_time)
    values ('199999-open', '100001', 'setup1-199999', 199999, 'setup1', 't', 'x', 'x', 1, 's1', '', '{role:federation,union:1100}', now(), now())`.execute(
    owner(),
  );
}

async function viewerOf(account: string, scope: DataScopeType | null, tenant = '000000'): Promise<SessionUser> {
  const row = await owner()
    .selectFrom('app_user')
    .select('id')
    .where('tenant_id', '=', tenant)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  const viewer = (await loadSessionUser(owner(), tenant, String(row.id)))!;
  return { ...viewer, dataScopes: scope ? { record: scope } : {} };
}

const VIEWERS: [account: string, scope: DataScopeType | null, tenant?: string][] = [
  ['federation', 'tenant'],
  ['federation', 'union_tree'],
  ['federation', 'union'],
  ['federation', null],
  ['admin', 'tenant'],
  ['launion1', 'union_tree'],
  ['launion1', 'union'],
  ['launion2', 'union_tree'],
  ['corp1', 'union'],
  ['corp1', 'own'],
  ['corp1sub', 'own'],
  ['corp3', 'union_tree'],
  ['admin2', 'tenant', '100001'],
];

/** The ids the rule as written shows the viewer, with the list's conditions, in the list's default order. */
async function specified(viewer: SessionUser, where = sql`true`): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select r.id from record r where ${ruleAsWritten(viewer)} and ${where}
    order by r.create_time desc, r.id desc`.execute(owner());
  return rows.map((r) => String(r.id));
}

/** Every page of the module's list, `size` rows at a time, as the viewer reads them (the app's role, its tenant). */
async function allPages(viewer: SessionUser, module: string, size: number, extra: Record<string, string> = {}) {
  const ids: string[] = [];
  const totals: { n: number; exact: boolean }[] = [];
  for (let current = 1; ; current++) {
    const page = await withTenant(viewer.tenantId, () =>
      listRecords(appDb, viewer, { key: module, categoryField: undefined }, { current, size, ...extra }),
    );
    totals.push(page.total);
    ids.push(...page.records.map((r) => String(r.id)));
    if (page.records.length < size) break;
  }
  return { ids, totals };
}

beforeAll(async () => {
  installShapes(recordShapes);
  database = await createTestDatabase();
  appDb = createDb(database.url, { appRole: true });
  await seedRecords();
});
afterAll(async () => {
  await appDb?.destroy();
  await database?.drop();
});

describe('the visibility rule split into parts an index reaches', () => {
  it.each(VIEWERS)('shows %s (scope %s) exactly the records the rule as written does', async (account, scope, tenant) => {
    const viewer = await viewerOf(account, scope, tenant);
    const expected = await specified(viewer);
    const seen = await withTenant(viewer.tenantId, () =>
      appDb
        .selectFrom('record')
        .select('record.id')
        .where(visibleTo(viewer))
        .orderBy('record.create_time', 'desc')
        .orderBy('record.id', 'desc')
        .execute(),
    );
    expect(seen.map((r) => String(r.id))).toEqual(expected);
    // Every viewer but the other tenant's sees something here, so the comparison is not between two empty lists.
    if (viewer.tenantId === '000000' && scope !== null) expect(expected.length).toBeGreaterThan(0);
  });

  it.each(VIEWERS)(
    'lists to %s (scope %s), page by page, the module records the rule as written shows, in order, with their count',
    async (account, scope, tenant) => {
      const viewer = await viewerOf(account, scope, tenant);
      for (const module of ['setup1', 'activity']) {
        const expected = await specified(viewer, sql`r.module = ${module} and r.parent_id is null`);
        // Seven rows a page: pages end inside every part's rows, and the parts overlap.
        const { ids, totals } = await allPages(viewer, module, 7);
        expect(ids).toEqual(expected);
        for (const total of totals) expect(total).toEqual({ n: expected.length, exact: true });
      }
    },
  );

  it.each(VIEWERS)('lists to %s (scope %s) in another order and filtered as the rule as written does', async (account, scope, tenant) => {
    const viewer = await viewerOf(account, scope, tenant);
    const { rows } = await sql<{ id: string }>`select r.id from record r
      where ${ruleAsWritten(viewer)} and r.module = 'setup1' and r.parent_id is null and r.state = 'in_review'
      order by r.update_time asc, r.id desc`.execute(owner());
    const { ids } = await allPages(viewer, 'setup1', 4, { state: 'in_review', ascs: 'updateTime' });
    expect(ids).toEqual(rows.map((r) => String(r.id)));
  });
});

/** Every page of a task list, `size` rows at a time, as the viewer reads them, and the total (exact on every page). */
async function taskPages(viewer: SessionUser, list: 'claim' | 'todo', size: number) {
  const ids: string[] = [];
  for (let current = 1; ; current++) {
    const page = await withTenant(viewer.tenantId, () => listTasks(appDb, viewer, list, { current, size }));
    ids.push(...page.records.map((r) => r.id));
    expect(page.total.exact).toBe(true);
    if (page.records.length < size) return { ids, total: page.total.n };
  }
}

describe('the claim list read from task_reader', () => {
  /** The claim list as it was written: open unclaimed tasks whose candidates include the viewer, of other unions' records. */
  async function claimableAsWritten(viewer: SessionUser) {
    const { rows } = await sql<{ id: string }>`select t.id from flow_task t join record r on r.id = t.record_id
      where t.tenant_id = ${viewer.tenantId} and r.union_id <> ${viewer.unionId} and t.outcome is null and t.assignee_id is null
        and t.candidates && ${candidateKeysOf(viewer)}::text[]
      order by t.create_time desc, t.id`.execute(owner());
    return rows.map((r) => r.id);
  }

  const claimList = (viewer: SessionUser) => taskPages(viewer, 'claim', 5);

  it.each([
    ['federation', 'tenant'],
    ['launion1', 'union_tree'],
    ['launion2', 'union_tree'],
    ['corp1', 'union'],
  ] as const)('offers %s exactly the tasks the claim rule as written does', async (account, scope) => {
    const viewer = await viewerOf(account, scope);
    const expected = await claimableAsWritten(viewer);
    expect(expected.length).toBeGreaterThan(0);
    expect(await claimList(viewer)).toEqual({ ids: expected, total: expected.length });
  });

  it('follows every change to a task: new candidates, a claim, a close', async () => {
    const launion2 = await viewerOf('launion2', 'union_tree');
    const task = (await claimableAsWritten(launion2))[0]!;
    await owner()
      .updateTable('flow_task')
      .set({ candidates: ['role:federation'] })
      .where('id', '=', task)
      .execute();
    expect((await claimList(launion2)).ids).not.toContain(task);
    await owner()
      .updateTable('flow_task')
      .set({ candidates: ['union:1200'] })
      .where('id', '=', task)
      .execute();
    expect((await claimList(launion2)).ids).toContain(task);
    await owner().updateTable('flow_task').set({ assignee_id: '2004' }).where('id', '=', task).execute();
    expect((await claimList(launion2)).ids).not.toContain(task);
    expect(await claimList(launion2)).toEqual({
      ids: await claimableAsWritten(launion2),
      total: (await claimableAsWritten(launion2)).length,
    });
    await owner().updateTable('flow_task').set({ outcome: 'approve' }).where('id', '=', task).execute();
    const readers = await owner().selectFrom('task_reader').select('reader').where('task_id', '=', task).execute();
    expect(readers).toEqual([]);
  });
});

describe('the todo list read from task_reader', () => {
  /** The todo list as it was written: open tasks the viewer holds, of other unions' records. */
  async function heldAsWritten(viewer: SessionUser) {
    const { rows } = await sql<{ id: string }>`select t.id from flow_task t join record r on r.id = t.record_id
      where t.tenant_id = ${viewer.tenantId} and r.union_id <> ${viewer.unionId} and t.outcome is null and t.assignee_id = ${viewer.id}
      order by t.create_time desc, t.id`.execute(owner());
    return rows.map((r) => r.id);
  }

  const todoList = (viewer: SessionUser) => taskPages(viewer, 'todo', 2);

  const todoCount = async (viewer: SessionUser) => (await withTenant(viewer.tenantId, () => countTasks(appDb, viewer))).todo;

  it.each([
    ['launion1', 'union_tree'],
    ['launion2', 'union_tree'],
    ['federation', 'tenant'],
  ] as const)('shows %s exactly the tasks it holds of other unions, and counts them', async (account, scope) => {
    const viewer = await viewerOf(account, scope);
    const expected = await heldAsWritten(viewer);
    expect(await todoList(viewer)).toEqual({ ids: expected, total: expected.length });
    expect(await todoCount(viewer)).toBe(expected.length);
  });

  it('leaves out a task the viewer is a named candidate of once another reviewer holds it', async () => {
    const launion2 = await viewerOf('launion2', 'union_tree');
    const launion1 = await viewerOf('launion1', 'union_tree');
    // An open task naming launion2's account (user:2004), of a record of neither reviewer's union, claimed by launion1's (2003).
    const { rows } = await sql<{ id: string }>`select t.id from flow_task t join record r on r.id = t.record_id
      where t.outcome is null and t.candidates = '{user:2004}' and r.union_id not in (1100, 1200) order by t.id limit 1`.execute(owner());
    const task = rows[0]!.id;
    const before = (await todoList(launion2)).ids;
    await owner().updateTable('flow_task').set({ assignee_id: '2003' }).where('id', '=', task).execute();
    const readers = await owner()
      .selectFrom('task_reader')
      .select(['reader', 'claimed', 'assigned'])
      .where('task_id', '=', task)
      .orderBy('reader')
      .execute();
    expect(readers).toEqual([
      { reader: 'user:2003', claimed: true, assigned: true },
      { reader: 'user:2004', claimed: true, assigned: false },
    ]);
    expect((await todoList(launion2)).ids).toEqual(before);
    expect((await todoList(launion1)).ids).toContain(task);
    expect(await todoList(launion1)).toEqual({ ids: await heldAsWritten(launion1), total: (await heldAsWritten(launion1)).length });
    // Handed to the named candidate: now its own, and no longer launion1's.
    await owner().updateTable('flow_task').set({ assignee_id: '2004' }).where('id', '=', task).execute();
    expect((await todoList(launion2)).ids).toContain(task);
    expect((await todoList(launion1)).ids).not.toContain(task);
    expect(await todoCount(launion2)).toBe((await heldAsWritten(launion2)).length);
    await owner().updateTable('flow_task').set({ outcome: 'approve' }).where('id', '=', task).execute();
    expect((await todoList(launion2)).ids).toEqual(before);
  });
});

/** The app's database handle, and what each statement it runs answered (its first row's columns: a count answers `n` alone). */
function watchedDb() {
  const answered: string[] = [];
  // transformResult runs once a statement (a query's subqueries pass transformQuery too, never transformResult).
  const watched = appDb.withPlugin({
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      answered.push(Object.keys(result.rows[0] ?? {}).join());
      return result;
    },
  });
  return { watched, answered };
}

describe('a task list page in one statement', () => {
  it.each(['claim', 'todo', 'done'] as const)(
    'reads a page of the %s list, with what each row needs for its actions and the count, in one statement',
    async (list) => {
      const { watched, answered } = watchedDb();
      // A reviewer that reads tasks by one key only (its own), so the claim list's count is one statement too.
      const viewer: SessionUser = { ...(await viewerOf('launion2', 'union_tree')), ident: 'corp', roles: [] };
      const page = await withTenant(viewer.tenantId, () => listTasks(watched, viewer, list, { current: 1, size: 3 }));
      expect(page.records.length).toBeGreaterThan(0);
      expect(answered).toHaveLength(1);
      for (const row of page.records) expect(row).toHaveProperty('record_open_task_id');
      const all = await withTenant(viewer.tenantId, () => listTasks(appDb, viewer, list, { current: 1, size: 1000 }));
      expect(page.total).toEqual({ n: all.records.length, exact: true });
    },
  );
});

describe('a record list page', () => {
  it('reads its rows and its count in two statements whatever its parts, each row with its open task, so their actions read nothing more', async () => {
    await owner()
      .updateTable('record')
      .set({ open_task_id: sql`id || '-open'` })
      .where('state', '=', 'in_review')
      .execute();
    try {
      const { watched, answered } = watchedDb();
      const viewer = await viewerOf('launion1', 'union_tree');
      const entry = modules.setup1!;
      const page = await withTenant(viewer.tenantId, () => listRecords(watched, viewer, entry, { current: 1, size: 50 }));
      // The rows with the first part's count, then the other five parts' counts in one statement.
      expect(answered).toEqual([expect.stringContaining('first_counted'), 'n']);
      expect(page.records.some((r) => r.state === 'in_review' && r.open_task_id)).toBe(true);
      answered.length = 0;
      const actions = await withTenant(viewer.tenantId, () => actionsOf(watched, viewer, entry, page.records));
      expect(answered).toEqual([]);
      // The same actions as when the open tasks are read on their own.
      const bare = page.records.map(({ open_task_candidates: _c, open_task_assignee_id: _a, ...row }) => row);
      expect(actions).toEqual(await withTenant(viewer.tenantId, () => actionsOf(appDb, viewer, entry, bare)));
      expect([...actions.values()].some((a) => a.includes('claim'))).toBe(true);
    } finally {
      await owner().updateTable('record').set({ open_task_id: null }).execute();
    }
  });
});

describe('the rows of a record list page', () => {
  it('leave out the submitted form, which no list row shows, and hold every other column of the record', async () => {
    const viewer = await viewerOf('federation', 'tenant');
    const page = await withTenant(viewer.tenantId, () => listRecords(appDb, viewer, modules.setup1!, { current: 1, size: 50 }));
    const submitted = page.records.filter((r) => r.submit_count > 0);
    expect(submitted.length).toBeGreaterThan(0);
    const stored = await owner()
      .selectFrom('record')
      .selectAll()
      .where(
        'id',
        'in',
        submitted.map((r) => r.id),
      )
      .execute();
    for (const row of stored) {
      const listed = page.records.find((r) => r.id === row.id)!;
      expect(listed).not.toHaveProperty('submitted_form');
      const { submitted_form: _form, ...rest } = row;
      expect(listed).toMatchObject(rest);
    }
  });
});

describe('a list longer than the count goes', () => {
  beforeAll(async () => {
    // Submitted records of corp3's union, enough to pass the bound of a count past the first page.
    await sql`insert into record (id, tenant_id, module, process_instance_id, union_id, union_path, union_name, applicant_id, applicant_name,
        state, title, form, submit_count, last_seq, create_time, update_time)
      select 300000 + g, '000000', 'organ1', 'organ1-' || (300000 + g), 1201, '/1000/1200/1201/', 'x', 2007, 'x', 'approved', 't', '{}', 1, 1,
        timestamptz '2026-01-01' + g * interval '1 minute', timestamptz '2026-01-01'
      from generate_series(1, ${COUNT_BEYOND + 25}) g`.execute(owner());
  });

  const organ1 = (viewer: SessionUser, current: number, keyword?: string) =>
    withTenant(viewer.tenantId, () =>
      listRecords(appDb, viewer, { key: 'organ1', categoryField: undefined }, { current, size: 10, keyword }),
    );
  const LAST_PAGE = Math.ceil((COUNT_BEYOND + 25) / 10);

  it('reads its rows and its count in one statement when the first part passes the bound', async () => {
    const { watched, answered } = watchedDb();
    const federation = await viewerOf('federation', 'tenant');
    const page = await withTenant(federation.tenantId, () =>
      listRecords(watched, federation, { key: 'organ1', categoryField: undefined }, { current: 1, size: 10 }),
    );
    expect(answered).toHaveLength(1);
    expect(page.records).toHaveLength(10);
    expect(page.total).toEqual({ n: COUNT_BEYOND, exact: false });
  });

  it('gives a bound, not a count, when the rows go on past COUNT_BEYOND after the page', async () => {
    const federation = await viewerOf('federation', 'tenant');
    const first = await organ1(federation, 1);
    expect(first.total).toEqual({ n: COUNT_BEYOND, exact: false });
    expect(pageOf(first.records, first.total, { current: 1, size: 10 })).toMatchObject({
      total: COUNT_BEYOND,
      searchCount: false,
      pages: COUNT_BEYOND / 10,
    });
    expect(first.records.map((r) => String(r.id))).toEqual(Array.from({ length: 10 }, (_, i) => String(300000 + COUNT_BEYOND + 25 - i)));
  });

  it('bounds a search’s total closer to the page: SEARCH_COUNT_BEYOND matches past it', async () => {
    const federation = await viewerOf('federation', 'tenant');
    const first = await organ1(federation, 1, 't');
    expect(first.total).toEqual({ n: SEARCH_COUNT_BEYOND, exact: false });
    expect(first.records.map((r) => String(r.id))).toEqual(Array.from({ length: 10 }, (_, i) => String(300000 + COUNT_BEYOND + 25 - i)));
    const deeper = await organ1(federation, 11, 't');
    expect(deeper.total).toEqual({ n: 100 + SEARCH_COUNT_BEYOND, exact: false });
  });

  it('counts exactly once the page is near enough to the end', async () => {
    const federation = await viewerOf('federation', 'tenant');
    const page = await organ1(federation, 4);
    expect(page.total).toEqual({ n: COUNT_BEYOND + 25, exact: true });
    expect(pageOf(page.records, page.total, { current: 4, size: 10 })).toMatchObject({ searchCount: true, pages: LAST_PAGE });
  });

  it('reads the last page by its offset', async () => {
    const launion2 = await viewerOf('launion2', 'union_tree');
    const last = await organ1(launion2, LAST_PAGE);
    expect(last.records.map((r) => String(r.id))).toEqual(Array.from({ length: 5 }, (_, i) => String(300005 - i)));
    expect(last.total).toEqual({ n: COUNT_BEYOND + 25, exact: true });
  });
});
