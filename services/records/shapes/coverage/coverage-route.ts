import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { CoverageDef, ModuleEntry } from '../../../../catalogue';
import { forbidden, Nullable, ok, okOf, todayInShanghai } from '../../../platform/core';
import { roundApplying } from '../../assessment-rounds';
import { coverageRows } from './coverage-read';

const CoverageQuery = Type.Object(
  {
    year: Type.Optional(
      Type.Integer({ minimum: 2000, maximum: 2100, description: "the year assessed; the caller's round's year when absent" }),
    ),
  },
  { additionalProperties: false },
);

const Filing = Type.Object({
  id: Type.String(),
  title: Type.String(),
  state: Type.String(),
  values: Type.Record(Type.String(), Type.Unknown(), { description: "the module's shown fields (a total score, a grade)" }),
});

const CoverageView = Type.Object({
  year: Type.Integer(),
  counts: Type.Object({ filed: Type.Integer(), noTask: Type.Integer(), notFiled: Type.Integer() }),
  unions: Type.Array(
    Type.Object({
      unionId: Type.String(),
      unionName: Type.String(),
      status: Type.Union([Type.Literal('filed'), Type.Literal('noTask'), Type.Literal('notFiled')]),
      filings: Type.Array(Filing),
      declaredAt: Nullable(Type.String()),
    }),
  ),
});

/**
 * `queryCrop` of an assessment: the caller's children unions with their filings of the year, their
 * declarations of nothing to file, or neither. A grassroots union has no children to follow: 403.
 */
export function registerCoverageCall(fastify: FastifyInstance, entry: ModuleEntry, def: CoverageDef): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/queryCrop',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary: "The children unions' filings of a year: filed, nothing to file (无任务), not filed",
        querystring: CoverageQuery,
        response: { 200: okOf(CoverageView) },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (viewer.ident === 'corp') throw forbidden();
      const year =
        request.query.year ??
        (await roundApplying(app.db, viewer.tenantId, viewer.unionPath, def.type))?.year ??
        Number(todayInShanghai().slice(0, 4));
      const unions = await coverageRows(app.db, viewer.tenantId, { id: viewer.unionId, path: viewer.unionPath }, entry, def, year);
      const count = (s: string) => unions.filter((u) => u.status === s).length;
      return ok(request, { year, counts: { filed: count('filed'), noTask: count('noTask'), notFiled: count('notFiled') }, unions });
    },
  );
}
