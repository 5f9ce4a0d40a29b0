import type { Kysely } from 'kysely';
import type { Database } from '../../../db';

/**
 * Which dictionaries a call works on: the system ones (`dict`, no tenant) or one tenant's business
 * ones (`dict_biz`).
 */
export type DictionaryScope = { table: 'dict'; tenantId: null } | { table: 'dict_biz'; tenantId: string };

export const SYSTEM_SCOPE: DictionaryScope = { table: 'dict', tenantId: null };
export const businessScope = (tenantId: string): DictionaryScope => ({ table: 'dict_biz', tenantId });

/** The columns both tables share, as the queries read them. */
export const ENTRY_COLUMNS = ['id', 'parent_id', 'code', 'dict_key', 'dict_value', 'sort', 'is_sealed', 'remark', 'create_time'] as const;

/*
 * `dict_biz` is `dict` plus `tenant_id`, so both are typed as `dict` here and the tenant is added
 * by a dynamic reference: one query builder for both tables instead of two copies of every query.
 */
const tableOf = (scope: DictionaryScope) => scope.table as 'dict';

/** The live rows of the scope (the tenant's, for business dictionaries). */
export function liveRows(db: Kysely<Database>, scope: DictionaryScope) {
  const rows = db.selectFrom(tableOf(scope)).where('is_deleted', '=', false);
  return scope.tenantId === null ? rows : rows.where(db.dynamic.ref('tenant_id'), '=', scope.tenantId);
}

/** An update of the scope's rows (the tenant's only, for business dictionaries). */
export function updateRows(db: Kysely<Database>, scope: DictionaryScope) {
  const update = db.updateTable(tableOf(scope));
  return scope.tenantId === null ? update : update.where(db.dynamic.ref('tenant_id'), '=', scope.tenantId);
}

/** Inserts one row into the scope's table, with its tenant for business dictionaries. */
export async function insertRow(db: Kysely<Database>, scope: DictionaryScope, row: NewRow): Promise<void> {
  await db
    .insertInto(tableOf(scope))
    .values(scope.tenantId === null ? row : ({ ...row, tenant_id: scope.tenantId } as NewRow))
    .execute();
}

/** A new row's columns. */
export interface NewRow {
  id: string;
  parent_id: string | null;
  code: string;
  dict_key: string | null;
  dict_value: string;
  sort: number;
  is_sealed: number;
  remark: string | null;
}
