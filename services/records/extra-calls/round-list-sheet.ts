import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry } from '../../../catalogue';
import { ID_PATTERN, langOf, notFound } from '../../platform/core';
import { fileAnswer } from '../engine';
// The roll-up's own sheet, scope and streaming: this call is its `excel` with a round in place of a
// summary. Once the roll-up serves a source without a summary (rollUp option of issue 22's "mw" part),
// the call moves there and this file goes.
import { writeListSheet } from '../shapes/roll-up/list-sheet';
import { unionInScope } from '../shapes/roll-up/union-scope';
import { sendWorkbook, XLSX } from '../shapes/roll-up/workbook-reply';

const optionalId = (description: string) => Type.Optional(Type.String({ pattern: ID_PATTERN, description }));

const RoundSheetQuery = Type.Object(
  {
    pid: optionalId('The selection round: only the nominations filed in it (every submitted one without it)'),
    launionId: optionalId("The higher union; the caller's own by default"),
  },
  { additionalProperties: false },
);

/**
 * `excel` of a module filed in rounds without a summary (advanceSelection3): the reviewer's list sheet
 * of every submitted record filed by `launionId` (the caller's union by default) or a union below it
 * that the caller may see, in the round `pid` (404 for a round the tenant has not, or another kind's),
 * one row per nomination by union and submission. 403 outside the caller's data scope.
 */
export function registerRoundListSheet(fastify: FastifyInstance, entry: ModuleEntry): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/excel',
    {
      config: { permission: `${entry.key}.view`, jobs: 'document' },
      schema: {
        tags: [entry.key],
        summary: "The reviewer's list sheet: the submitted nominations under a higher union in a round (streamed)",
        querystring: RoundSheetQuery,
        produces: [XLSX],
        response: { 200: fileAnswer(XLSX, 'The workbook') },
      },
    },
    async (request, reply) => {
      const { pid, launionId } = request.query;
      const { viewer } = request;
      const lang = langOf(request);
      const union = await unionInScope(app.db, viewer, launionId);
      let ids: string[] | undefined;
      if (pid) {
        const round = await app.db
          .selectFrom('selection_round')
          .select('id')
          .where('tenant_id', '=', viewer.tenantId)
          .where('id', '=', pid)
          .where('kind', '=', entry.round?.kind ?? '')
          .executeTakeFirst();
        if (!round) throw notFound();
        const filed = await app.db
          .selectFrom('round_record')
          .select('record_id')
          .where('tenant_id', '=', viewer.tenantId)
          .where('round_id', '=', pid)
          .where('module', '=', entry.key)
          .execute();
        ids = filed.map((r) => String(r.record_id));
      }
      return sendWorkbook(request, reply, { ascii: `${entry.key}-${union.id}`, title: `${entry.title[lang]}-${union.name}` }, (out) =>
        writeListSheet(out, app.db, viewer, entry, { union, ids }, lang),
      );
    },
  );
}
