import type { Kysely } from 'kysely';
import type { FundsLedgerDef, Lang, ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { AppError, InvalidInputError } from '../../../platform/core';

type Line = Record<string, unknown>;

const linesOf = (form: Readonly<Record<string, unknown>>, def: FundsLedgerDef): Line[] =>
  Array.isArray(form[def.lines]) ? (form[def.lines] as Line[]).filter((l) => l && typeof l === 'object') : [];

const monthOf = (line: Line) => (typeof line.month === 'string' ? line.month : '');

/** The lock a module's submits of one union take: the month check and the command are one step for every other. */
export const fundsLock = (tenantId: string, module: string, unionId: string) => `funds-month:${tenantId}:${module}:${unionId}`;

/**
 * monthTaken (docs/forms/group-d.md "finance3"): a month is back-paid, refunded or returned by one live
 * record (in review or returned) of the module and union at a time; another's submit naming it is
 * refused (409), naming the month and the record that holds it.
 */
export async function refuseTakenMonths(
  db: Kysely<Database>,
  entry: ModuleEntry,
  def: FundsLedgerDef,
  s: { tenantId: string; unionId: string; recordId: string; form: Readonly<Record<string, unknown>> },
): Promise<void> {
  const months = new Map(linesOf(s.form, def).map((l, i) => [monthOf(l), i] as const));
  if (months.size === 0) return;
  const live = await db
    .selectFrom('record')
    .select(['id', 'form'])
    .where('tenant_id', '=', s.tenantId)
    .where('module', '=', entry.key)
    .where('union_id', '=', s.unionId)
    .where('state', 'in', ['in_review', 'returned'])
    .where('id', '!=', s.recordId)
    .orderBy('id')
    .execute();
  for (const other of live) {
    const taken = linesOf(other.form as Record<string, unknown>, def)
      .map(monthOf)
      .find((m) => months.has(m));
    if (taken === undefined) continue;
    const id = String(other.id);
    throw new AppError(
      409,
      'monthTaken',
      { month: taken, id },
      { reason: 'monthTaken', field: `${def.lines}[${months.get(taken)}].month`, month: taken, recordId: id },
    );
  }
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * R-LEDGER (docs/forms/group-d.md "Rules"): a month refunded or returned was paid: where the funds
 * ledger holds the month, what it shows paid is at least the line's `paidAtLeast` column; otherwise
 * 400 naming every such line. A month the ledger lacks is the reviewer's to check.
 */
export async function refuseUnpaidMonths(
  db: Kysely<Database>,
  def: FundsLedgerDef,
  s: { tenantId: string; unionId: string; lang: Lang; form: Readonly<Record<string, unknown>> },
): Promise<void> {
  const column = def.paidAtLeast;
  if (!column) return;
  const lines = linesOf(s.form, def);
  const months = [...new Set(lines.map(monthOf).filter(Boolean))];
  if (months.length === 0) return;
  const held = await db
    .selectFrom('union_funds_month')
    .select(['month', 'paid'])
    .where('tenant_id', '=', s.tenantId)
    .where('union_id', '=', s.unionId)
    .where('month', 'in', months)
    .execute();
  const paidOf = new Map(held.map((r) => [r.month, Number(r.paid)]));
  const errors = lines.flatMap((line, i) => {
    const paid = paidOf.get(monthOf(line));
    const stated = typeof line[column] === 'number' ? (line[column] as number) : null;
    if (paid === undefined || stated === null || paid >= stated) return [];
    const message =
      s.lang === 'en'
        ? `Line ${i + 1} (${monthOf(line)}): the funds ledger shows ${yuan(paid)} yuan paid, less than ${yuan(stated)}`
        : `第${i + 1}行（${monthOf(line)}）：经费台账显示已缴${yuan(paid)}元，少于${yuan(stated)}元`;
    return [{ field: `${def.lines}[${i}].${column}`, rule: 'ledgerPaid', message }];
  });
  if (errors.length) throw new InvalidInputError(errors);
}
