import type { Kysely } from 'kysely';
import { modules, type AwardingBody, type ModuleEntry, type NameFromFields } from '../../catalogue';
import type { Database } from '../database';
import { appendSelectionEvent, grantOf, projectHonours } from '../honours';
import type { Effect, EffectContext } from './types';
import { loadUnion, rootUnion } from './union-tree';

/**
 * recordHonour (an honour granted on approval: honor1, innovationteam, any entry whose `honour.on` is
 * `approval`): the event `honour.granted` on the record's own stream, projected into the `honour`
 * read model in the approval's transaction; a rebuild replays the event (db/honours). A module that
 * publishes first gets its honours from the publicity's decision instead.
 */
/**
 * The honour's name where the entry reads it from the form: the label of the first named dictionary
 * field with a value, as the dictionary has it when the honour is granted (the honour keeps its name
 * if the label changes later).
 */
async function nameFromForm(
  db: Kysely<Database>,
  entry: ModuleEntry,
  form: Record<string, unknown>,
  from: NameFromFields,
): Promise<string> {
  for (const name of from.fromFields) {
    const key = form[name];
    const dict = entry.fields.find((f) => f.name === name)?.dict;
    if (typeof key !== 'string' || !key || !dict) continue;
    const row = await db
      .selectFrom('dict')
      .select('dict_value')
      .where('code', '=', dict)
      .where('dict_key', '=', key)
      .where('is_deleted', '=', false)
      .executeTakeFirst();
    if (row) return row.dict_value;
  }
  throw new Error(`recordHonour: ${entry.key}'s form names no honour in ${from.fromFields.join(', ')}`);
}

/**
 * The awarding body's name as the union tree has it when the honour is granted: the tenant's
 * federation, or the applicant's higher union. The event keeps the name, so a replay or a rebuild
 * gives the same honour after a rename.
 */
async function awardingBodyOf(ctx: EffectContext, body: AwardingBody): Promise<string> {
  const union =
    body === 'applicantParent'
      ? ctx.union.parentId
        ? await loadUnion(ctx.db, ctx.tenantId, ctx.union.parentId)
        : null
      : await rootUnion(ctx.db, ctx.tenantId);
  if (!union) throw new Error(`recordHonour: union ${ctx.union.id} of tenant ${ctx.tenantId} has no ${body} to award the honour`);
  return union.name;
}

export const recordHonour: Effect = async (ctx) => {
  const entry = modules[ctx.module];
  const grant = entry?.honour?.grant;
  if (!entry || entry.honour?.on !== 'approval' || !grant) throw new Error(`recordHonour: ${ctx.module} grants no honour on approval`);
  const year = Number(ctx.date.slice(0, 4));
  const honour = grantOf(
    { entry, recordId: ctx.recordId, form: ctx.form, union: { id: ctx.union.id, path: ctx.union.path, name: ctx.union.name } },
    {
      honourName:
        typeof grant.name === 'string'
          ? grant.name.replaceAll('{year}', String(year))
          : await nameFromForm(ctx.db, entry, ctx.form, grant.name),
      level: grant.level,
      year,
      awardingBody: await awardingBodyOf(ctx, grant.awardingBody ?? 'federation'),
      decisionNo: null,
      awardDate: ctx.date,
    },
  );
  const event = await appendSelectionEvent(ctx.db, {
    tenantId: ctx.tenantId,
    stream: `honour-${ctx.recordId}`,
    actor: ctx.actor,
    at: ctx.at,
    body: { type: 'honour.granted', payload: { honour } },
  });
  await projectHonours(ctx.db, event);
  return { unionId: ctx.union.id, done: 'honourRecorded' };
};
