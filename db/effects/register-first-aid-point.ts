import { newId } from '../ids';
import { appendRegisterEvent, lockRegisterKey } from '../registers';
import { changesOf, eventContext, skipped, sourceOf, textOf } from './register-effect';
import type { Effect } from './types';

/**
 * registerFirstAidPoint (docs/forms/group-c-rights.md "firstaid", Effect): the approved declaration's
 * point in the `firstAidPoint` register, the park's first-aid map. A later approved declaration of the
 * same union and point name writes that row again. The row holds no person: the counts of AEDs and
 * first-aiders, never their names or mobiles.
 */
const REGISTER = 'firstAidPoint';

/** The point's columns as the form names them, and the counts worked out from its rows. */
const POINT_FIELDS = ['pointKinds', 'region', 'address', 'openHours', 'staffCovered', 'kitCount', 'aedCount', 'firstAiderCount'] as const;

const countOf = (rows: unknown): number => (Array.isArray(rows) ? rows.length : 0);

export const registerFirstAidPoint: Effect = async (ctx) => {
  const name = textOf(ctx.form, 'pointName');
  if (!name) return skipped(ctx, REGISTER, null, 'formIncomplete');
  // One row per union and point name: two approvals of the same point never make two rows.
  await lockRegisterKey(ctx.db, ctx.tenantId, REGISTER, `${ctx.union.id}:${name}`);
  const held = await ctx.db
    .selectFrom('register_row')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('register', '=', REGISTER)
    .where('union_id', '=', ctx.union.id)
    .where('name', '=', name)
    .orderBy('state')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const data: Record<string, unknown> = {
    pointKinds: ctx.form.pointKinds ?? [],
    region: textOf(ctx.form, 'region'),
    address: textOf(ctx.form, 'address'),
    openHours: textOf(ctx.form, 'openHours'),
    staffCovered: ctx.form.staffCovered ?? null,
    kitCount: ctx.form.kitCount ?? 0,
    aedCount: countOf(ctx.form.aeds),
    firstAiderCount: countOf(ctx.form.firstAiders),
  };
  const before = (held?.data ?? {}) as Record<string, unknown>;
  const changes = changesOf(before, data, POINT_FIELDS);
  const reopened = held?.state === 'closed' ? [{ field: 'state', before: 'closed', after: 'active' }] : [];
  await appendRegisterEvent(ctx.db, {
    ...eventContext(ctx),
    body: {
      type: 'register.row.recorded',
      payload: {
        register: REGISTER,
        rowId: held ? String(held.id) : newId(),
        union: { id: ctx.union.id, path: ctx.union.path },
        created: !held,
        key: null,
        name,
        data,
        on: ctx.date,
        changes: held ? [...reopened, ...changes] : [],
        source: sourceOf(ctx),
      },
    },
  });
  return { unionId: ctx.union.id, done: held ? 'firstAidPointUpdated' : 'firstAidPointRegistered' };
};
