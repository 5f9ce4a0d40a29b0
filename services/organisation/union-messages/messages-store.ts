import { sql, type Kysely } from 'kysely';
import type { Database, UnionMessage } from '../../../db';
import type { SessionUser } from '../../identity';
import { formatTime, notFound, offsetOf, pageOf, type Paging } from '../../platform/core';

/** A portal message as its union's accounts read it. */
const viewOf = (m: UnionMessage) => ({
  id: String(m.id),
  kind: m.kind,
  module: m.module,
  title: m.title,
  content: m.content,
  subjectId: m.subject_id === null ? null : String(m.subject_id),
  sentAt: formatTime(m.create_time)!,
  readAt: formatTime(m.read_time),
});

const ofUnion = (db: Kysely<Database>, viewer: SessionUser) =>
  db.selectFrom('union_message').where('tenant_id', '=', viewer.tenantId).where('union_id', '=', viewer.unionId);

/** The portal messages of the caller's union, unread first, then newest first, a page at a time. */
export async function unionMessages(db: Kysely<Database>, viewer: SessionUser, paging: Paging) {
  const { limit, offset } = offsetOf(paging);
  const [rows, total] = await Promise.all([
    ofUnion(db, viewer)
      .selectAll()
      .orderBy(sql`read_time is null`, 'desc')
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    ofUnion(db, viewer)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(viewOf), Number(total.n), paging);
}

/** How many messages of the caller's union nobody of it has opened yet: the top bar's badge. */
export async function unreadMessages(db: Kysely<Database>, viewer: SessionUser) {
  const row = await ofUnion(db, viewer)
    .where('read_time', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { unread: Number(row.n) };
}

/**
 * Opens a message of the caller's union (404 for another union's): read by the union from now on,
 * the first opening's time kept.
 */
export async function openMessage(db: Kysely<Database>, viewer: SessionUser, id: string) {
  await db
    .updateTable('union_message')
    .set({ read_time: new Date() })
    .where('tenant_id', '=', viewer.tenantId)
    .where('union_id', '=', viewer.unionId)
    .where('id', '=', id)
    .where('read_time', 'is', null)
    .execute();
  const row = await ofUnion(db, viewer).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return viewOf(row);
}
