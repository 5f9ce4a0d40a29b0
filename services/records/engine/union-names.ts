import { sql, type Kysely } from 'kysely';
import { nameKey, type FieldDef } from '../../../catalogue';
import type { Database } from '../../../db';

/**
 * Of the union names a form gives in its `uniqueUnionName` fields, those another union of the
 * tenant's tree already holds (the applicant's own present name excepted), as `nameKey` writes them;
 * undefined when the form has no such field. Compared in Postgres the way `nameKey` compares
 * (NFKC, no white space), so only the names asked about are read.
 */
export async function takenUnionNames(
  db: Kysely<Database>,
  tenantId: string,
  fields: readonly FieldDef[],
  form: Readonly<Record<string, unknown>>,
  applicantUnionId: string | undefined,
): Promise<Set<string> | undefined> {
  const named = fields.filter((f) => f.rules.some((r) => r.rule === 'uniqueUnionName'));
  if (named.length === 0) return undefined;
  const keys = [...new Set(named.map((f) => form[f.name]).filter((v): v is string => typeof v === 'string' && v.trim() !== ''))].map(
    nameKey,
  );
  if (keys.length === 0) return new Set();
  let query = db
    .selectFrom('union_org')
    .select(sql<string>`regexp_replace(normalize(name, NFKC), '\\s+', '', 'g')`.as('key'))
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`regexp_replace(normalize(name, NFKC), '\\s+', '', 'g')`, 'in', keys);
  if (applicantUnionId) query = query.where('id', '!=', applicantUnionId);
  return new Set((await query.execute()).map((r) => r.key));
}
