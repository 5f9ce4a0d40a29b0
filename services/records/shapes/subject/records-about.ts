import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { modules, type ModuleEntry } from '../../../../catalogue';
import { langOf, formatTime } from '../../../platform/core';
import { visibleTo } from '../../engine';

/** The records about one parent a row names at most (newest first); its counts count them all. */
const LISTED = 20;

/** The modules whose records are filed about an approved record of `entry` (field4material under field4). */
export const modulesAbout = (entry: ModuleEntry): ModuleEntry[] =>
  Object.values(modules).filter((m) => m.subject && 'module' in m.subject.of && m.subject.of.module === entry.key);

/**
 * The records filed about each of the parents that the viewer may see (drafts and removed ones left
 * out), by module: their counts by state and the newest of them, for the parent's row and detail.
 */
export async function recordsAbout(
  app: FastifyInstance,
  request: FastifyRequest,
  about: readonly ModuleEntry[],
  parentIds: readonly string[],
) {
  const lang = langOf(request);
  const parts = new Map(
    parentIds.map((id) => [
      id,
      about.map((m) => ({
        module: m.key,
        title: m.title[lang],
        counts: { total: 0 } as Record<string, number>,
        records: [] as { id: string; state: string; title: string; createTime: string }[],
      })),
    ]),
  );
  if (parentIds.length === 0) return parts;
  for (const [i, m] of about.entries()) {
    const field = m.subject!.field;
    const rows = await app.db
      .selectFrom('record')
      .select(['record.id', 'record.state', 'record.title', 'record.create_time', sql<string>`record.form->>${field}`.as('parent')])
      .where(visibleTo(request.viewer))
      .where('record.module', '=', m.key)
      .where('record.state', 'not in', ['draft', 'removed'])
      .where(sql<string>`record.form->>${field}`, 'in', parentIds)
      .orderBy('record.create_time', 'desc')
      .orderBy('record.id', 'desc')
      .execute();
    for (const r of rows) {
      const part = parts.get(r.parent)?.[i];
      if (!part) continue;
      part.counts[r.state] = (part.counts[r.state] ?? 0) + 1;
      part.counts.total = (part.counts.total ?? 0) + 1;
      if (part.records.length < LISTED)
        part.records.push({ id: String(r.id), state: r.state, title: r.title, createTime: formatTime(r.create_time) ?? '' });
    }
  }
  return parts;
}
