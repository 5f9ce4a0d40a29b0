import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ModuleEntry } from '../../../catalogue';
import { findProfile, type Database, type UnionFundsMonthRow } from '../../../db';
import { IdString, notFound, Nullable, ok, okOf, todayInShanghai } from '../../platform/core';
import { fundsOf, FundsRegistration } from '../../organisation/union-profile';
import { unionInScope } from '../engine/union-scope';
import { baseFor, fundsMonth, monthsOf, parseMonthId, type FundsBase, type FundsMonth, type LedgerMonth } from './funds-months';

const Fen = (description: string) => Type.Integer({ description: `${description}, in fen` });
const MonthFigures = {
  id: Type.String({ description: 'The month row: <unionId>:<yyyy-MM>' }),
  month: Type.String({ description: 'yyyy-MM' }),
  payroll: Nullable(Fen('The payroll of the month (the latest movement’s, else the registration’s)')),
  due: Fen('Due: the registration’s monthly due from its first month to this month'),
  paid: Fen('Paid: approved back payments (no collection feed yet)'),
  refunded: Fen('Refunded (finance4)'),
  returned: Fen('Returned, the grassroots share (finance5)'),
  owed: Fen('Owed: max(0, due − paid + refunded)'),
  payMode: Nullable(Type.String({ description: 'fee_pay_mode key of the registration' })),
};
const Totals = Type.Object({
  due: Type.Integer(),
  paid: Type.Integer(),
  refunded: Type.Integer(),
  returned: Type.Integer(),
  owed: Type.Integer(),
});

const Overview = Type.Object({
  unionId: Type.String(),
  year: Type.Integer(),
  registered: Type.Boolean({ description: 'The union has an approved funds registration (setup4); no months without it' }),
  collectionFeed: Type.Boolean({
    description:
      'False: paid holds only the months of approved back payments (paid before and back paid), the tax collection figures have no feed yet',
  }),
  registration: Nullable(FundsRegistration),
  months: Type.Array(Type.Object(MonthFigures)),
  totals: Totals,
});

/** The union and year of `index` and its sheet (`exportList`). */
export const FundsYearQuery = Type.Object(
  {
    unionId: Type.Optional({
      ...IdString,
      description: 'A union the caller’s data scope reaches (a higher union reads the unions below it); the caller’s own when absent',
    }),
    year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 9999, description: 'The current year (Beijing) when absent' })),
  },
  { additionalProperties: false },
);

const Movement = Type.Object({
  module: Type.String({ description: 'finance3, finance4 or finance5' }),
  recordId: Type.String(),
  movement: Type.String({ description: 'backPaid, refunded or returned' }),
  amount: Fen('The amount the approval moved in the month'),
  on: Type.String({ description: 'The day of the approval, yyyy-MM-dd' }),
  paidBefore: Type.Optional(Fen('A back payment: what its line states was paid of the month before it')),
});
const MonthDetail = Type.Object({ unionId: Type.String(), ...MonthFigures, movements: Type.Array(Movement) });

/** A funds registration's figures as the base of `due` (setup4's field names), null without a first month or a due. */
function baseOf(kept: Record<string, unknown>): FundsBase | null {
  const figure = (name: string) => (typeof kept[name] === 'number' ? (kept[name] as number) : null);
  const dueMonthly = figure('dueMonthly');
  const startMonth = typeof kept.startMonth === 'string' ? kept.startMonth : '';
  return startMonth && dueMonthly !== null
    ? {
        startMonth: startMonth.slice(0, 7),
        dueMonthly,
        payrollMonthly: figure('payrollMonthly'),
        payMode: typeof kept.payMode === 'string' ? kept.payMode : null,
      }
    : null;
}

/**
 * The base of `due`: the union's approved funds registration (null when it has none, or no first
 * month or due), and every registration it had, oldest first (the profile's `funds` history: a
 * later registration changes the months from its own first month, the months before keep the former's).
 */
async function fundsBase(db: Kysely<Database>, tenantId: string, unionId: string) {
  const profile = await findProfile(db, tenantId, unionId);
  const registration = profile ? fundsOf(profile.sections) : null;
  const base = registration ? baseOf(registration as Record<string, unknown>) : null;
  const history = base
    ? await db
        .selectFrom('union_profile_history')
        .select('after')
        .where('tenant_id', '=', tenantId)
        .where('union_id', '=', unionId)
        .where('section', '=', 'funds')
        .orderBy('at')
        .orderBy('id')
        .execute()
    : [];
  const former = history.map((h) => baseOf((h.after ?? {}) as Record<string, unknown>)).filter((b): b is FundsBase => b !== null);
  return { registration, base, bases: base ? [...former, base] : [] };
}

