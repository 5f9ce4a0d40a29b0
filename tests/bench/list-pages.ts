import pg from 'pg';
import { candidateKeysOf } from '../../catalogue';
import type { BaselinePage } from './baseline-server';
import { TENANT, TRADE_NAMES } from './district';
import { LIST_MODULE } from './record-templates';

/** Who looks at a page: the portal's account, and what the bare handler fixes in its query for it. */
export interface Viewer {
  account: string;
  id: string;
  unionId: string;
  ident: string;
  roles: string[];
}

/** One page of a list, as the portal serves it and as the bare handler's best query answers it. */
export interface ListPage {
  name: string;
  /** What the page is, in the report. */
  label: string;
  account: string;
  /** Path and query on the portal. */
  path: string;
  /** A row's id in the portal's answer (a record's `id`, a task's `taskId`). */
  idField: 'id' | 'taskId';
  baseline: BaselinePage;
}

export const PAGE_SIZE = 10;
/** The search parameter: one 字号 of the district's unions (records are titled with their union's name). */
export const KEYWORD = TRADE_NAMES[7];
export const FILTER_STATE = 'in_review';

const RECORDS = `/api/blade-crop/crop/${LIST_MODULE}/page`;
const query = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries({ ...params, size: PAGE_SIZE }).map(([k, v]) => [k, String(v)]))}`;

// The visibility rule (services/records/engine/visibility.ts) worked out for a viewer with the tenant
// scope (the federation) on a module no shape widens: its own union's records and every submitted one.
const FEDERATION_VISIBLE = `tenant_id = $1 and module = $2 and parent_id is null and state <> 'removed' and (union_id = $3 or submit_count > 0)`;
const RECORD_ORDER = 'order by create_time desc, id desc';
const TASK_ROWS = 'select t.*, r.state as record_state from flow_task t join record r on r.id = t.record_id';

/**
 * The indexes the best queries need beyond the migrations' own: they exist only while the bare
 * handler is measured (list-bench.ts), so the portal is never measured with help it would not have.
 */
export const BASELINE_INDEXES = [
  'create index bench_baseline_record_union on record (tenant_id, union_id, module, create_time desc, id desc)',
  'create index bench_baseline_task_claim on flow_task (tenant_id, create_time desc, id) where outcome is null and assignee_id is null',
  'create index bench_baseline_task_todo on flow_task (tenant_id, assignee_id, create_time desc, id) where outcome is null',
  "create index bench_baseline_task_done on flow_task (tenant_id, assignee_id, complete_time desc, id) where outcome in ('approve', 'return')",
];
export const DROP_BASELINE_INDEXES = BASELINE_INDEXES.map((s) => `drop index if exists ${s.split(' ')[2]}`);

async function viewerOf(client: pg.Client, account: string): Promise<Viewer> {
  const { rows } = await client.query<{ id: string; union_id: string; ident: string; roles: string[] }>(
    `select u.id, u.union_id, u.ident,
       array(select r.role_alias from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id order by r.sort, r.id) as roles
     from app_user u where u.tenant_id = $1 and u.account = $2`,
    [TENANT, account],
  );
  const row = rows[0];
  if (!row) throw new Error(`no account ${account}`);
  return { account, id: String(row.id), unionId: String(row.union_id), ident: row.ident, roles: row.roles };
}

/**
 * The pages measured: the federation's first page, a deep page, a page filtered by state and one
 * searched; an enterprise union's own list (the union filter its scope applies); a street union's
 * claim (待签收), todo (待办) and done (已办) lists. The deep page's keyset cursor is found once here.
 */
export async function listPages(databaseUrl: string, deepPage: number): Promise<ListPage[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const federation = await viewerOf(client, 'federation');
    const corp = await viewerOf(client, 'corp1');
    const reviewer = await viewerOf(client, 'launion1');
    const fed = [TENANT, LIST_MODULE, federation.unionId];
    // The last row of the page before the deep one: where a client paging by keyset would stand.
    const cursor = await client.query<{ create_time: Date; id: string }>(
      `select create_time, id from record where ${FEDERATION_VISIBLE} ${RECORD_ORDER} offset $4 limit 1`,
      [...fed, (deepPage - 1) * PAGE_SIZE - 1],
    );
    const at = cursor.rows[0];
    if (!at) throw new Error(`the federation's ${LIST_MODULE} list has no page ${deepPage}: seed more records`);
    const page = (name: string, label: string, viewer: Viewer, path: string, sql: string, params: unknown[]): ListPage => ({
      name,
      label,
      account: viewer.account,
      path,
      idField: path.startsWith(RECORDS) ? 'id' : 'taskId',
      baseline: { name, sql, params },
    });
    /** The federation's page of the module with `also` added to the visibility and `more` to its parameters ($5 on). */
    const federationPage = (name: string, label: string, params: Record<string, string | number>, also: string, more: unknown[]) =>
      page(
        name,
        label,
        federation,
        RECORDS + query(params),
        `select * from record where ${FEDERATION_VISIBLE} ${also} ${RECORD_ORDER} limit $4`,
        [...fed, PAGE_SIZE, ...more],
      );
    const tasks = (list: string) => `/api/blade-flow/work/${list}-list${query({ current: 1 })}`;
    return [
      federationPage('first', 'first page', { current: 1 }, '', []),
      federationPage('deep', `page ${deepPage}`, { current: deepPage }, 'and (create_time, id) < ($5, $6)', [at.create_time, at.id]),
      federationPage('state', `state=${FILTER_STATE}`, { state: FILTER_STATE, current: 1 }, 'and state = $5', [FILTER_STATE]),
      federationPage('search', `keyword=${KEYWORD}`, { keyword: KEYWORD, current: 1 }, 'and title ilike $5', [`%${KEYWORD}%`]),
      page(
        'union',
        'one union (corp1)',
        corp,
        RECORDS + query({ current: 1 }),
        // The union scope on a module no shape widens, for an account that reviews nothing: its union's records.
        `select * from record where tenant_id = $1 and union_id = $2 and module = $3 and parent_id is null and state <> 'removed' ${RECORD_ORDER} limit $4`,
        [TENANT, corp.unionId, LIST_MODULE, PAGE_SIZE],
      ),
      page(
        'claim',
        '待签收 claim (launion1)',
        reviewer,
        tasks('claim'),
        `${TASK_ROWS} where t.tenant_id = $1 and r.union_id <> $2 and t.outcome is null and t.assignee_id is null
          and t.candidates && $3::text[] order by t.create_time desc, t.id limit $4`,
        [TENANT, reviewer.unionId, candidateKeysOf(reviewer), PAGE_SIZE],
      ),
      page(
        'todo',
        '待办 todo (launion1)',
        reviewer,
        tasks('todo'),
        `${TASK_ROWS} where t.tenant_id = $1 and r.union_id <> $2 and t.outcome is null and t.assignee_id = $3
          order by t.create_time desc, t.id limit $4`,
        [TENANT, reviewer.unionId, reviewer.id, PAGE_SIZE],
      ),
      page(
        'done',
        '已办 done (launion1)',
        reviewer,
        tasks('done'),
        `${TASK_ROWS} where t.tenant_id = $1 and t.assignee_id = $2 and t.outcome in ('approve', 'return')
          order by t.complete_time desc, t.id limit $3`,
        [TENANT, reviewer.id, PAGE_SIZE],
      ),
    ];
  } finally {
    await client.end();
  }
}
