import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db';
import { badRequest } from '../core';

/** The unique index of migration unique-union-credit-code: one union per code within a tenant. */
const UNIQUE_INDEX = 'union_org_credit_code_unique';

const taken = (field: string) => badRequest(field, 'unique', 'creditCodeTaken');

/** Refuses a unified social credit code that a union of the tenant already uses (400 naming `field`). */
export async function assertCreditCodeFree(
  db: Kysely<Database> | Transaction<Database>,
  tenantId: string,
  creditCode: string | null,
  field = 'creditCode',
): Promise<void> {
  if (!creditCode) return;
  const used = await db
    .selectFrom('union_org')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('credit_code', '=', creditCode)
    .executeTakeFirst();
  if (used) throw taken(field);
}

/** The 400 of a race the unique index decided, for `error`; null for any other error. */
export function creditCodeRace(error: unknown, field = 'creditCode'): Error | null {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === UNIQUE_INDEX ? taken(field) : null;
}
