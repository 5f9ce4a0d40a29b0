import { modules } from '../../catalogue';
import { appendRegisterEvent, findRegisterRow } from '../registers';
import { changesOf, eventContext, skipped, sourceOf, textOf } from './register-effect';
import type { Effect, EffectContext } from './types';

/**
 * recordVenues (docs/forms/group-c-field.md "The venue register"): the `venue` register written from
 * an approved form. A form with `venues` rows (field1, the 职工之家 declaration) writes each row by
 * its `venueId` and closes the union's other rooms of the home's kinds, since a declaration is its
 * full list; a form of one venue (field4's room) writes it under the record's id, so a room
 * registered again is updated, not doubled, or under the register row it names (`venueId`:
 * field3apply's bookroom), with the title its approval grants.
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

/**
 * The title the approval names the venue with (a 职工书屋示范点): the module's honour granted on approval,
 * its `{year}` the approval's, as recordHonour names it on the union.
 */
function titleOf(ctx: EffectContext): { title: string } | Record<string, never> {
  const grant = modules[ctx.module]?.honour?.grant;
  if (typeof grant?.name !== 'string') return {};
  return { title: grant.name.replaceAll('{year}', ctx.date.slice(0, 4)) };
}

/** Writes one venue: a new row, or its row again with what changed. The union's own rows only. */
async function writeVenue(
  ctx: EffectContext,
  rowId: string,
  venue: Record<string, unknown>,
  equipment: unknown[],
  extra: Record<string, unknown> = {},
): Promise<string> {
  const name = textOf(venue, 'venueName');
  if (!name || !/^\d{1,19}$/.test(rowId)) return (await skipped(ctx, REGISTER, null, 'venueUnknown')).done;
  const held = await findRegisterRow(ctx.db, ctx.tenantId, REGISTER, rowId);
  if (held && String(held.union_id) !== ctx.union.id) return (await skipped(ctx, REGISTER, rowId, 'notYourVenue')).done;
  const before = (held?.data ?? {}) as Record<string, unknown>;
  const data = { ...venueOf(venue), equipment, ...extra };
  const changes = changesOf(before, data, [...VENUE_FIELDS, 'equipment', ...Object.keys(extra)]);
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
    // A form naming a row of its register (field3apply's bookroom) writes that row; a new venue the record's id.
    await writeVenue(ctx, textOf(ctx.form, 'venueId') ?? ctx.recordId, ctx.form, [], titleOf(ctx));
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
