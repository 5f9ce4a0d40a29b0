import type { Kysely } from 'kysely';
import type { Lang, ModuleEntry } from '../../../catalogue';
import type { Database, RecordRow } from '../../../db';
import type { ShapeHistoryEvent } from './record-shape';
import { shapesOn } from './shape-registry';

/**
 * A record's history: the flow's rows (`recordHistory`, already in order) with the events the module's
 * shapes keep about the record (`historyEvents`) placed among them by time; a shape's event comes
 * after a flow row of the same second.
 */
export async function withShapeEvents<Row extends { time: string | null }>(
  db: Kysely<Database>,
  entry: ModuleEntry,
  record: RecordRow,
  rows: readonly Row[],
  lang: Lang,
): Promise<(Row | ShapeHistoryEvent)[]> {
  const parts = await Promise.all(shapesOn(entry).map(({ shape, opt }) => shape.historyEvents?.(db, entry, opt, record, lang) ?? []));
  const events = parts.flat().sort((a, b) => (a.time ?? '').localeCompare(b.time ?? ''));
  const merged: (Row | ShapeHistoryEvent)[] = [];
  let next = 0;
  for (const row of rows) {
    while (next < events.length && row.time !== null && (events[next]!.time ?? '') < row.time) merged.push(events[next++]!);
    merged.push(row);
  }
  return [...merged, ...events.slice(next)];
}
