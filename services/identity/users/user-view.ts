import { sql, type Kysely } from 'kysely';
import { roleNameIn, type Lang } from '../../../catalogue';
import { accountsWithUnion, type Database } from '../../../db';
import { formatTime } from '../../platform/core';

// A role as `alias<US>name`, the roles of an account apart by <RS>: control characters no name holds.
const UNIT = '\u001f';
const RECORD = '\u001e';

/** The columns an account answers with; the password hash and lockout counters never leave the database. */
export function userRows(db: Kysely<Database>) {
  return accountsWithUnion(db)
    .select([
      'u.id',
      'u.tenant_id',
      'u.account',
      'u.name',
      'u.real_name',
      'u.phone',
      'u.email',
      'u.avatar',
      'u.ident',
      'u.union_id',
      'u.dept_id',
      'u.post_id',
      'u.status',
      'u.is_sub',
      'u.parent_user_id',
      'u.create_time',
    ])
    .select((eb) => [
      eb
        .selectFrom('user_role as ur')
        .innerJoin('role as r', 'r.id', 'ur.role_id')
        .select((e) => e.fn<string>('string_agg', [e.cast('r.id', 'text'), e.val(',')]).as('ids'))
        .whereRef('ur.user_id', '=', 'u.id')
        .as('role_ids'),
      eb
        .selectFrom('user_role as ur')
        .innerJoin('role as r', 'r.id', 'ur.role_id')
        .select((e) => e.fn<string>('string_agg', [sql<string>`r.role_alias || ${UNIT} || r.role_name`, e.val(RECORD)]).as('names'))
        .whereRef('ur.user_id', '=', 'u.id')
        .as('role_names'),
    ])
    .where('u.is_deleted', '=', false);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof userRows>['executeTakeFirstOrThrow']>>;

/** The account's roles by name in `lang` (a built-in role's as the portal names it, a renamed one as typed), comma-separated. */
function roleNamesIn(lang: Lang, stored: string | null): string {
  if (!stored) return '';
  return stored
    .split(RECORD)
    .map((role) => {
      const [alias = '', name = ''] = role.split(UNIT);
      return roleNameIn(lang, alias, name);
    })
    .join(',');
}

/** An account as the user calls answer it, its roles named in `lang`. */
export function userView(row: UserRow, lang: Lang) {
  return {
    id: String(row.id),
    tenantId: row.tenant_id,
    account: row.account,
    name: row.name,
    realName: row.real_name,
    phone: row.phone ?? '',
    email: row.email ?? '',
    avatar: row.avatar ?? '',
    ident: row.ident,
    unionId: String(row.union_id),
    unionName: row.union_name,
    deptId: row.dept_id === null ? '' : String(row.dept_id),
    postId: row.post_id === null ? '' : String(row.post_id),
    roleId: row.role_ids ?? '',
    roleName: roleNamesIn(lang, row.role_names),
    status: row.status,
    isSub: row.is_sub,
    parentUserId: row.parent_user_id === null ? '' : String(row.parent_user_id),
    createTime: formatTime(row.create_time),
  };
}
