import { appendRegisterEvent, type RegisterChange } from '../registers';
import type { EffectContext, EffectOutcome } from './types';

/** What a register effect needs of its approval to append an event. */
export const eventContext = (ctx: EffectContext) => ({ tenantId: ctx.tenantId, actor: ctx.actor, at: ctx.at });

export const sourceOf = (ctx: EffectContext) => ({ module: ctx.module, recordId: ctx.recordId });

/** A text of the form, trimmed; null when it is blank or no text. */
export function textOf(form: Record<string, unknown>, name: string): string | null {
  const v = form[name];
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}

/** A date field of the form (yyyy-MM-dd), or the approval's date without one. */
export const dateOf = (ctx: EffectContext, name: string): string => {
  const v = textOf(ctx.form, name);
  return v && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : ctx.date;
};

/**
 * The effect changed nothing, and says why on the register's history (`skipped`): an effect never
 * throws on business grounds, since a throw would roll the approval back and retry it for ever.
 */
export async function skipped(ctx: EffectContext, register: string, rowId: string | null, reason: string): Promise<EffectOutcome> {
  await appendRegisterEvent(ctx.db, {
    ...eventContext(ctx),
    body: { type: 'register.change.skipped', payload: { register, rowId, effect: ctx.key, reason, source: sourceOf(ctx) } },
  });
  return { unionId: ctx.union.id, done: `skipped:${reason}` };
}

/** The columns of `fields` whose value in `after` differs from `before` (a value left out of `after` is no change). */
export function changesOf(before: Record<string, unknown>, after: Record<string, unknown>, fields: readonly string[]): RegisterChange[] {
  return fields
    .filter(
      (f) =>
        after[f] !== undefined && after[f] !== null && after[f] !== '' && JSON.stringify(after[f]) !== JSON.stringify(before[f] ?? null),
    )
    .map((f) => ({ field: f, before: before[f] ?? null, after: after[f] }));
}
