import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { IdString, Nullable, ok, okPageOf, PagingQuery, TimeText } from '../../platform/core';
import { personalDataViews } from './view-log';

/** The readers of the log (PD-4): the tenant administrator by default. */
const audit = { permission: 'personal.audit' };
const tags = ['personal-data-view'];
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd (Beijing)' });

const ViewRow = Type.Object({
  id: Type.String({ description: 'The log row (uuid)' }),
  at: TimeText(),
  accountId: IdString,
  accountName: Type.String(),
  unionId: IdString,
  unionName: Type.String(),
  role: Type.Union([Type.Literal('applicant'), Type.Literal('reviewer')], { description: 'Which entitlement answered' }),
  recordId: IdString,
  module: Type.String(),
  fields: Type.Array(Type.String(), { description: 'The fields answered in full (a column as `members[].idCard`)' }),
  channel: Type.String({ description: '`reveal`, `edit`, `detail`, `print`, `file`, `zip`' }),
  purpose: Type.String(),
  ip: Nullable(Type.String()),
});

/** `/api/blade-system/personal-data-view/...`: the log of full views of personal data (个人信息查看记录). */
export async function personalDataViewRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/page',
    {
      config: audit,
      schema: {
        tags,
        summary: "The full views of the tenant's personal data, newest first",
        querystring: Type.Object(
          {
            current: PagingQuery.current,
            size: PagingQuery.size,
            recordId: Type.Optional(IdString),
            module: Type.Optional(Type.String({ maxLength: 100 })),
            accountId: Type.Optional(IdString),
            from: Type.Optional(Day),
            to: Type.Optional(Day),
          },
          { additionalProperties: false },
        ),
        response: { 200: okPageOf(ViewRow) },
      },
    },
    async (request) => ok(request, await personalDataViews(app.db, request.viewer, request.query)),
  );
}
