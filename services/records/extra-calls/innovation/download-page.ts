import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listedStates, type ModuleEntry } from '../../../../catalogue';
import { countUpTo, formatTime, IdString, langOf, Nullable, offsetOf, ok, okPageOf, pageOf, TimeText } from '../../../platform/core';
import { visibleTo } from '../../engine/visibility';
import { filesSeen, seenRows } from '../../engine/field-visibility';
import { recordStateName } from '../../engine/record-view';

const COUNT_BOUND = 10_000;

export const DownloadPageQuery = Type.Object(
  {
    current: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1, description: 'Page number, 1-based' })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10, description: 'Rows per page' })),
    state: Type.Optional(Type.Union(listedStates.filter((s) => s !== 'draft').map((s) => Type.Literal(s)))),
    unionId: Type.Optional({ ...IdString, description: 'Only the records of this union' }),
    roundId: Type.Optional({ ...IdString, description: 'Only the records filed in this round' }),
  },
  { additionalProperties: false },
);

const DownloadRow = Type.Object({
  id: Type.String(),
  title: Type.String(),
  unionId: Type.String(),
  unionName: Type.String(),
  /** The innovation the record is about (the form's `innovationTitle`), where the module has one. */
  innovationTitle: Nullable(Type.String()),
  state: Type.String(),
  stateName: Type.String(),
  createTime: TimeText(),
  /** The files the caller may download of it, and their bytes. */
  fileCount: Type.Integer(),
  fileBytes: Type.Integer(),
});

/**
 * getDownloadPage: the page the zip is chosen from: the submitted records (any state but draft) the
 * caller may see, newest first, each with the number and bytes of the files it may take of them.
 */
export async function downloadPage(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: ModuleEntry,
  query: (typeof DownloadPageQuery)['static'],
) {
  const lang = langOf(request);
  let q = app.db
    .selectFrom('record')
    .selectAll('record')
    .where(visibleTo(request.viewer))
    .where('record.module', '=', entry.key)
    .where('record.state', '!=', 'draft');
  if (query.state) q = q.where('record.state', '=', query.state);
  if (query.unionId) q = q.where('record.union_id', '=', query.unionId);
  if (query.roundId) {
    const roundId = query.roundId;
    q = q.where('record.id', 'in', (eb) =>
      eb.selectFrom('round_record').select('record_id').where('round_id', '=', roundId).where('tenant_id', '=', request.viewer.tenantId),
    );
  }
  const { limit, offset } = offsetOf(query);
  const total = await countUpTo(q, COUNT_BOUND);
  const rows = await seenRows(
    app.db,
    request.viewer,
    await q.orderBy('record.create_time', 'desc').orderBy('record.id', 'desc').limit(limit).offset(offset).execute(),
    lang,
  );
  const files = rows.length
    ? await app.db
        .selectFrom('attachment')
        .select(['id', 'record_id', 'size'])
        .where('tenant_id', '=', request.viewer.tenantId)
        .where(
          'record_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const records = rows.map((r) => {
    const held = filesSeen(r);
    const own = files.filter((f) => String(f.record_id) === String(r.id) && (held === null || held.has(String(f.id))));
    const innovation = (r.form as Record<string, unknown>).innovationTitle;
    return {
      id: String(r.id),
      title: r.title,
      unionId: String(r.union_id),
      unionName: r.union_name,
      innovationTitle: typeof innovation === 'string' ? innovation : null,
      state: r.state,
      stateName: recordStateName(r, lang),
      createTime: formatTime(r.create_time) ?? '',
      fileCount: own.length,
      fileBytes: own.reduce((n, f) => n + Number(f.size), 0),
    };
  });
  return pageOf(records, total > COUNT_BOUND ? { n: COUNT_BOUND, exact: false } : total, query);
}

export function registerDownloadPage(fastify: FastifyInstance, entry: ModuleEntry): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/getDownloadPage',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary: 'The submitted records the caller may download, with their files counted',
        querystring: DownloadPageQuery,
        response: { 200: okPageOf(DownloadRow) },
      },
    },
    async (request) => ok(request, await downloadPage(app, request, entry, request.query)),
  );
}
