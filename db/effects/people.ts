/**
 * The effects of rights and help approvals on the registers of people (docs/forms/group-c-rights.md
 * "NEW", Effects): each writes one row per person and record, keyed by the HMAC of the ID number
 * (db/people) with its mask beside it, so a replay of the approval writes nothing twice. Follow-up
 * rows end what they wrote (a member's cover, a hardship file), once: an end is never written over.
 */
import { maskIdCard } from '../../catalogue';
import { personHash } from '../people';
import { intOf, rowsOf, rowText, textOf } from './form-values';
import type { Effect, EffectContext } from './types';

/** The person a record is about, or a row of its members: the keyed hash, the mask and the name; null without an ID number. */
function personOf(ctx: EffectContext, idNumber: string | null, name: string | null) {
  if (!idNumber) return null;
  return { person_hash: personHash(ctx.tenantId, idNumber), id_mask: maskIdCard(idNumber.trim().toUpperCase()), name: name ?? '' };
}

/** The day a year after `day` (yyyy-MM-dd); 29 February becomes 28 February. */
function yearAfter(day: string): string {
  const next = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
  return next.endsWith('-02-29') ? next.replace(/-29$/, '-28') : next;
}

const recordOf = (ctx: EffectContext) => ({ tenant_id: ctx.tenantId, record_id: ctx.recordId, union_id: ctx.union.id });

type Person = NonNullable<ReturnType<typeof personOf>>;

/** One row of help given to `person` by the approved record, once (a replay adds nothing). */
async function addAssistance(
  ctx: EffectContext,
  person: Person,
  kind: 'relief' | 'hardship' | 'legal',
  cause: string | null,
  amount: number | null,
) {
  await ctx.db
    .insertInto('member_assistance')
    .values({ ...recordOf(ctx), ...person, kind, cause, amount, approved_on: ctx.date })
    .onConflict((oc) => oc.columns(['tenant_id', 'record_id', 'person_hash']).doNothing())
    .execute();
}

