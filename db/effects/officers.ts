import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { newId } from '../ids';
import type { CommitteeKind } from '../tables/union-profile';
import { rowText, type Row } from './form-values';

type Db = Kysely<Database>;

/** Positions read as the chair: the dictionary's label or its code (launtion_position 1). */
const CHAIR_POSITIONS = new Set(['主席', '工会主席', 'chair', '1']);

export function isChairPosition(position: string): boolean {
  return CHAIR_POSITIONS.has(position.trim());
}

export interface NewOfficer {
  committee: CommitteeKind;
  name: string;
  position: string;
  details: Record<string, unknown>;
}

/** Officers of form rows: the `name` and `position` columns, the other columns kept as details. */
export function officersOf(rows: Row[], committee: CommitteeKind): NewOfficer[] {
  return rows
    .map((row) => {
      const { name: _n, position: _p, ...details } = row;
      return { committee, name: rowText(row, 'name'), position: rowText(row, 'position'), details };
    })
    .filter((o) => o.name !== '');
}

export interface OfficerSource {
  tenantId: string;
  unionId: string;
  date: string;
  module: string | null;
  recordId: string | null;
  /** The term (第N届) the officers added serve in, when known. */
  termNo?: number | null;
}

/** Ends (as of `date`) the current members of the given committees, or only those named. */
export async function endOfficers(db: Db, src: OfficerSource, committees: CommitteeKind[], names?: string[]): Promise<number> {
  if (committees.length === 0 || names?.length === 0) return 0;
  let q = db
    .updateTable('union_officer')
    .set({ end_date: src.date })
    .where('tenant_id', '=', src.tenantId)
    .where('union_id', '=', src.unionId)
    .where('end_date', 'is', null)
    .where('committee', 'in', committees);
  if (names) q = q.where('name', 'in', names);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function addOfficers(db: Db, src: OfficerSource, officers: NewOfficer[]): Promise<void> {
  if (officers.length === 0) return;
  await db
    .insertInto('union_officer')
    .values(
      officers.map((o) => ({
        id: newId(),
        tenant_id: src.tenantId,
        union_id: src.unionId,
        committee: o.committee,
        name: o.name,
        position: o.position,
        is_chair: o.committee === 'committee' && isChairPosition(o.position),
        details: JSON.stringify(o.details),
        start_date: src.date,
        end_date: null,
        term_no: src.termNo ?? null,
        source_module: src.module,
        source_record_id: src.recordId,
      })),
    )
    .execute();
}

/** The current members of the union's committees, for the history's before and after. */
export async function currentOfficers(db: Db, tenantId: string, unionId: string) {
  return db
    .selectFrom('union_officer')
    .select(['committee', 'name', 'position', 'is_chair', 'term_no'])
    .where('tenant_id', '=', tenantId)
    .where('union_id', '=', unionId)
    .where('end_date', 'is', null)
    .orderBy('committee')
    .orderBy('is_chair', 'desc')
    .orderBy('id')
    .execute();
}
