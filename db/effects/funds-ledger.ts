import { modules, type FundsLedgerDef } from '../../catalogue';
import { appendFundsEvent, type FundsMovement } from '../funds';
import { intOf, rowsOf, type Form } from './form-values';
import type { Effect, EffectContext } from './types';

type Line = { month: string; amount: number; payroll: number | null; paidBefore?: number };

/** The lines of the approved form: each month with the amount of the ledger's column, its payroll and what was paid before. */
function linesOf(form: Form, def: FundsLedgerDef): Line[] {
  return rowsOf(form, def.lines).flatMap((row) => {
    const month = typeof row.month === 'string' ? row.month : '';
    const amount = typeof row[def.amount] === 'number' ? (row[def.amount] as number) : null;
    const payroll = typeof row.payroll === 'number' ? row.payroll : null;
    const before = def.paidBefore && typeof row[def.paidBefore] === 'number' ? { paidBefore: row[def.paidBefore] as number } : {};
    return /^\d{4}-\d{2}$/.test(month) && amount !== null ? [{ month, amount, payroll, ...before }] : [];
  });
}

/**
 * The lines with what was received spread over them in proportion (rounded half up to the fen, the
 * last line taking the rest), where less than the lines' total came in; as they are otherwise.
 */
export function proRata(lines: readonly Line[], received: number | null, total: number | null): Line[] {
  if (received === null || total === null || total <= 0 || received >= total) return [...lines];
  let left = received;
  return lines.map((line, i) => {
    // In BigInt: fen times fen passes 2^53.
    const share = Number((BigInt(line.amount) * BigInt(received) * 2n + BigInt(total)) / (2n * BigInt(total)));
    const amount = i === lines.length - 1 ? left : share;
    left -= amount;
    return { ...line, amount };
  });
}

/** The effect moving the approved record's months by `movement` (its entry's `fundsLedger` names the lines). */
const moveFunds =
  (movement: FundsMovement): Effect =>
  async (ctx: EffectContext) => {
    const def = modules[ctx.module]?.fundsLedger;
    if (!def) throw new Error(`effect ${ctx.key}: module ${ctx.module} has no fundsLedger`);
    const lines = def.received
      ? proRata(linesOf(ctx.form, def), intOf(ctx.form, [def.received.field]), intOf(ctx.form, [def.received.total]))
      : linesOf(ctx.form, def);
    if (lines.length === 0) return { unionId: ctx.union.id, done: 'fundsUnmoved' };
    await appendFundsEvent(ctx.db, {
      tenantId: ctx.tenantId,
      actor: ctx.actor,
      at: ctx.at,
      body: {
        type: 'funds.moved',
        payload: { unionId: ctx.union.id, movement, source: { module: ctx.module, recordId: ctx.recordId }, on: ctx.date, lines },
      },
    });
    return { unionId: ctx.union.id, done: `funds${movement[0]!.toUpperCase()}${movement.slice(1)}` };
  };

/** fundsBackPaid (finance3 approved): each month's paid grows by its back payment. */
export const fundsBackPaid = moveFunds('backPaid');
/** fundsRefunded (finance4 approved): each month's refunded grows by its refund. */
export const fundsRefunded = moveFunds('refunded');
/** fundsReturned (finance5's receipt approved): each month's returned grows by its share of what was received. */
export const fundsReturned = moveFunds('returned');
