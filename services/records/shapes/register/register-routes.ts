import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry, RegisterDef } from '../../../../catalogue';
import type { Database } from '../../../../db';
import type { SelectQueryBuilder } from 'kysely';
import {
  badRequest,
  containing,
  fileAnswer,
  formatTime,
  langOf,
  notFound,
  offsetOf,
  ok,
  okOf,
  okPageOf,
  pageOf,
  parseSort,
} from '../../../platform/core';
import { inferredCall } from '../../../platform/openapi';
import { closeRows } from './register-close';

/** Why the register's read calls exist beyond calls.tsv. */
const INFERRED = "a register's read calls: the list, one row and the sheet (docs/forms/group-c-survey.md, shape register)";
import { maskMobile, openRecordsAbout, rowsInScope, rowView, totalsOf, unionInScope } from './register-rows';
import { sendRegisterSheet, XLSX } from './register-sheet';
import { registerSheetView } from './sheet-view';
import {
  OneQuery,
  RegisterExportQuery,
  RegisterIndex,
  RegisterIndexQuery,
  RegisterListQuery,
  RegisterListRow,
  RegisterOne,
  RemoveQuery,
} from './schemas';

/** The bound of a register's sheet: a union's register stays far below it. */
const SHEET_ROWS = 20_000;

/** The fields the register's list may sort by (a field not on it is a 400, never SQL); newest change first by default. */
const ROW_SORT = {
  name: 'register_row.name',
  key: 'register_row.row_key',
  state: 'register_row.state',
  recognisedOn: 'register_row.recognised_on',
  changedAt: 'register_row.changed_at',
} as const;

type Filters = { state?: 'active' | 'closed'; name?: string; key?: string };

/** The rows in the viewer's scope with the list's filters, their union's name joined. */
function filtered(q: SelectQueryBuilder<Database, 'register_row', object>, f: Filters) {
  let r = q.leftJoin('union_org', 'union_org.id', 'register_row.union_id');
  if (f.state) r = r.where('register_row.state', '=', f.state);
  if (f.name?.trim()) r = r.where('register_row.name', 'ilike', containing(f.name.trim()));
  if (f.key?.trim()) r = r.where('register_row.row_key', '=', f.key.trim().toUpperCase());
  return r.selectAll('register_row').select('union_org.name as union_name');
}

/**
 * The register's calls on a module that keeps one (`register`): `index` (the rows of the caller's
 * union, or of a union below it, and their totals) and `remove` (GET and POST: the union closes rows)
 * unless `unionCalls` is false, and where the entry names them the read calls beyond the spec (`x-inferred`): the list of every
 * row in the caller's scope, one row with its history and the records filed about it, and the sheet.
 */
export function registerRegisterCalls(fastify: FastifyInstance, entry: ModuleEntry, def: RegisterDef): void {
  if (def.unionCalls !== false) unionCalls(fastify, entry, def);
  if (def.view === 'sheet') registerSheetView(fastify, entry, def);
  const calls = def.readCalls;
  if (calls) readCalls(fastify, entry, def, calls);
}

/** `index` (the rows of the caller's union, or of one below it, with their totals) and `remove` (the union closes rows). */
function unionCalls(fastify: FastifyInstance, entry: ModuleEntry, def: RegisterDef): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const view = { permission: `${entry.key}.view` };
  const tags = [entry.key];
  app.get(
    '/index',
    {
      config: view,
      schema: {
        tags,
        summary: 'The union’s register: its rows, in use first, and their totals',
        querystring: RegisterIndexQuery,
        response: { 200: okOf(RegisterIndex) },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      const union = await unionInScope(app.db, viewer, request.query.unionId ?? viewer.unionId);
      const rows = await app.db
        .selectFrom('register_row')
        .leftJoin('union_org', 'union_org.id', 'register_row.union_id')
        .selectAll('register_row')
        .select('union_org.name as union_name')
        .where('register_row.tenant_id', '=', viewer.tenantId)
        .where('register_row.register', '=', def.key)
        .where('register_row.union_id', '=', String(union.id))
        .orderBy('register_row.state')
        .orderBy('register_row.recognised_on')
        .orderBy('register_row.id')
        .execute();
      return ok(request, { rows: rows.map((r) => rowView(r, def)), totals: totalsOf(rows, def) });
    },
  );

  for (const method of ['GET', 'POST'] as const)
    app.route({
      method,
      url: '/remove',
      config: { permission: `${entry.key}.edit`, command: true },
      schema: {
        tags,
        summary: 'Closes the union’s rows (已停用, today), at once; 409 for a row an application in review names',
        querystring: RemoveQuery,
        response: { 200: okOf(RegisterIndex.properties.totals.properties.closed) },
      },
      handler: async (request) => {
        const ids = [request.query.id, ...(request.query.ids?.split(',') ?? [])].filter((v): v is string => !!v);
        if (ids.length === 0) throw badRequest('ids', 'required', 'required', { field: 'ids' });
        return ok(request, await closeRows(app.db, request.viewer, def, ids));
      },
    });
}

