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
  /**
   * The union's own unified social credit code (81…: registered by a union, a grassroots union), the
   * one place every call reads it from; written by setup3's approval (and organ5's, which may name it).
   */
  credit_code: string | null;
  /** The employer's code as the union's registration gave it (91…); the employer's data (`corpration`) may name it since. */
  employer_code: ColumnType<string | null, string | null | undefined, string | null>;
  region_code: string | null;
  /** A branch union (分会) does not see the honours menu. */
  union_type: ColumnType<'normal' | 'branch', 'normal' | 'branch' | undefined, 'normal' | 'branch'>;
}
export type UnionOrg = Selectable<UnionOrgTable>;
export type NewUnionOrg = Insertable<UnionOrgTable>;
