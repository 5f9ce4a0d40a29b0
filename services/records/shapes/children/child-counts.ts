import type { FastifyInstance, FastifyRequest } from 'fastify';
import { visibleTo } from '../../engine';

/** How many child records a record has, in each state: what the parent sees of their progress. */
export type ChildCounts = Record<string, number> & { total: number };

/** The counts of the child records the viewer may see, for each of the parents. */
export async function childCounts(app: FastifyInstance, request: FastifyRequest, parentIds: readonly string[]) {
  const counts = new Map<string, ChildCounts>(parentIds.map((id) => [id, { total: 0 }]));
  if (parentIds.length === 0) return counts;
  const rows = await app.db
    .selectFrom('record')
    .select(['record.parent_id', 'record.state', (eb) => eb.fn.countAll<string>().as('n')])
    .where(visibleTo(request.viewer))
    .where('record.parent_id', 'in', parentIds)
    .groupBy(['record.parent_id', 'record.state'])
    .execute();
  for (const r of rows) {
    const c = counts.get(String(r.parent_id))!;
    c[r.state] = Number(r.n);
    c.total += Number(r.n);
  }
  return counts;
}
