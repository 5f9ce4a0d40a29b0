import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry, RegisterDef } from '../../../../catalogue';
import type { SessionUser } from '../../../identity/auth';
import { fileAnswer, ID_PATTERN, langOf, ok, okOf, todayInShanghai } from '../../../platform/core';
import { inferredCall } from '../../../platform/openapi';
import { rowView, totalsOf, unionInScope } from './register-rows';
import { RegisterIndex } from './schemas';
import { venueSheet } from './venue-sheet';

/** Why the sheet view's detail and review answer a union's sheet rather than a record. */
const INFERRED = "a register sheet's detail and printout are a union's sheet, by union id (docs/forms/group-c-field.md, field5)";

const UnionQuery = Type.Object(
  { id: Type.Optional(Type.String({ pattern: ID_PATTERN, description: 'a union in the caller’s scope; the caller’s own when absent' })) },
  { additionalProperties: false },
);

/** The union's sheet: its rows in use first, their totals, the union's name. */
async function sheetOf(app: FastifyInstance, viewer: SessionUser, def: RegisterDef, unionId: string | undefined) {
  const union = await unionInScope(app.db, viewer, unionId ?? viewer.unionId);
  const rows = await app.db
    .selectFrom('register_row')
    .selectAll()
    .where('tenant_id', '=', viewer.tenantId)
    .where('register', '=', def.key)
    .where('union_id', '=', String(union.id))
    .orderBy('state')
    .orderBy('recognised_on')
    .orderBy('id')
    .execute();
  return { union, rows: rows.map((r) => rowView({ ...r, union_name: union.name }, def)), totals: totalsOf(rows, def) };
}

/**
 * The `sheet` view of a register (field5): `detail` answers a union's sheet (its rows and totals, the
 * caller's union or one below it; 404 for any other) and `review` prints it (template `venueSheet`).
 */
export function registerSheetView(app: FastifyInstance, entry: ModuleEntry, def: RegisterDef): void {
  const view = { permission: `${entry.key}.view` };
  const tags = [entry.key];
  app.get(
    '/detail',
    {
      config: view,
      schema: {
        tags,
        ...inferredCall(INFERRED),
        summary: 'A union’s register sheet: its rows, in use first, and their totals',
        querystring: UnionQuery,
        response: { 200: okOf(Type.Object({ unionId: Type.String(), unionName: Type.String(), ...RegisterIndex.properties })) },
      },
    },
    async (request) => {
      const { id } = request.query as { id?: string };
      const sheet = await sheetOf(app, request.viewer, def, id);
      return ok(request, { unionId: String(sheet.union.id), unionName: sheet.union.name, rows: sheet.rows, totals: sheet.totals });
    },
  );
  app.get(
    '/review',
    {
      config: { ...view, jobs: 'document' },
      schema: {
        tags,
        ...inferredCall(INFERRED),
        summary: 'A union’s register sheet printed (PDF, template venueSheet)',
        querystring: UnionQuery,
        response: { 200: fileAnswer('application/pdf', 'The sheet as a PDF') },
      },
    },
    async (request, reply) => {
      const { id } = request.query as { id?: string };
      const sheet = await sheetOf(app, request.viewer, def, id);
      const pdf = await venueSheet(
        { unionName: sheet.union.name, day: todayInShanghai(), rows: sheet.rows, sums: sheet.totals.sums },
        langOf(request),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${entry.key}-${String(sheet.union.id)}.pdf"`)
        .send(pdf);
    },
  );
}
