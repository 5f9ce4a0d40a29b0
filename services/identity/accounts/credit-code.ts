import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db';
import { badRequest } from '../../platform/core';

/**
 * The unique index of migration one-union-code: one union per employer code within a tenant. The code
 * a registration gives is the employer's (91…); the union's own (81…) comes with its legal-person
 * registration (setup3) in `credit_code`.
 */
const UNIQUE_INDEX = 'union_org_employer_code_unique';

const taken = (field: string) => badRequest(field, 'unique', 'creditCodeTaken');

/** Refuses an employer's unified social credit code that a union of the tenant already has (400 naming `field`). */
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
    .where('employer_code', '=', creditCode)
    .executeTakeFirst();
  if (used) throw taken(field);
}

/** The 400 of a race the unique index decided, for `error`; null for any other error. */
export function creditCodeRace(error: unknown, field = 'creditCode'): Error | null {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === UNIQUE_INDEX ? taken(field) : null;
}
