import { sql } from 'kysely';
import { BASIC, loginToken, type TestStack } from '../support';
import { startBaselineServer, type BaselineViewer } from './baseline-server';
import type { LoadJob } from './load-client';
import type { LoadLoop } from './load-loop';
import { summarize, type Sample, type Summary } from './stats';

export interface ListPageOptions {
  account: string;
  warmup: number;
  count: number;
  concurrency: number;
  rounds: number;
  maxMsPerRun: number;
}

export interface ListPageResult {
  total: number;
  portal: Summary;
  baseline: Summary;
}

const MODULE = 'setup1';
const PAGE_PATH = `/api/blade-crop/crop/${MODULE}/page`;

/** The stack database's URL on the test server (startTestStack keeps it to itself). */
async function databaseUrl(stack: TestStack): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(stack.db);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name}`;
  return url.toString();
}

async function viewerOf(stack: TestStack, account: string): Promise<BaselineViewer> {
  const row = await stack.db
    .selectFrom('app_user as u')
    .innerJoin('union_org as o', 'o.id', 'u.union_id')
    .select(['u.tenant_id', 'o.id', 'o.path'])
    .where('u.tenant_id', '=', '000000')
    .where('u.account', '=', account)
    .executeTakeFirstOrThrow();
  return { tenantId: row.tenant_id, unionId: String(row.id), unionPath: row.path };
}

async function firstPage(url: string, headers: Record<string, string>): Promise<{ ids: string[]; total: number }> {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { data: { records: { id: string | number }[]; total: number } };
  return { ids: body.data.records.map((r) => String(r.id)), total: body.data.total };
}

/**
 * `GET /api/blade-crop/crop/setup1/page` (default paging and sort) over real HTTP against a bare
 * Fastify + pg handler running the same statements on the same database, rounds alternating.
 */
export async function runListPageBench(stack: TestStack, load: LoadLoop, opts: ListPageOptions): Promise<ListPageResult> {
  const viewer = await viewerOf(stack, opts.account);
  const token = await loginToken(stack.app, opts.account);
  const portalAddress = await stack.app.listen({ host: '127.0.0.1', port: 0 });
  const baseline = await startBaselineServer(await databaseUrl(stack), viewer, MODULE);
  try {
    const portal = { url: `${portalAddress}${PAGE_PATH}`, headers: { authorization: BASIC, 'miidc-auth': `bearer ${token}` } };
    const bare = { url: baseline.url, headers: {} };
    const [p, b] = [await firstPage(portal.url, portal.headers), await firstPage(bare.url, bare.headers)];
    if (p.total !== b.total || p.ids.join() !== b.ids.join()) {
      throw new Error(`the baseline does not answer what the portal does: ${p.total} [${p.ids}] vs ${b.total} [${b.ids}]`);
    }
    const job = (target: { url: string; headers: Record<string, string> }): LoadJob => ({
      ...target,
      warmup: opts.warmup,
      count: opts.count,
      concurrency: opts.concurrency,
      maxMs: opts.maxMsPerRun,
    });
    const portalSamples: Sample[] = [];
    const baselineSamples: Sample[] = [];
    for (let round = 0; round < opts.rounds; round += 1) {
      baselineSamples.push(await load.run(job(bare)));
      portalSamples.push(await load.run(job(portal)));
    }
    return { total: p.total, portal: summarize(portalSamples), baseline: summarize(baselineSamples) };
  } finally {
    await baseline.close();
  }
}