/** The read calls beyond the spec (`x-inferred`): every row in the caller's scope, one row with its history, the sheet. */
function readCalls(fastify: FastifyInstance, entry: ModuleEntry, def: RegisterDef, calls: NonNullable<RegisterDef['readCalls']>): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const view = { permission: `${entry.key}.view` };
  const tags = [entry.key];
  app.get(
    `/${calls.list}`,
    {
      config: view,
      schema: {
        tags,
        ...inferredCall(INFERRED),
        summary:
          'Every row of the register in the caller’s scope (its union and the unions below), newest change first, each with its open change',
        querystring: RegisterListQuery,
        response: { 200: okPageOf(RegisterListRow) },
      },
    },
    async (request) => {
      const q = request.query;
      const base = filtered(rowsInScope(app.db, request.viewer, def.key), q);
      const { limit, offset } = offsetOf(q);
      const sort = parseSort(q, ROW_SORT, [{ column: ROW_SORT.changedAt, direction: 'desc' }]);
      const [rows, count] = await Promise.all([
        sort
          .reduce((acc, t) => acc.orderBy(t.column, t.direction), base)
          .orderBy('register_row.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        filtered(rowsInScope(app.db, request.viewer, def.key), q)
          .clearSelect()
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const open = await openRecordsAbout(
        app.db,
        request.viewer.tenantId,
        rows.map((r) => String(r.id)),
      );
      const records = rows.map((r) => {
        const change = open.find((o) => o.rowIds.includes(String(r.id)));
        return {
          ...rowView(r, def),
          openChange: change ? { id: change.id, module: change.module, state: change.state, title: change.title } : null,
        };
      });
      return ok(request, pageOf(records, Number(count.n), q));
    },
  );

  app.get(
    `/${calls.one}`,
    {
      config: view,
      schema: {
        tags,
        ...inferredCall(INFERRED),
        summary: 'One row with its history and the records filed about it; 404 outside the caller’s scope',
        querystring: OneQuery,
        response: { 200: okOf(RegisterOne) },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      const row = await filtered(rowsInScope(app.db, viewer, def.key), {})
        .where('register_row.id', '=', request.query.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      const [history, records] = await Promise.all([
        app.db
          .selectFrom('register_history')
          .selectAll()
          .where('tenant_id', '=', viewer.tenantId)
          .where('row_id', '=', String(row.id))
          .orderBy('at')
          .orderBy('id')
          .execute(),
        app.db
          .selectFrom('record')
          .select(['id', 'module', 'state', 'title', 'create_time'])
          .where('tenant_id', '=', viewer.tenantId)
          .where('state', '!=', 'removed')
          .where((eb) =>
            eb.or([
              eb('id', '=', row.source_record_id ?? '0'),
              eb(eb.ref('form', '->>').key('enterpriseId'), '=', String(row.id)),
              eb(eb.ref('form', '->>').key('venueId'), '=', String(row.id)),
            ]),
          )
          .orderBy('create_time')
          .execute(),
      ]);
      return ok(request, {
        row: rowView(row, def),
        history: history.map((h) => ({
          field: h.field,
          before: (def.personal ?? []).includes(h.field) ? maskMobile(h.before) : h.before,
          after: (def.personal ?? []).includes(h.field) ? maskMobile(h.after) : h.after,
          outcome: h.outcome,
          reason: h.reason,
          source: h.source_module && h.source_record_id ? { module: h.source_module, recordId: String(h.source_record_id) } : null,
          actorName: h.actor_name,
          at: formatTime(h.at) ?? '',
        })),
        records: records.map((r) => ({
          id: String(r.id),
          module: r.module,
          state: r.state,
          title: r.title,
          createTime: formatTime(r.create_time) ?? '',
        })),
      });
    },
  );

  app.get(
    `/${calls.list}/export`,
    {
      config: { ...view, jobs: 'document' },
      schema: {
        tags,
        ...inferredCall(INFERRED),
        summary: 'The register in the caller’s scope as an .xlsx (streamed), personal columns masked',
        querystring: RegisterExportQuery,
        produces: [XLSX],
        response: { 200: fileAnswer(XLSX, 'The workbook') },
      },
    },
    async (request, reply) => {
      const lang = langOf(request);
      const rows = await filtered(rowsInScope(app.db, request.viewer, def.key), request.query)
        .orderBy('register_row.state')
        .orderBy('register_row.recognised_on')
        .orderBy('register_row.id')
        .limit(SHEET_ROWS)
        .execute();
      return sendRegisterSheet(request, reply, { entry, def, rows: rows.map((r) => rowView(r, def)) }, lang);
    },
  );
}
