import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Selectable } from 'kysely';
import { candidateKeysOf, modules, type Lang } from '../../../catalogue';
import type { Database } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { fieldsSeenSql, shownTitle, titleShownSql } from '../../records/engine';
import { forbidden, formatTime, langOf, notFound, ok, okOf, okPageOf, paginate, pageOf, stageNameIn } from '../../platform/core';
import { CompleteByPidQuery, CompleteQuery, ReadByPid, ReadflowListQuery, ReadflowRow } from './readflow-schemas';

const tags = ['readflow'];
const readflow = { permission: 'flow.readflow' };

type CcRow = Selectable<Database['flow_cc']>;

/** The caller is among the 知会's candidates: its union (a higher union's account), a role it holds, or itself. */
const mine = (viewer: SessionUser) => sql<boolean>`flow_cc.candidates && ${sql.val(candidateKeysOf(viewer))}::text[]`;

function rowView(r: CcRow & { seen: string[] | null; parent_id: string | null }, lang: Lang) {
  return {
    id: r.id,
    processInstanceId: r.process_instance_id,
    recordId: String(r.record_id),
    module: r.module,
    moduleName: modules[r.module]?.title[lang] ?? r.module,
    title: shownTitle({ id: r.record_id, module: r.module, parent_id: r.parent_id, title: r.title }, r.seen, lang),
    unionName: r.union_name,
    stageKey: r.stage_key,
    stageName: stageNameIn(lang, r.stage_name),
    createTime: formatTime(r.create_time) ?? '',
    read: r.read_time !== null,
    readBy: r.read_by === null ? null : String(r.read_by),
    readName: r.read_name,
    readTime: formatTime(r.read_time),
  };
}

/**
 * `/api/blade-crop/crop/readflow`: the 知会 tasks, read-only tasks of the stages a flow model copies
 * someone on (`cc.sent`, read model `flow_cc`). One acknowledgement (by any of its candidates) marks
 * a 知会 read; it changes nothing of the record, so it is a receipt in the read model, not a flow event.
 */
export async function readflowRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /**
   * The tenant's 知会 rows with what the viewer may see of their records: a reader who also reviewed a
   * record may not read a title made from a field hidden to it (the stage field rule).
   */
  const ccRows = (viewer: SessionUser) =>
    app.db
      .selectFrom('flow_cc')
      .innerJoin('record', (j) => j.onRef('record.id', '=', 'flow_cc.record_id').onRef('record.tenant_id', '=', 'flow_cc.tenant_id'))
      .selectAll('flow_cc')
      .select(['record.parent_id', fieldsSeenSql(viewer).as('seen')])
      .select(sql<string | null>`case when ${titleShownSql(viewer)} then flow_cc.title end`.as('shown_title'))
      .where('flow_cc.tenant_id', '=', viewer.tenantId);

  /** Marks these unread rows read by the caller; a row read meanwhile keeps its first reader. */
  const markRead = async (request: FastifyRequest, where: { id: string } | { pid: string }) => {
    const viewer = request.viewer;
    let q = app.db
      .updateTable('flow_cc')
      .set({ read_by: viewer.id, read_name: viewer.name, read_time: new Date() })
      .where('tenant_id', '=', viewer.tenantId)
      .where('read_time', 'is', null)
      .where(mine(viewer));
    q = 'id' in where ? q.where('id', '=', where.id) : q.where('process_instance_id', '=', where.pid);
    const result = await q.executeTakeFirst();
    return Number(result.numUpdatedRows);
  };

  app.get(
    '/list',
    {
      config: readflow,
      schema: {
        tags,
        summary: 'My unread 知会 tasks (stages I am told of), newest first',
        querystring: ReadflowListQuery,
        response: { 200: okPageOf(ReadflowRow) },
      },
    },
    async (request) => {
      const q = request.query;
      const rows = ccRows(request.viewer).where('flow_cc.read_time', 'is', null).where(mine(request.viewer));
      const { records, total } = await paginate(rows, q, {
        // `shown_title` is an alias of the select list; the cast only satisfies the column type of `paginate`.
        allow: { createTime: 'flow_cc.create_time', title: 'shown_title' as 'flow_cc.title', module: 'flow_cc.module' },
        fallback: [{ column: 'flow_cc.create_time', direction: 'desc' }],
        tieBreaker: { column: 'flow_cc.id' },
      });
      const lang = langOf(request);
      return ok(
        request,
        pageOf(
          records.map((r) => rowView(r, lang)),
          total,
          q,
        ),
      );
    },
  );

  app.post(
    '/completeTask',
    {
      config: readflow,
      schema: {
        tags,
        summary: 'Acknowledge one 知会 task (404 unknown, 403 not mine; one already read answers as it is)',
        querystring: CompleteQuery,
        response: { 200: okOf(ReadflowRow) },
      },
    },
    async (request) => {
      const { id } = request.query;
      const viewer = request.viewer;
      const find = () => ccRows(viewer).where('flow_cc.id', '=', id);
      if (!(await find().executeTakeFirst())) throw notFound();
      if (!(await find().where(mine(viewer)).executeTakeFirst())) throw forbidden('notCandidate');
      await markRead(request, { id });
      return ok(request, rowView(await find().executeTakeFirstOrThrow(), langOf(request)));
    },
  );

  app.post(
    '/completeTaskByPid',
    {
      config: readflow,
      schema: {
        tags,
        summary: 'Acknowledge all of my unread 知会 tasks of one flow (404 when the flow has none)',
        querystring: CompleteByPidQuery,
        response: { 200: okOf(ReadByPid) },
      },
    },
    async (request) => {
      const { pid } = request.query;
      const any = await app.db
        .selectFrom('flow_cc')
        .select('id')
        .where('tenant_id', '=', request.viewer.tenantId)
        .where('process_instance_id', '=', pid)
        .executeTakeFirst();
      if (!any) throw notFound();
      return ok(request, { count: await markRead(request, { pid }) });
    },
  );
}
