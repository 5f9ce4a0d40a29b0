import Fastify from 'fastify';
import pg from 'pg';

/** Whose records the bare handler lists: fixed, since it has no authentication. */
export interface BaselineViewer {
  tenantId: string;
  unionId: string;
  unionPath: string;
}

// The statements the portal's list runs (services/records/engine/record-queries.ts and visibility.ts), exactly
// as Kysely compiles them for the default paging and sort, with the same parameters.
const VISIBLE =
  '("record"."tenant_id" = $1 and "record"."state" != $2 and ("record"."union_id" = $3 or ("record"."union_path" like $4 and "record"."submit_count" > $5))) and "record"."module" = $6';
const PAGE_SQL = `select "record".* from "record" where ${VISIBLE} order by "record"."create_time" desc, "record"."id" desc limit $7 offset $8`;
const COUNT_SQL = `select count(*) as "n" from "record" where ${VISIBLE}`;

/**
 * The floor the portal's list is measured against: a bare Fastify app with a pg Pool (the portal's
 * pool size), no authentication, no Kysely, no mapping; `GET /page` answers the same rows and count.
 */
export async function startBaselineServer(
  databaseUrl: string,
  viewer: BaselineViewer,
  module: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined); // an idle connection closed by the server leaves the pool by itself
  const app = Fastify({ logger: false });
  app.get('/page', async (request) => {
    const query = request.query as { current?: string; size?: string };
    const size = Math.min(Number(query.size ?? 10) || 10, 1000);
    const current = Math.max(Number(query.current ?? 1) || 1, 1);
    const filter = [viewer.tenantId, 'removed', viewer.unionId, `${viewer.unionPath}%`, 0, module];
    const [rows, count] = await Promise.all([
      pool.query(PAGE_SQL, [...filter, size, (current - 1) * size]),
      pool.query<{ n: string }>(COUNT_SQL, filter),
    ]);
    const total = Number(count.rows[0]?.n ?? 0);
    return {
      code: 200,
      success: true,
      msg: '操作成功',
      data: { records: rows.rows, total, size, current, searchCount: true, pages: Math.ceil(total / size) },
    };
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `${address}/page`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
