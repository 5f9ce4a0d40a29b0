import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { notFound } from '../../platform/core';

export interface ReadableUnion {
  id: string;
  name: string;
  kind: 'federation' | 'launion' | 'corp';
  path: string;
  parentId: string | null;
  /** The union's own legal-person code (81…), null until its registration (setup3) is approved. */
  creditCode: string | null;
  /** The employer's code its registration gave (91…); the employer's data may name another since. */
  employerCode: string | null;
  regionCode: string | null;
  unionType: 'normal' | 'branch';
}

/**
 * The union a read is about: the caller's own, or one below it in the tree (a higher union reads
 * the profiles of its unions). Another tenant's, a sibling's or a parent's answers 404, as if it
 * did not exist.
 */
export async function readableUnion(db: Kysely<Database>, viewer: SessionUser, unionId?: string): Promise<ReadableUnion> {
  const row = await db
    .selectFrom('union_org')
    .select(['id', 'name', 'kind', 'path', 'parent_id', 'credit_code', 'employer_code', 'region_code', 'union_type'])
    // The viewer's union's path as it stands now: a cached session may hold the path from before a
    // move (a transfer) until the notice that drops it arrives.
    .select((eb) =>
      eb
        .selectFrom('union_org as own')
        .select('own.path')
        .where('own.tenant_id', '=', viewer.tenantId)
        .where('own.id', '=', viewer.unionId)
        .as('viewer_path'),
    )
    .where('tenant_id', '=', viewer.tenantId)
    .where('id', '=', unionId ?? viewer.unionId)
    .executeTakeFirst();
  if (!row || !row.path.startsWith(row.viewer_path ?? viewer.unionPath)) throw notFound();
  return {
    id: String(row.id),
    name: row.name,
    kind: row.kind,
    path: row.path,
    parentId: row.parent_id === null ? null : String(row.parent_id),
    creditCode: row.credit_code,
    employerCode: row.employer_code,
    regionCode: row.region_code,
    unionType: row.union_type,
  };
}
