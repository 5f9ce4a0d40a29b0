import type { FundsMonthSource } from '../../../db';

/** What the union's funds registration (setup4) gives a month: its monthly due and payroll from its first month. */
export interface FundsBase {
  /** yyyy-MM, the first month the registration counts. */
  startMonth: string;
  dueMonthly: number;
  payrollMonthly: number | null;
  payMode: string | null;
}

/** The month as the ledger holds it (`union_funds_month`), figures in fen. */
export interface LedgerMonth {
  payroll: number | null;
  paid: number;
  refunded: number;
  returned: number;
  sources: FundsMonthSource[];
}

/** One month of finance1's overview, in fen. */
export interface FundsMonth {
  id: string;
  month: string;
  payroll: number | null;
  due: number;
  paid: number;
  refunded: number;
  returned: number;
  owed: number;
  payMode: string | null;
}

/**
 * The month's figures (docs/forms/group-d.md "How the ledger fills"): `due` the registration's
 * monthly due from its first month up to `thisMonth` (a month not yet come owes nothing), the moves
 * from the ledger, `owed` = max(0, due − paid + refunded). Pure: read, never stored.
 */
export function fundsMonth(unionId: string, month: string, base: FundsBase, held: LedgerMonth | undefined, thisMonth: string): FundsMonth {
  const counted = month >= base.startMonth && month <= thisMonth;
  const due = counted ? base.dueMonthly : 0;
  const paid = held?.paid ?? 0;
  const refunded = held?.refunded ?? 0;
  return {
    id: monthId(unionId, month),
    month,
    payroll: held?.payroll ?? (counted ? base.payrollMonthly : null),
    due,
    paid,
    refunded,
    returned: held?.returned ?? 0,
    owed: Math.max(0, due - paid + refunded),
    payMode: base.payMode,
  };
}

/**
 * The registration in force for `month` (yyyy-MM) among the union's registrations, oldest approval
 * first: the one approved last of those whose first month is not after it; none before every first month.
 */
export function baseFor(bases: readonly FundsBase[], month: string): FundsBase | undefined {
  for (let i = bases.length - 1; i >= 0; i--) if (bases[i]!.startMonth <= month) return bases[i];
  return undefined;
}

/** The id of a union's month row: `<unionId>:<yyyy-MM>` (a month owes from the registration before the ledger holds it). */
export const monthId = (unionId: string, month: string): string => `${unionId}:${month}`;

/** The union and month an id names, or null when it names none. */
export function parseMonthId(id: string): { unionId: string; month: string } | null {
  const m = /^(\d+):(\d{4}-(?:0[1-9]|1[0-2]))$/.exec(id);
  return m ? { unionId: m[1]!, month: m[2]! } : null;
}

/** The twelve months of a year, yyyy-MM. */
export const monthsOf = (year: number): string[] => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
