import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@temporalio/client';
import { CompiledQuery, Kysely, type LogEvent } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db';
import { TenantScopedPostgresDialect } from '../../db/tenancy/tenant-scoped-dialect';
import { withTenant } from '../../db/tenancy/tenant-scope';
import { buildApp, createStorage, loadConfig } from '../../services';
import { BASIC, loginToken } from '../support';
import { TENANT } from './district';
import type { ListPage } from './list-pages';

export interface ExplainedStatement {
  sql: string;
  parameters: readonly unknown[];
  /** EXPLAIN (ANALYZE, BUFFERS) of the statement with its parameters, as the app's role and tenant. */
  plan: string;
  executionMs: number;
  /** Of the execution time, compiling the plan (JIT), which a plan estimated dear triggers. */
  jitMs: number;
  /** 8 KB pages the statement read from outside the shared buffers (its top node's `read=`). */
  pagesRead: number;
}

export interface ExplainedPage {
  page: string;
  statements: ExplainedStatement[];
}

/**
 * The SQL the portal actually runs for each page, and its plan: the app is built in this process on
 * a database handle that logs every query (Kysely's log), each page is asked for through the app
 * (`inject`, the real route), and each statement on the record or task tables is run again under
 * EXPLAIN (ANALYZE, BUFFERS) as the app's role in the viewer's tenant, so row-level security is in the plan.
 */
export async function explainPages(databaseUrl: string, temporal: Client, pages: ListPage[]): Promise<ExplainedPage[]> {
  const captured: CompiledQuery[] = [];
  let capturing = false;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = new Kysely<Database>({
    dialect: new TenantScopedPostgresDialect({ pool }, true),
    log: (event: LogEvent) => {
      if (capturing && event.level === 'query') captured.push(event.query);
    },
  });
  const config = loadConfig(
    { JWT_SECRET: 'x'.repeat(40), DEMO_PASSWORD: 'unused', DATABASE_URL: databaseUrl },
    { dataDir: mkdtempSync(join(tmpdir(), 'bench-explain-')) },
  );
  const app = await buildApp({ config, db, temporal, storage: createStorage(config), logger: false });
  try {
    const out: ExplainedPage[] = [];
    for (const page of pages) {
      const token = await loginToken(app, page.account);
      const headers = { authorization: BASIC, 'miidc-auth': `bearer ${token}` };
      // Once to warm the caches the app keeps (sessions, permissions), then the call whose statements count.
      await app.inject({ method: 'GET', url: page.path, headers });
      captured.length = 0;
      capturing = true;
      const res = await app.inject({ method: 'GET', url: page.path, headers });
      capturing = false;
      if (res.statusCode !== 200) throw new Error(`${page.path} answered ${res.statusCode}`);
      const statements: ExplainedStatement[] = [];
      for (const q of captured.filter((c) => /\bfrom "(record|flow_task)"/.test(c.sql))) {
        const result = await withTenant(TENANT, () =>
          db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain (analyze, buffers) ${q.sql}`, [...q.parameters])),
        );
        const plan = result.rows.map((r) => r['QUERY PLAN']).join('\n');
        const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
        const jitMs = Number(/Timing: .*Total ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
        const pagesRead = Number(/Buffers: shared[^\n]*? read=(\d+)/.exec(plan)?.[1] ?? 0);
        statements.push({ sql: q.sql, parameters: q.parameters, plan, executionMs, jitMs, pagesRead });
      }
      out.push({ page: page.label, statements });
    }
    return out;
  } finally {
    await app.close();
    await db.destroy();
  }
}
