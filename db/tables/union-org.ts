import type { ColumnType, Insertable, Selectable } from 'kysely';

/** A union of the tenant's tree: the federation at the root, launions under it, corps under those. */
export interface UnionOrgTable {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  name: string;
  kind: 'federation' | 'launion' | 'corp';
  /** Ids from the root down, as `/1/2/3/`: a prefix match selects a union and everything under it. */
  path: string;
  credit_code: string | null;
  region_code: string | null;
  /** A branch union (分会) does not see the honours menu. */
  union_type: ColumnType<'normal' | 'branch', 'normal' | 'branch' | undefined, 'normal' | 'branch'>;
}
export type UnionOrg = Selectable<UnionOrgTable>;
export type NewUnionOrg = Insertable<UnionOrgTable>;
