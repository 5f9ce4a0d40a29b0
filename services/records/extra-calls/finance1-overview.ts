import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ModuleEntry } from '../../../catalogue';
import { findProfile, type Database, type UnionFundsMonthRow } from '../../../db';
import { IdString, notFound, Nullable, ok, okOf, todayInShanghai } from '../../platform/core';
import { fundsOf, FundsRegistration } from '../../organisation/union-profile';
import { fundsMonth, monthsOf, parseMonthId, type FundsBase, type LedgerMonth } from './funds-months';

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

const Movement = Type.Object({
  module: Type.String({ description: 'finance3, finance4 or finance5' }),
  recordId: Type.String(),
  movement: Type.String({ description: 'backPaid, refunded or returned' }),
  amount: Fen('The amount the approval moved in the month'),
  on: Type.String({ description: 'The day of the approval, yyyy-MM-dd' }),
  paidBefore: Type.Optional(Fen('A back payment: what its line states was paid of the month before it')),
});
const MonthDetail = Type.Object({ unionId: Type.String(), ...MonthFigures, movements: Type.Array(Movement) });

/** The union the caller reads: its own, or one below it (a launion naming `unionId`); 404 otherwise. */
async function unionRead(db: Kysely<Database>, viewer: { tenantId: string; unionId: string; unionPath: string }, unionId?: string) {
  if (!unionId || unionId === viewer.unionId) return viewer.unionId;
  const union = await db.selectFrom('union_org').select(['id', 'path']).where('id', '=', unionId).executeTakeFirst();
  if (!union || !union.path.startsWith(viewer.unionPath)) throw notFound();
  return String(union.id);
}

/** The base of `due`: the union's approved funds registration, null when it has none (or no first month or due). */
async function fundsBase(db: Kysely<Database>, tenantId: string, unionId: string) {
  const profile = await findProfile(db, tenantId, unionId);
  const registration = profile ? fundsOf(profile.sections) : null;
  // The registration's schema is built from setup4's field names: read its figures by name.
  const kept = (registration ?? {}) as Record<string, string | number | null>;
  const figure = (name: string) => (typeof kept[name] === 'number' ? (kept[name] as number) : null);
  const dueMonthly = figure('dueMonthly');
  const base: FundsBase | null =
    registration?.startMonth && dueMonthly !== null
      ? {
          startMonth: registration.startMonth.slice(0, 7),
          dueMonthly,
          payrollMonthly: figure('payrollMonthly'),
          payMode: typeof kept.payMode === 'string' ? kept.payMode : null,
        }
      : null;
  return { registration, base };
}

const held = (r: UnionFundsMonthRow): LedgerMonth => ({
  payroll: r.payroll === null ? null : Number(r.payroll),
  paid: Number(r.paid),
  refunded: Number(r.refunded),
  returned: Number(r.returned),
  sources: r.sources,
});

const ledgerOf = (db: Kysely<Database>, tenantId: string, unionId: string) =>
  db.selectFrom('union_funds_month').selectAll().where('tenant_id', '=', tenantId).where('union_id', '=', unionId);

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
        querystring: Type.Object(
          {
            unionId: Type.Optional({
              ...IdString,
              description: 'A union below the caller’s (a higher union reads its unions); the caller’s own when absent',
            }),
            year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 9999, description: 'The current year (Beijing) when absent' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: okOf(Overview) },
      },
    },
    async (request) => {
      const query = request.query as { unionId?: string; year?: number };
      const today = todayInShanghai();
      const year = query.year ?? Number(today.slice(0, 4));
      const { tenantId } = request.viewer;
      const unionId = await unionRead(app.db, request.viewer, query.unionId);
      const { registration, base } = await fundsBase(app.db, tenantId, unionId);
      const rows = base ? await ledgerOf(app.db, tenantId, unionId).where('month', 'like', `${year}-%`).execute() : [];
      const byMonth = new Map(rows.map((r) => [r.month, held(r)]));
      const months = base ? monthsOf(year).map((m) => fundsMonth(unionId, m, base, byMonth.get(m), today.slice(0, 7))) : [];
      const sum = (k: 'due' | 'paid' | 'refunded' | 'returned' | 'owed') => months.reduce((n, m) => n + m[k], 0);
      return ok(request, {
        unionId,
        year,
        registered: base !== null,
        collectionFeed: false,
        registration,
        months,
        totals: { due: sum('due'), paid: sum('paid'), refunded: sum('refunded'), returned: sum('returned'), owed: sum('owed') },
      });
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
      const unionId = await unionRead(app.db, request.viewer, named.unionId);
      const { base } = await fundsBase(app.db, tenantId, unionId);
      if (!base) throw notFound();
      const row = await ledgerOf(app.db, tenantId, unionId).where('month', '=', named.month).executeTakeFirst();
      const month = row ? held(row) : undefined;
      return ok(request, {
        unionId,
        ...fundsMonth(unionId, named.month, base, month, todayInShanghai().slice(0, 7)),
        movements: month?.sources ?? [],
      });
    },
  );
}
