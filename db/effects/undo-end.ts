/**
 * A follow-up `correction` row of rights1 or rights3 (docs/forms/group-c-rights.md, Effects): what the
 * voided row wrote is undone, and only that, once per correction event (a replay finds nothing left to undo).
 */
import type { Kysely } from 'kysely';
import { modules } from '../../catalogue';
import type { Database } from '../database';
import { personHash } from '../people';
import { textOf } from './form-values';
import type { Effect, EffectContext } from './types';

/** A record's follow-up row as a correction reads it. */
async function rowOf(db: Kysely<Database>, recordId: string, id: string) {
  return db
    .selectFrom('record_follow_up')
    .select(['id', 'kind', 'seq', 'day', 'member'])
    .where('record_id', '=', recordId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The record's rows of `kind` no correction voids (the correction being run already among the rows), oldest first. */
function validRows(ctx: EffectContext, kind: string) {
  return ctx.db
    .selectFrom('record_follow_up as f')
    .select(['f.id', 'f.seq', 'f.day', 'f.member', 'f.outcome'])
    .where('f.record_id', '=', ctx.recordId)
    .where('f.kind', '=', kind)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('record_follow_up as c').select('c.id').where('c.record_id', '=', ctx.recordId).whereRef('c.corrects', '=', 'f.id'),
        ),
      ),
    )
    .orderBy('f.seq');
}

/**
 * The other record covering the member whose cover the voided withdrawal ended, for the same plan and year, from
 * the correction's day (MA-covered): the correction's guard refuses it (409 `followUpCoveredOnAnotherRecord`);
 * should one pass a race, the cover stays ended rather than the member be covered twice.
 */
async function coverOnAnotherRecord(ctx: EffectContext, voided: string): Promise<string | null> {
  const other = await ctx.db
    .selectFrom('mutual_aid_cover as c')
    .innerJoin('mutual_aid_cover as o', (j) =>
      j
        .onRef('o.tenant_id', '=', 'c.tenant_id')
        .onRef('o.person_hash', '=', 'c.person_hash')
        .onRef('o.plan', '=', 'c.plan')
        .onRef('o.year', '=', 'c.year')
        .onRef('o.record_id', '<>', 'c.record_id'),
    )
    .select('o.record_id')
    .where('c.tenant_id', '=', ctx.tenantId)
    .where('c.record_id', '=', ctx.recordId)
    .where('c.ended_by', '=', voided)
    .where((eb) => eb.or([eb('o.ended_on', 'is', null), eb('o.ended_on', '>', ctx.date)]))
    .executeTakeFirst();
  return other ? String(other.record_id) : null;
}

/**
 * The voided withdrawal's end undone (the member's cover open again), then taken over by the member's
 * next withdrawal still valid, which wrote no end while the cover was ended: the cover ends from its day.
 */
async function reopenCover(ctx: EffectContext, voided: string): Promise<string | null> {
  const other = await coverOnAnotherRecord(ctx, voided);
  if (other) return `kept the cover ended: covered on record ${other}`;
  const covers = await ctx.db
    .updateTable('mutual_aid_cover')
    .set({ ended_on: null, ended_by: null })
    .where('tenant_id', '=', ctx.tenantId)
    .where('record_id', '=', ctx.recordId)
    .where('ended_by', '=', voided)
    .returning('person_hash')
    .execute();
  if (covers.length === 0) return null;
  const row = await rowOf(ctx.db, ctx.recordId, voided);
  if (!row?.member) return 'opened a cover again';
  const next = await validRows(ctx, row.kind).where('f.member', '=', row.member).where('f.id', '<>', voided).limit(1).executeTakeFirst();
  if (!next) return 'opened a cover again';
  await ctx.db
    .updateTable('mutual_aid_cover')
    .set({ ended_on: next.day, ended_by: next.id })
    .where('tenant_id', '=', ctx.tenantId)
    .where('record_id', '=', ctx.recordId)
    .where('person_hash', '=', personHash(ctx.tenantId, row.member))
    .where('ended_on', 'is', null)
    .execute();
  return `ended the cover from ${next.day} by the next withdrawal`;
}

