import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { modules } from '../../../catalogue';
import { containing, ok, okPageOf, pageOf, paginate, PagingQuery, type Paging } from '../../platform/core';
import { RecordRowSchema } from './answer-schemas';
import { recordRows } from './record-answers';
import { RECORD_SORTS } from './record-queries';
import { visibleTo } from './visibility';

export const SendListQuery = Type.Object(
  { ...PagingQuery, module: Type.Optional(Type.String({ maxLength: 60 })), keyword: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);

/**
 * The records the caller's union sent into review (every module), newest submission first, each
 * with the actions the caller may take on it now: the send list of both the flow and the business prefix.
 */
export async function sentRecords(app: FastifyInstance, request: FastifyRequest, q: Paging & { module?: string; keyword?: string }) {
  const viewer = request.viewer;
  let base = app.db
    .selectFrom('record')
    .where(visibleTo(viewer))
    .where('record.union_id', '=', viewer.unionId)
    .where('record.submit_count', '>', 0);
  if (q.module) base = base.where('record.module', '=', q.module);
  if (q.keyword) base = base.where('record.title', 'ilike', containing(q.keyword));
  const { records, total } = await paginate(base.selectAll('record'), q, {
    allow: RECORD_SORTS,
    fallback: [{ column: 'record.submit_time', direction: 'desc' }],
    tieBreaker: { column: 'record.id', direction: 'desc' },
  });
  const rows = [];
  // Actions are read per module: each module offers its own calls.
  for (const r of records) {
    const entry = modules[r.module];
    rows.push(...(entry ? await recordRows(app, request, entry, [r]) : []));
  }
  return pageOf(rows, total, q);
}

/** `GET /api/blade-crop/crop/work/send-list`: the business prefix's spelling of the send list. */
export async function cropWorkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/crop/work/send-list',
    {
      config: { permission: 'flow.task' },
      schema: {
        tags: ['work'],
        summary: 'Records the user’s union sent into review',
        querystring: SendListQuery,
        response: { 200: okPageOf(RecordRowSchema) },
      },
    },
    async (request) => ok(request, await sentRecords(app, request, request.query)),
  );
}
