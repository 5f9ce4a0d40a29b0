import type { Kysely } from 'kysely';
import { newId, type Database } from '../../../db';
import type { SessionUser } from '../../identity/auth';

type Reserver = Pick<SessionUser, 'tenantId' | 'id'>;

/** A new record id reserved for the viewer and module (`getid`), so files can be uploaded before the record exists. */
export async function reserveId(db: Kysely<Database>, viewer: Reserver, module: string): Promise<string> {
  const id = newId();
  await db
    .insertInto('id_reservation')
    .values({ id, tenant_id: viewer.tenantId, module, user_id: viewer.id, create_time: new Date() })
    .execute();
  return id;
}

/** Whether the viewer reserved `id` for `module` with `getid`: only the reserver may upload to it or file it. */
export async function isReservedBy(db: Kysely<Database>, viewer: Reserver, module: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('id_reservation')
    .select('id')
    .where('id', '=', id)
    .where('tenant_id', '=', viewer.tenantId)
    .where('module', '=', module)
    .where('user_id', '=', viewer.id)
    .executeTakeFirst();
  return row !== undefined;
}