/**
 * The other record on which the worker of `recordId`'s hardship file is on file now, if any: undoing the
 * exit would put the worker on file twice (HS-on-file), so the correction is refused and the file stays exited.
 */
async function fileOnAnotherRecord(
  db: Kysely<Database>,
  tenantId: string,
  recordId: string,
): Promise<{ recordId: string; unionId: string } | null> {
  const other = await db
    .selectFrom('hardship_file as h')
    .innerJoin('hardship_file as o', (j) =>
      j.onRef('o.tenant_id', '=', 'h.tenant_id').onRef('o.person_hash', '=', 'h.person_hash').onRef('o.record_id', '<>', 'h.record_id'),
    )
    .select(['o.record_id', 'o.union_id'])
    .where('h.tenant_id', '=', tenantId)
    .where('h.record_id', '=', recordId)
    .where('o.state', '=', 'onFile')
    .executeTakeFirst();
  return other ? { recordId: String(other.record_id), unionId: String(other.union_id) } : null;
}

/** The voided exit undone (the file on file again), unless the worker is on file on another record since. */
async function refileHardship(ctx: EffectContext, voided: string): Promise<string | null> {
  const exited = await ctx.db
    .selectFrom('hardship_file')
    .select('record_id')
    .where('tenant_id', '=', ctx.tenantId)
    .where('record_id', '=', ctx.recordId)
    .where('exited_by', '=', voided)
    .executeTakeFirst();
  if (!exited) return null;
  const other = await fileOnAnotherRecord(ctx.db, ctx.tenantId, ctx.recordId);
  if (other) return `kept the file exited: on file on record ${other.recordId}`;
  await ctx.db
    .updateTable('hardship_file')
    .set({ state: 'onFile', exited_on: null, exited_by: null })
    .where('tenant_id', '=', ctx.tenantId)
    .where('record_id', '=', ctx.recordId)
    .where('exited_by', '=', voided)
    .execute();
  return 'put the file on file again';
}

/**
 * The voided review's category undone: the file's category is the latest review still valid's outcome,
 * else the filing's, set by this event (`category_seq`), so a replay, or an older review run again, changes nothing.
 */
async function restoreCategory(ctx: EffectContext, voided: string): Promise<string | null> {
  const row = await rowOf(ctx.db, ctx.recordId, voided);
  const seq = ctx.followUp?.seq;
  if (!row || seq === undefined || modules[ctx.module]?.followUps?.kinds[row.kind]?.effect !== 'reviewHardship') return null;
  const reviews = await validRows(ctx, row.kind).where('f.outcome', 'is not', null).execute();
  const category = reviews.at(-1)?.outcome ?? textOf(ctx.form, ['category']) ?? '';
  const set = await ctx.db
    .updateTable('hardship_file')
    .set({ category, category_seq: seq })
    .where('tenant_id', '=', ctx.tenantId)
    .where('record_id', '=', ctx.recordId)
    .where((eb) => eb.or([eb('category_seq', 'is', null), eb('category_seq', '<', seq)]))
    .executeTakeFirst();
  return Number(set.numUpdatedRows) > 0 ? `set the category back to ${category}` : null;
}

/**
 * A `correction` row of rights1 or rights3: the end the voided row wrote is undone (the member's cover
 * open again, taken over by the member's next valid withdrawal, unless the member is covered on another record;
 * the hardship file on file again, unless the worker is on file on another record), or the category a voided review set is set back. A cover or file
 * another row ended, or none ended, is left. Once per event: a replay finds nothing by the voided row.
 */
export const undoEnd: Effect = async (ctx) => {
  const voided = ctx.followUp?.corrects;
  if (!voided) return { unionId: ctx.union.id, done: 'no row voided' };
  const done = [await reopenCover(ctx, voided), await refileHardship(ctx, voided), await restoreCategory(ctx, voided)].filter(
    (d) => d !== null,
  );
  return { unionId: ctx.union.id, done: done.length > 0 ? done.join('; ') : 'nothing ended by the voided row' };
};
