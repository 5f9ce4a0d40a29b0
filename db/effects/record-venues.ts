import { appendRegisterEvent, findRegisterRow } from '../registers';
import { changesOf, eventContext, skipped, sourceOf, textOf } from './register-effect';
import type { Effect, EffectContext } from './types';

/**
 * recordVenues (docs/forms/group-c-field.md "The venue register"): the `venue` register written from
 * an approved form. A form with `venues` rows (field1, the 职工之家 declaration) writes each row by
 * its `venueId` and closes the union's other rooms of the home's kinds, since a declaration is its
 * full list; a form of one venue (field4's room) writes it under the record's id, so a room
 * registered again is updated, not doubled.
 */
const REGISTER = 'venue';

/** The venue vocabulary a row keeps (the form's column names). */
const VENUE_FIELDS = [
  'venueName',
  'venueType',
  'area',
  'location',
  'openDays',
  'openFrom',
  'openTo',
  'managerName',
  'managerTel',
  'photo',
] as const;

/** Kinds with a declaration of their own (职工书屋, 爱心妈咪小屋): a 职工之家 declaration leaves them alone. */
const KINDS_OF_THEIR_OWN = ['4', '8'];

const venueOf = (row: Record<string, unknown>) =>
  Object.fromEntries(VENUE_FIELDS.filter((f) => row[f] !== undefined && row[f] !== null && row[f] !== '').map((f) => [f, row[f]]));

/** Writes one venue: a new row, or its row again with what changed. The union's own rows only. */
async function writeVenue(ctx: EffectContext, rowId: string, venue: Record<string, unknown>, equipment: unknown[]): Promise<string> {
  const name = textOf(venue, 'venueName');
  if (!name || !/^\d{1,19}$/.test(rowId)) return (await skipped(ctx, REGISTER, null, 'venueUnknown')).done;
  const held = await findRegisterRow(ctx.db, ctx.tenantId, REGISTER, rowId);
  if (held && String(held.union_id) !== ctx.union.id) return (await skipped(ctx, REGISTER, rowId, 'notYourVenue')).done;
  const before = (held?.data ?? {}) as Record<string, unknown>;
  const data = { ...venueOf(venue), equipment };
  const changes = changesOf(before, data, [...VENUE_FIELDS, 'equipment']);
  if (held && held.state === 'active' && changes.length === 0) return 'venueUnchanged';
  await appendRegisterEvent(ctx.db, {
    ...eventContext(ctx),
    body: {
      type: 'register.row.recorded',
      payload: {
        register: REGISTER,
        rowId,
        union: { id: ctx.union.id, path: ctx.union.path },
        created: !held,
        key: null,
        name,
        data,
        on: ctx.date,
        changes: held && held.state === 'closed' ? [{ field: 'state', before: 'closed', after: 'active' }, ...changes] : changes,
        source: sourceOf(ctx),
      },
    },
  });
  return 'venueRecorded';
}

export const recordVenues: Effect = async (ctx) => {
  const rows = ctx.form.venues;
  if (!Array.isArray(rows)) {
    await writeVenue(ctx, ctx.recordId, ctx.form, []);
    return { unionId: ctx.union.id, done: 'venuesRecorded' };
  }
  const venues = rows.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object');
  const equipment = Array.isArray(ctx.form.equipment) ? (ctx.form.equipment as Record<string, unknown>[]) : [];
  const listed = new Set<string>();
  for (const v of venues) {
    const id = textOf(v, 'venueId') ?? '';
    listed.add(id);
    await writeVenue(
      ctx,
      id,
      v,
      equipment.filter((e) => e && e.venueName === v.venueName),
    );
  }
  const others = await ctx.db
    .selectFrom('register_row')
    .select(['id', 'data'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('register', '=', REGISTER)
    .where('union_id', '=', ctx.union.id)
    .where('state', '=', 'active')
    .orderBy('id')
    .execute();
  for (const o of others) {
    if (listed.has(String(o.id)) || KINDS_OF_THEIR_OWN.includes(String((o.data as Record<string, unknown>).venueType))) continue;
    await appendRegisterEvent(ctx.db, {
      ...eventContext(ctx),
      body: {
        type: 'register.row.closed',
        payload: { register: REGISTER, rowId: String(o.id), on: ctx.date, reason: 'notDeclared', details: {}, source: sourceOf(ctx) },
      },
    });
  }
  return { unionId: ctx.union.id, done: 'venuesRecorded' };
};
