import type { Kysely } from 'kysely';
import { modules, type Lang } from '../../../../catalogue';
import { registerStream, type Database, type RegisterChange, type RegisterEventBody } from '../../../../db';
import { formatTime } from '../../../platform/core';
import { maskMobile } from './register-rows';

/** What an event did to its row, in words. */
const KIND_NAMES = {
  entered: { zh: '纳入名录', en: 'Entered the register' },
  renamed: { zh: '更名', en: 'Renamed' },
  changed: { zh: '情况更新', en: 'Details updated' },
  closed: { zh: '移出名录', en: 'Left the register' },
} as const;
export type RowEventKind = keyof typeof KIND_NAMES;

/** An event of the row's own stream: it entered the register, took a new name, had other columns changed, or left. */
function kindOf(body: RegisterEventBody): RowEventKind | null {
  if (body.type === 'register.row.closed') return 'closed';
  if (body.type !== 'register.row.recorded') return null;
  if (body.payload.created) return 'entered';
  return body.payload.changes.some((c) => c.field === 'name') ? 'renamed' : 'changed';
}

/**
 * The events of one register row, read from its own stream (`register-<id>`), newest first: what each
 * did, the day it took effect (`on`), when and by whom it was recorded, the record whose approval made
 * it (none for a row the seed or a union wrote), the reason of a closing, and the columns it changed,
 * personal ones masked as the register's calls show them. The caller has checked that the viewer sees the row.
 */
export async function rowEvents(db: Kysely<Database>, tenantId: string, register: string, rowId: string, lang: Lang) {
  const stored = await db
    .selectFrom('selection_event')
    .select(['seq', 'type', 'actor_name', 'at', 'payload'])
    .where('tenant_id', '=', tenantId)
    .where('stream', '=', registerStream(rowId))
    .orderBy('seq', 'desc')
    .execute();
  // The personal columns of the register, as the entry that keeps it names them (survey: contactMobile).
  const personal = new Set(Object.values(modules).find((m) => m.register?.key === register)?.register?.personal ?? []);
  const shown = (c: RegisterChange): RegisterChange =>
    personal.has(c.field) ? { ...c, before: maskMobile(c.before), after: maskMobile(c.after) } : c;
  return stored.flatMap((e) => {
    const body = { type: e.type, payload: e.payload } as RegisterEventBody;
    const kind = kindOf(body);
    if (!kind || body.type === 'register.change.skipped') return [];
    const source = body.payload.source;
    return [
      {
        seq: e.seq,
        kind,
        typeName: KIND_NAMES[kind][lang],
        on: body.payload.on,
        at: formatTime(e.at) ?? '',
        actorName: e.actor_name,
        record: source
          ? { module: source.module, moduleName: modules[source.module]?.title[lang] ?? source.module, id: source.recordId }
          : null,
        reason: body.type === 'register.row.closed' ? body.payload.reason : null,
        changes: body.type === 'register.row.recorded' ? body.payload.changes.map(shown) : [],
      },
    ];
  });
}
