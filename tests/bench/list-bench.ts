import pg from 'pg';
import { startBaselineServer } from './baseline-server';
import type { HttpSession } from './http-session';
import { BASELINE_INDEXES, DROP_BASELINE_INDEXES, listPages, type ListPage } from './list-pages';
import type { LoadJob } from './load-client';
import type { LoadLoop } from './load-loop';
import { summarize, type Sample, type Summary } from './stats';

export interface ListOptions {
  deepPage: number;
  warmup: number;
  count: number;
  concurrency: number;
  rounds: number;
  maxMsPerRun: number;
}

export interface ListResult {
  name: string;
  label: string;
  /** The portal's total for the page (its exact count today). */
  total: number | null;
  portal: Summary;
  baseline: Summary;
}

type Ids = { ids: string[]; total: number | null };

async function portalIds(url: string, headers: Record<string, string>, idField: string): Promise<Ids> {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const body = (await res.json()) as { data: { records: Record<string, unknown>[]; total?: number } };
  return { ids: body.data.records.map((r) => String(r[idField])), total: body.data.total ?? null };
}

async function baselineIds(url: string): Promise<string[]> {
  const body = (await (await fetch(url)).json()) as { data: { records: { id: string }[] } };
  return body.data.records.map((r) => String(r.id));
}

async function onDatabase(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}

/**
 * Every list page over real HTTP against the bare handler's best query for the same rows on the
 * same database. Each page's first answer must list the same rows on both sides (else the bar is
 * not the same page and the run stops). Rounds alternate a pass of the portal over every page with
 * a pass of the bare handler, whose indexes exist only during its pass.
 */
export async function runListBench(
  apiUrl: string,
  databaseUrl: string,
  sessions: Map<string, HttpSession>,
  load: LoadLoop,
  opts: ListOptions,
  log: (message: string) => void,
): Promise<ListResult[]> {
  const pages = await listPages(databaseUrl, opts.deepPage);
  const baseline = await startBaselineServer(
    databaseUrl,
    pages.map((p) => p.baseline),
  );
  try {
    const portalOf = (page: ListPage) => ({ url: `${apiUrl}${page.path}`, headers: sessions.get(page.account)!.headers });
    const totals = new Map<string, number | null>();
    for (const page of pages) {
      const p = await portalIds(portalOf(page).url, portalOf(page).headers, page.idField);
      const b = await baselineIds(baseline.url(page.name));
      if (p.ids.join() !== b.join()) {
        throw new Error(`the bare handler's ${page.name} page is not the portal's: [${p.ids}] vs [${b}]`);
      }
      if (p.ids.length === 0) throw new Error(`the ${page.name} page is empty: seed more records`);
      totals.set(page.name, p.total);
    }
    const job = (target: { url: string; headers: Record<string, string> }): LoadJob => ({
      ...target,
      warmup: opts.warmup,
      count: opts.count,
      concurrency: opts.concurrency,
      maxMs: opts.maxMsPerRun,
    });
    const samples = new Map(pages.map((p) => [p.name, { portal: [] as Sample[], baseline: [] as Sample[] }]));
    for (let round = 1; round <= opts.rounds; round += 1) {
      for (const page of pages) samples.get(page.name)!.portal.push(await load.run(job(portalOf(page))));
      log(`  round ${round}: portal done; the bare handler's indexes ...`);
      await onDatabase(databaseUrl, [...DROP_BASELINE_INDEXES, ...BASELINE_INDEXES, 'analyze record', 'analyze flow_task']);
      try {
        for (const page of pages) samples.get(page.name)!.baseline.push(await load.run(job({ url: baseline.url(page.name), headers: {} })));
      } finally {
        await onDatabase(databaseUrl, DROP_BASELINE_INDEXES);
      }
      log(`  round ${round}: bare handler done`);
    }
    return pages.map((page) => ({
      name: page.name,
      label: page.label,
      total: totals.get(page.name) ?? null,
      portal: summarize(samples.get(page.name)!.portal),
      baseline: summarize(samples.get(page.name)!.baseline),
    }));
  } finally {
    await baseline.close();
  }
}