/** rights1: each member row covered by the plan for the year (`mutual_aid_cover`); MA-covered reads it. */
export const coverMembers: Effect = async (ctx) => {
  const plan = textOf(ctx.form, ['planType']);
  const year = intOf(ctx.form, ['coverageYear']);
  const period = ctx.form.coveragePeriod as { start?: string; end?: string } | undefined;
  const people = rowsOf(ctx.form, 'members')
    .map((row) => personOf(ctx, rowText(row, 'idCard') || null, rowText(row, 'name')))
    .filter((p) => p !== null);
  if (!plan || !year || people.length === 0) return { unionId: ctx.union.id, done: 'no members to cover' };
  await ctx.db
    .insertInto('mutual_aid_cover')
    .values(
      people.map((p) => ({
        ...recordOf(ctx),
        ...p,
        plan,
        year,
        period_start: period?.start ?? null,
        period_end: period?.end ?? null,
        covered_on: ctx.date,
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'record_id', 'person_hash']).doNothing())
    .execute();
  return { unionId: ctx.union.id, done: `covered ${people.length} members by plan ${plan} for ${year}` };
};

/**
 * rights2: the relief given to the member (`member_assistance`, kind relief), its cause and the
 * approved amount (the one asked when no reviewer set one); RL-once reads it.
 */
export const recordAssistance: Effect = async (ctx) => {
  const person = personOf(ctx, textOf(ctx.form, ['memberIdCard']), textOf(ctx.form, ['memberName']));
  if (!person) return { unionId: ctx.union.id, done: 'no member to record' };
  await addAssistance(ctx, person, 'relief', textOf(ctx.form, ['cause']), intOf(ctx.form, ['approvedAmount', 'amountRequested']));
  return { unionId: ctx.union.id, done: 'recorded relief for a member' };
};

/**
 * rights4: legal aid granted to the worker (`member_assistance`, kind legal, the case kind, no amount):
 * the member's help history shows it, and RL-once, which counts relief only, does not read it.
 */
export const recordLegalAid: Effect = async (ctx) => {
  const person = personOf(ctx, textOf(ctx.form, ['memberIdCard']), textOf(ctx.form, ['memberName']));
  if (!person) return { unionId: ctx.union.id, done: 'no worker to record' };
  await addAssistance(ctx, person, 'legal', textOf(ctx.form, ['caseKind']), null);
  return { unionId: ctx.union.id, done: 'recorded legal aid for a worker' };
};

/** rights3: the worker on file (`hardship_file`, reviewed a year on) and the help recorded (`member_assistance`, kind hardship). */
export const fileHardship: Effect = async (ctx) => {
  const person = personOf(ctx, textOf(ctx.form, ['memberIdCard']), textOf(ctx.form, ['memberName']));
  if (!person) return { unionId: ctx.union.id, done: 'no member to file' };
  const category = textOf(ctx.form, ['category']) ?? '';
  await ctx.db
    .insertInto('hardship_file')
    .values({ ...recordOf(ctx), ...person, category, since: ctx.date, next_review: yearAfter(ctx.date) })
    .onConflict((oc) => oc.columns(['tenant_id', 'record_id']).doNothing())
    .execute();
  await addAssistance(ctx, person, 'hardship', category, intOf(ctx.form, ['amountRequested']));
  return { unionId: ctx.union.id, done: `filed a hardship case (${category})` };
};

/**
 * rights1's follow-up `withdrawn` (减员/退出): the named member's cover by this record ends from the
 * row's day (`ended_on`, the row in `ended_by`), so MA-covered and the register read it as ended. An end is
 * written only where none is yet: a replay, or a later row naming the member again, changes nothing.
 */
export const endCover: Effect = async (ctx) => {
  const member = ctx.followUp?.member;
  if (!ctx.followUp || !member) return { unionId: ctx.union.id, done: 'no member named' };
  const ended = await ctx.db
    .updateTable('mutual_aid_cover')
    .set({ ended_on: ctx.followUp.date, ended_by: ctx.followUp.id })
    .where('tenant_id', '=', ctx.tenantId)
    .where('record_id', '=', ctx.recordId)
    .where('person_hash', '=', personHash(ctx.tenantId, member))
    .where('ended_on', 'is', null)
    .executeTakeFirst();
  return {
    unionId: ctx.union.id,
    done: Number(ended.numUpdatedRows) > 0 ? `ended a cover from ${ctx.followUp.date}` : 'cover ended already',
  };
};

/**
 * rights3's follow-up `exit` (脱困退档): the record's hardship file is exited from the row's day (the row in
 * `exited_by`); HS-on-file no longer holds the worker. Written only while the file is on file: a replay changes nothing.
 */
export const exitHardship: Effect = async (ctx) => {
  if (!ctx.followUp) return { unionId: ctx.union.id, done: 'no follow-up row' };
  const exited = await ctx.db
    .updateTable('hardship_file')
    .set({ state: 'exited', exited_on: ctx.followUp.date, exited_by: ctx.followUp.id })
    .where('tenant_id', '=', ctx.tenantId)
    .where('record_id', '=', ctx.recordId)
    .where('state', '=', 'onFile')
    .executeTakeFirst();
  return {
    unionId: ctx.union.id,
    done: Number(exited.numUpdatedRows) > 0 ? `exited the file from ${ctx.followUp.date}` : 'file exited already',
  };
};

/**
 * rights3's follow-up `review` (年度复核): the file's category becomes the one the review found (its
 * `outcome`), by a later event only (`category_seq`): a replay, or an older review run again, changes nothing.
 */
export const reviewHardship: Effect = async (ctx) => {
  const row = ctx.followUp;
  if (!row?.outcome || row.seq === undefined) return { unionId: ctx.union.id, done: 'no category found' };
  const seq = row.seq;
  const set = await ctx.db
    .updateTable('hardship_file')
    .set({ category: row.outcome, category_seq: seq })
    .where('tenant_id', '=', ctx.tenantId)
    .where('record_id', '=', ctx.recordId)
    .where((eb) => eb.or([eb('category_seq', 'is', null), eb('category_seq', '<', seq)]))
    .executeTakeFirst();
  return { unionId: ctx.union.id, done: Number(set.numUpdatedRows) > 0 ? `set the category ${row.outcome}` : 'category set already' };
};
