import type { Kysely } from 'kysely';
import type { Database } from '../database';

/** The parts of an account the token answer and user-info show beyond the session user. */
export async function accountProfile(db: Kysely<Database>, tenantId: string, userId: string) {
  const row = await db
    .selectFrom('app_user as u')
    .leftJoin('user_oauth as o', (join) => join.onRef('o.user_id', '=', 'u.id').onRef('o.tenant_id', '=', 'u.tenant_id'))
    .select(['u.avatar', 'u.real_name', 'o.uuid as oauth_id'])
    .where('u.tenant_id', '=', tenantId)
    .where('u.id', '=', userId)
    .orderBy('o.create_time')
    .limit(1)
    .executeTakeFirst();
  return { avatar: row?.avatar ?? '', realName: row?.real_name ?? '', oauthId: row?.oauth_id ?? '' };
}
