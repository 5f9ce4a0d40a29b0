import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db';
import { AppError, badRequest } from '../../platform/core';

type Db = Kysely<Database> | Transaction<Database>;

/** Account names: ASCII only, so they can be typed on any keyboard and used in URLs and logs. */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;

export function checkAccountName(field: string, account: string): string {
  if (!ACCOUNT_PATTERN.test(account)) throw badRequest(field, 'pattern', 'accountFormat');
  return account;
}

/** 400 when the name is used by an account of the tenant or asked for by a pending registration. */
export async function assertAccountFree(db: Db, tenantId: string, account: string, opts: { exceptRegistration?: string } = {}) {
  const user = await db
    .selectFrom('app_user')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb(eb.fn('lower', ['account']), '=', account.toLowerCase()))
    .executeTakeFirst();
  let pending = db
    .selectFrom('registration')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'pending')
    .where((eb) => eb(eb.fn('lower', ['account']), '=', account.toLowerCase()));
  if (opts.exceptRegistration) pending = pending.where('id', '!=', opts.exceptRegistration);
  if (user || (await pending.executeTakeFirst())) throw badRequest('account', 'unique', 'accountTaken');
}

/** The tenant when it exists and is active; null otherwise. */
export async function findActiveTenant(db: Db, tenantId: string) {
  const tenant = await db
    .selectFrom('tenant')
    .select(['tenant_id', 'name', 'account_number', 'expire_time'])
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', false)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!tenant || (tenant.expire_time && tenant.expire_time.getTime() < Date.now())) return null;
  return tenant;
}

/** 400 when the tenant already holds as many accounts as it may (`account_number`, -1 for no limit). */
export async function assertTenantHasRoom(db: Db, tenantId: string) {
  const tenant = await db.selectFrom('tenant').select('account_number').where('tenant_id', '=', tenantId).executeTakeFirst();
  if (!tenant || tenant.account_number < 0) return;
  const { n } = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', false)
    .executeTakeFirstOrThrow();
  if (Number(n) >= tenant.account_number) throw new AppError(409, 'tenantFull');
}
