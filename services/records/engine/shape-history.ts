import type { Kysely } from 'kysely';
import type { Lang, ModuleEntry } from '../../../catalogue';
import type { Database, RecordRow } from '../../../db';
import type { ShapeHistoryEvent } from './record-shape';
import { shapesOn } from './shape-registry';

/**
 * A shape's event as a row of the flow's history (`/process/history-flow-list`): marked by its
 * `source`, with no seq, no task and no hash. It stays outside the flow's hashed chain: the chain is
 * the flow's own append-only events, and a link's times are kept on its invitation, which the public
 * answer page writes without an account. Rows without a seq are left out when the chain is verified.
 */
export function shapeEventRow(e: ShapeHistoryEvent) {
  return {
    ...e,
    seq: null,
    actorId: null,
    actorUnion: '',
    stageName: null,
    taskId: null,
    shownWith: null,
    form: null,
    hash: null,
    prevHash: null,
  };
}
export type ShapeEventRow = ReturnType<typeof shapeEventRow>;

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
): Promise<(Row | ShapeEventRow)[]> {
  const parts = await Promise.all(shapesOn(entry).map(({ shape, opt }) => shape.historyEvents?.(db, entry, opt, record, lang) ?? []));
  const events = parts
    .flat()
    .sort((a, b) => (a.time ?? '').localeCompare(b.time ?? ''))
    .map(shapeEventRow);
  const merged: (Row | ShapeEventRow)[] = [];
  let next = 0;
  for (const row of rows) {
    while (next < events.length && row.time !== null && (events[next]!.time ?? '') < row.time) merged.push(events[next++]!);
    merged.push(row);
  }
  return [...merged, ...events.slice(next)];
}
