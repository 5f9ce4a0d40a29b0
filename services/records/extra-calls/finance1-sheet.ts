import { PassThrough } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry } from '../../../catalogue';
import { fileAnswer, langOf, ok, okOf, todayInShanghai } from '../../platform/core';
import { inferredCall } from '../../platform/openapi';
import { dictLabels, disposition } from '../documents';
import { unionInScope, unionsInReach } from '../engine/union-scope';
import { fundsYear, FundsYearQuery } from './finance1-overview';
import { writeFundsSheet } from './funds-sheet';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const INFERRED = 'not in calls.tsv: finance1’s 拨缴情况表 and its union picker (docs/forms/group-d.md, finance1)';

/**
 * finance1 `exportList`: the funds overview of a union and year (`index`'s) as the 工会经费拨缴情况表
 * (.xlsx, `writeFundsSheet`), streamed; the union checked as `index` checks it (403 outside the
 * caller's data scope, 404 no such union) before a byte is written.
 */
export function registerFundsSheet(app: FastifyInstance, entry: ModuleEntry): void {
  app.get(
    '/exportList',
    {
      config: { permission: `${entry.key}.view`, jobs: 'document' },
      schema: {
        tags: [entry.key],
        summary: 'The union’s funds overview of the year as the 工会经费拨缴情况表 in the federation’s layout (.xlsx)',
        querystring: FundsYearQuery,
        produces: [XLSX],
        ...inferredCall(INFERRED),
        response: {
          200: fileAnswer(XLSX, 'The sheet: title, the union’s seal, the twelve months, 合计, the export day and the signature rows'),
        },
      },
    },
    async (request, reply) => {
      const query = request.query as { unionId?: string; year?: number };
      const lang = langOf(request);
      const union = await unionInScope(app.db, request.viewer, query.unionId);
      const { overview, held } = await fundsYear(app.db, request.viewer.tenantId, union.id, query.year);
      const labels = await dictLabels(app.db, request.viewer.tenantId, entry.fields, lang);
      const out = new PassThrough();
      writeFundsSheet(out, {
        entry,
        unionName: union.name,
        year: overview.year,
        months: overview.months,
        held,
        payModes: labels.fee_pay_mode ?? {},
        exportedOn: todayInShanghai(),
        lang,
      }).catch((err: unknown) => {
        request.log.error({ err }, 'funds sheet failed while streaming');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      const title = entry.document?.title?.zh ?? entry.title.zh;
      return reply
        .type(XLSX)
        .header('content-disposition', disposition(`${overview.year}年度${title}-${union.name}.xlsx`))
        .header('cache-control', 'no-store')
        .send(out);
    },
  );
}

const UnionChoice = Type.Object({
  id: Type.String(),
  name: Type.String(),
  own: Type.Boolean({ description: 'The caller’s own union' }),
});

/** finance1 `unions`: the unions whose funds the caller may read (its own, and those below it its data scope reaches), for the page's picker. */
export function registerFundsUnions(app: FastifyInstance, entry: ModuleEntry): void {
  app.get(
    '/unions',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary: 'The unions whose funds overview the caller may read: its own, and those below it within its data scope, in tree order',
        ...inferredCall(INFERRED),
        response: { 200: okOf(Type.Array(UnionChoice)) },
      },
    },
    async (request) => {
      const unions = await unionsInReach(app.db, request.viewer);
      return ok(
        request,
        unions.map((u) => ({ id: u.id, name: u.name, own: u.id === request.viewer.unionId })),
      );
    },
  );
}
