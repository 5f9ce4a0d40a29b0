import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DayText, fileAnswer, IdString, langOf, Nullable, ok, okPageOf, PagingQuery, TimeText } from '../../platform/core';
import { inferredCall } from '../../platform/openapi';
import { sendViewLogSheet } from './log-sheet';
import { personalDataViews, personalDataViewsForSheet, SHEET_ROWS } from './view-log';

/** The readers of the log (PD-4): the tenant administrator by default. */
const audit = { permission: 'personal.audit' };
const tags = ['personal-data-view'];
const Day = DayText('yyyy-MM-dd (Beijing)');

const Filters = {
  recordId: Type.Optional(IdString),
  module: Type.Optional(Type.String({ maxLength: 100 })),
  accountId: Type.Optional(IdString),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
};

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
            ...Filters,
          },
          { additionalProperties: false },
        ),
        response: { 200: okPageOf(ViewRow) },
      },
    },
    async (request) => ok(request, await personalDataViews(app.db, request.viewer, request.query)),
  );

  app.get(
    '/export',
    {
      config: { ...audit, jobs: 'document' },
      schema: {
        tags,
        ...inferredCall('the personal-data design: the log\'s export (docs/forms/group-c-rights.md "The reveal call and the access log")'),
        summary: `The full views under the filters as an Excel sheet, newest first (at most ${SHEET_ROWS} rows)`,
        querystring: Type.Object(Filters, { additionalProperties: false }),
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: {
          200: fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'The log as a sheet'),
        },
      },
    },
    async (request, reply) =>
      sendViewLogSheet(request, reply, await personalDataViewsForSheet(app.db, request.viewer, request.query), langOf(request)),
  );
}
