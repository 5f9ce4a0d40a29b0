import Fastify from 'fastify';
import pg from 'pg';

/** One page the bare handler serves: a statement and its parameters, fixed for the viewer it stands for. */
export interface BaselinePage {
  name: string;
  sql: string;
  params: unknown[];
}

/**
 * The bar the portal's lists are measured against: a bare Fastify app with a pg pool (the portal's
 * pool size), no authentication, no Kysely, no mapping; `GET /<name>` runs that page's best query
 * (keyset on an index, no count) and answers its rows in the envelope.
 */
export async function startBaselineServer(
  databaseUrl: string,
  pages: BaselinePage[],
): Promise<{ url: (name: string) => string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined); // an idle connection closed by the server leaves the pool by itself
  const app = Fastify({ logger: false });
  for (const page of pages) {
    app.get(`/${page.name}`, async () => {
      const { rows } = await pool.query(page.sql, page.params);
      return { code: 200, success: true, msg: '操作成功', data: { records: rows, size: rows.length } };
    });
  }
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: (name) => `${address}/${name}`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
