import { sql, type Kysely } from 'kysely';
import { fillServerColumns, serverFilledColumns, type FieldDef } from '../../../catalogue';
import type { Database } from '../../../db';
import type { FormBody } from './form-input';

/** The form of the union's approved record of `module` whose `yearField` is `year`, newest approval first. */
export async function approvedFormOfYear(
  db: Kysely<Database>,
  where: { tenantId: string; unionId: string },
  module: string,
  yearField: string,
  year: number,
): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .selectFrom('record')
    .select('form')
    .where('tenant_id', '=', where.tenantId)
    .where('module', '=', module)
    .where('union_id', '=', where.unionId)
    .where('state', '=', 'approved')
    .where(sql<string>`form->>${yearField}`, '=', String(year))
    .orderBy('end_time', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.form as Record<string, unknown> | undefined;
}

/**
 * `body` with its `serverFilled` columns written from the union's approved source records of the
 * form's year (finance7's budget from finance2), on every save: what the union sent there is not kept.
 */
export async function fillServerFilled(
  db: Kysely<Database>,
  where: { tenantId: string; unionId: string },
  fields: readonly FieldDef[],
  body: FormBody,
): Promise<FormBody> {
  const columns = serverFilledColumns(fields);
  if (columns.length === 0) return body;
  const sources: Record<string, Record<string, unknown> | null | undefined> = {};
  for (const { from } of columns) {
    if (from.module in sources) continue;
    const year = Number(body[from.yearField]);
    sources[from.module] = Number.isInteger(year) ? await approvedFormOfYear(db, where, from.module, from.yearField, year) : null;
  }
  return { ...body, ...fillServerColumns(fields, body, sources) } as FormBody;
}
