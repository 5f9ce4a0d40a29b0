import { sql, type Kysely } from 'kysely';
import type { SubjectDef } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { AppError, isId, notFound } from '../../../platform/core';

/** The advisory lock of a subject: two submits about it are checked one after the other. */
export const subjectLock = (tenantId: string, def: SubjectDef, id: string): string =>
  `subject:${tenantId}:${'module' in def.of ? `record:${def.of.module}` : `register:${def.of.register}`}:${id}`;

/** The subject of `id`: its union, whether it stands (approved, active) and its name (a row's name, a record's title). */
function findSubject(db: Kysely<Database>, tenantId: string, def: SubjectDef, id: string) {
  return 'module' in def.of
    ? db
        .selectFrom('record')
        .select(['union_id', 'title as name', sql<boolean>`state = 'approved'`.as('standing')])
        .where('tenant_id', '=', tenantId)
        .where('module', '=', def.of.module)
        .where('id', '=', id)
        .executeTakeFirst()
    : db
        .selectFrom('register_row')
        .select(['union_id', 'name', sql<boolean>`state = 'active'`.as('standing')])
        .where('tenant_id', '=', tenantId)
        .where('register', '=', def.of.register)
        .where('id', '=', id)
        .executeTakeFirst();
}

/**
 * The subject stands for union `unionId`: an approved record of the module, or an active row of the
 * register, of that union. 404 when it is not found or another union's (whose existence is not told),
 * 409 `subjectNotStanding` when it is not approved or no longer active.
 */
export async function checkSubject(db: Kysely<Database>, tenantId: string, unionId: string, def: SubjectDef, id: string): Promise<void> {
  if (!isId(id)) throw notFound();
  const found = await findSubject(db, tenantId, def, id);
  if (!found || String(found.union_id) !== unionId) throw notFound();
  if (!found.standing) throw new AppError(409, 'subjectNotStanding', { id }, { reason: 'subjectNotStanding', subjectId: id });
}

/** The name of subject `id` (a register row's name, a record's title) as a message names it; undefined where it is not found. */
export async function subjectName(db: Kysely<Database>, tenantId: string, def: SubjectDef, id: string): Promise<string | undefined> {
  if (!isId(id)) return undefined;
  return (await findSubject(db, tenantId, def, id))?.name || undefined;
}

/** Another record of `module` about the subject that is open (in review or returned), if any. */
export function openRecordAbout(db: Kysely<Database>, tenantId: string, module: string, def: SubjectDef, id: string, recordId: string) {
  return db
    .selectFrom('record')
    .select(['id', 'title'])
    .where('tenant_id', '=', tenantId)
    .where('module', '=', module)
    .where('state', 'in', ['in_review', 'returned'])
    .where((eb) => eb(eb.ref('form', '->>').key(def.field), '=', id))
    .where('id', '!=', recordId)
    .orderBy('id')
    .executeTakeFirst();
}
