import type { Kysely } from 'kysely';
import type { FieldDef, FieldRule } from '../../../catalogue';
import type { Database } from '../../../db';

type InRegister = Extract<FieldRule, { rule: 'inRegister' }>;

/** The `inRegister` rules of the fields (a rows field's columns listed among them). */
export const inRegisterRules = (fields: readonly FieldDef[]): InRegister[] =>
  fields.flatMap((f) => f.rules.filter((r): r is InRegister => r.rule === 'inRegister'));

/**
 * The ids each register of `rules` accepts for union `unionId`: its rows there (closed ones too: a
 * declaration may open a closed room again) and the ids its accounts reserved with the rule's
 * `reservedBy` module's `getid`. None without a union.
 */
export async function registerIdsOf(
  db: Kysely<Database>,
  tenantId: string,
  unionId: string | undefined,
  rules: readonly InRegister[],
): Promise<Record<string, ReadonlySet<string>>> {
  const out: Record<string, Set<string>> = {};
  for (const r of rules) {
    const ids = (out[r.register] ??= new Set());
    if (!unionId) continue;
    const rows = await db
      .selectFrom('register_row')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('register', '=', r.register)
      .where('union_id', '=', unionId)
      .execute();
    for (const row of rows) ids.add(String(row.id));
    if (!r.reservedBy) continue;
    const reserved = await db
      .selectFrom('id_reservation')
      .innerJoin('app_user', 'app_user.id', 'id_reservation.user_id')
      .select('id_reservation.id')
      .where('id_reservation.tenant_id', '=', tenantId)
      .where('id_reservation.module', '=', r.reservedBy)
      .where('app_user.union_id', '=', unionId)
      .execute();
    for (const row of reserved) ids.add(String(row.id));
  }
  return out;
}