const heldOf = (r: UnionFundsMonthRow): LedgerMonth => ({
  payroll: r.payroll === null ? null : Number(r.payroll),
  paid: Number(r.paid),
  refunded: Number(r.refunded),
  returned: Number(r.returned),
  sources: r.sources,
});

const ledgerOf = (db: Kysely<Database>, tenantId: string, unionId: string) =>
  db.selectFrom('union_funds_month').selectAll().where('tenant_id', '=', tenantId).where('union_id', '=', unionId);

type Figure = 'due' | 'paid' | 'refunded' | 'returned' | 'owed';

/**
 * A union's funds months of `year` (the current year in Beijing when absent), their totals and the
 * registration they rest on, as `index` answers them; `held` the ledger's months as stored (their
 * movements), which the 拨缴情况表 reads its back payments from.
 */
export async function fundsYear(db: Kysely<Database>, tenantId: string, unionId: string, asked?: number) {
  const today = todayInShanghai();
  const year = asked ?? Number(today.slice(0, 4));
  const { registration, base, bases } = await fundsBase(db, tenantId, unionId);
  const rows = base ? await ledgerOf(db, tenantId, unionId).where('month', 'like', `${year}-%`).execute() : [];
  const held = new Map(rows.map((r) => [r.month, heldOf(r)]));
  const months: FundsMonth[] = base
    ? monthsOf(year).map((m) => fundsMonth(unionId, m, baseFor(bases, m) ?? base, held.get(m), today.slice(0, 7)))
    : [];
  const sum = (k: Figure) => months.reduce((n, m) => n + m[k], 0);
  const overview = {
    unionId,
    year,
    registered: base !== null,
    collectionFeed: false,
    registration,
    months,
    totals: { due: sum('due'), paid: sum('paid'), refunded: sum('refunded'), returned: sum('returned'), owed: sum('owed') },
  };
  return { overview, held };
}

/**
 * finance1 `index` (docs/forms/group-d.md "finance1"): the union's funds months read
 * from the funds ledger (`union_funds_month`, what approvals of finance3, finance4 and finance5
 * moved) on the base of its funds registration (setup4), which gives `due`; nothing stored here.
 */
export function registerFundsOverview(app: FastifyInstance, entry: ModuleEntry): void {
  app.get(
    '/index',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary: 'The union’s funds overview: the twelve months of the year, its totals and the registration they rest on',
        querystring: FundsYearQuery,
        response: { 200: okOf(Overview) },
      },
    },
    async (request) => {
      const query = request.query as { unionId?: string; year?: number };
      const union = await unionInScope(app.db, request.viewer, query.unionId);
      const { overview } = await fundsYear(app.db, request.viewer.tenantId, union.id, query.year);
      return ok(request, overview);
    },
  );
}

/** finance1 `detail`: one month row of `index`, with each approved record that moved it. */
export function registerFundsMonth(app: FastifyInstance, entry: ModuleEntry): void {
  app.get(
    '/detail',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary: 'One month of the union’s funds: its figures and the approved records that moved them',
        querystring: Type.Object(
          { id: Type.String({ pattern: '^\\d+:\\d{4}-(0[1-9]|1[0-2])$', description: 'A month row of index: <unionId>:<yyyy-MM>' }) },
          { additionalProperties: false },
        ),
        response: { 200: okOf(MonthDetail) },
      },
    },
    async (request) => {
      const named = parseMonthId((request.query as { id: string }).id);
      // The schema's pattern refused any other id.
      if (!named) throw notFound();
      const { tenantId } = request.viewer;
      const unionId = (await unionInScope(app.db, request.viewer, named.unionId)).id;
      const { base, bases } = await fundsBase(app.db, tenantId, unionId);
      if (!base) throw notFound();
      const row = await ledgerOf(app.db, tenantId, unionId).where('month', '=', named.month).executeTakeFirst();
      const month = row ? heldOf(row) : undefined;
      return ok(request, {
        unionId,
        ...fundsMonth(unionId, named.month, baseFor(bases, named.month) ?? base, month, todayInShanghai().slice(0, 7)),
        movements: month?.sources ?? [],
      });
    },
  );
}
