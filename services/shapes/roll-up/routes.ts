import { PassThrough } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { modules, stateName, type FormValue, type ModuleEntry, type RecordState } from '../../../catalogue';
import { IdString, langOf, notFound, Nullable, ok, okOf, TimeText } from '../../core';
import { recordView } from '../../business-modules';
import { dictLabels } from '../../record-documents';
import { childUnionRows } from './children-view';
import { GATHERED } from './gathered-check';
import { writeSummarySheet } from './summary-sheet';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ChildUnion = Type.Object({
  unionId: Type.String(),
  unionName: Type.String(),
  applied: Type.Boolean({ description: 'False: the union has no approved submission (未申报)' }),
  records: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      unionId: Type.String(),
      unionName: Type.String(),
      endTime: Nullable(TimeText()),
    }),
  ),
});

const ExportQuery = Type.Object(
  {
    pid: Type.Optional(IdString),
    launionId: Type.Optional(IdString),
    type: Type.Optional(Type.String({ maxLength: 20, description: "The summary's kind (its period field, e.g. selectionType)" })),
  },
  { additionalProperties: false },
);

/**
 * `GET /{source}/queryCrop`: the caller's children unions, each with its subtree's approved
 * submissions of the source module, or none ("not applied"): what its summary may gather.
 */
export function rollUpSourceRoutes(summary: ModuleEntry) {
  const source = modules[summary.rollUp!.source]!;
  return async (base: FastifyInstance): Promise<void> => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/queryCrop',
      {
        config: { permission: `${source.key}.view` },
        schema: {
          tags: [source.key],
          summary: 'The children unions with their approved submissions, or none (not applied): what a roll-up gathers',
          response: { 200: okOf(Type.Array(ChildUnion)) },
        },
      },
      async (request) => {
        const v = request.viewer;
        return ok(request, await childUnionRows(app.db, v.tenantId, { id: v.unionId, path: v.unionPath }, source.key));
      },
    );
  };
}

/**
 * `GET /{summary}/export`: the summary sheet of one summary (by `pid`, or the newest of union
 * `launionId`, the caller's by default, and kind `type`), streamed. A summary of a union outside
 * the caller's subtree is 404.
 */
export function rollUpSummaryRoutes(summary: ModuleEntry) {
  const source = modules[summary.rollUp!.source]!;
  const kindField = summary.period?.field;
  return async (base: FastifyInstance): Promise<void> => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/export',
      {
        config: { permission: `${summary.key}.view` },
        schema: {
          tags: [summary.key],
          summary: 'The summary sheet as an Excel workbook (streamed)',
          querystring: ExportQuery,
          produces: [XLSX],
        },
      },
      async (request, reply) => {
        const v = request.viewer;
        const lang = langOf(request);
        const q = request.query;
        let find = app.db
          .selectFrom('record')
          .selectAll()
          .where('tenant_id', '=', v.tenantId)
          .where('module', '=', summary.key)
          .where('state', '!=', 'removed')
          .where('union_path', 'like', `${v.unionPath}%`);
        if (q.pid) find = find.where('id', '=', q.pid);
        else find = find.where('union_id', '=', q.launionId ?? v.unionId);
        if (!q.pid && q.type && kindField) find = find.where((eb) => eb(eb.ref('form', '->>').key(kindField), '=', q.type!));
        const record = await find.orderBy('create_time', 'desc').orderBy('id', 'desc').executeTakeFirst();
        if (!record) throw notFound();
        const form = record.form as Record<string, FormValue>;
        const ids = Array.isArray(form[GATHERED]) ? (form[GATHERED] as string[]) : [];
        const rows = ids.length
          ? await app.db
              .selectFrom('record')
              .selectAll()
              .where('tenant_id', '=', v.tenantId)
              .where('module', '=', source.key)
              .where('id', 'in', ids)
              .orderBy('union_path')
              .orderBy('id')
              .execute()
          : [];
        const [summaryLabels, sourceLabels] = await Promise.all([
          dictLabels(app.db, v.tenantId, summary.fields),
          dictLabels(
            app.db,
            v.tenantId,
            source.fields.filter((f) => f.listed),
          ),
        ]);
        const out = new PassThrough();
        writeSummarySheet(
          out,
          {
            summary: {
              entry: summary,
              unionName: record.union_name,
              stateName: stateName(record.state as RecordState, lang),
              form,
              ctx: { lang, regionNames: {}, dictLabels: summaryLabels },
            },
            source: {
              entry: source,
              records: rows.map((r) => recordView(r, lang)),
              ctx: { lang, regionNames: {}, dictLabels: sourceLabels },
            },
          },
          lang,
        ).catch((err: unknown) => {
          request.log.error({ err }, 'summary sheet failed while streaming');
          out.destroy(err instanceof Error ? err : new Error(String(err)));
        });
        const filename = `${summary.title[lang]}-${record.id}.xlsx`;
        return reply
          .type(XLSX)
          .header(
            'content-disposition',
            `attachment; filename="${summary.key}-${record.id}.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`,
          )
          .header('cache-control', 'no-store')
          .send(out);
      },
    );
  };
}
