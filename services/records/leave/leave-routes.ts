import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { recordDetail, RecordDetailSchema, saveOrSubmit, visibleTo } from '../engine';
import { forbidden, notFound, ok, okOf } from '../../platform/core';
import { LeaveDetailQuery, leaveEntry, StartedLeave, StartProcessBody } from './leave-schemas';

const tags = ['leave'];
const leave = { permission: 'desk.leave' };

/**
 * `/api/blade-desk/process/leave`: the spec's sample flow. A leave request is a record of the
 * catalogue module `leave` like any other (its flow in Temporal, its history, its task in the parent
 * union's lists); these calls start one in a single step and read it.
 */
export async function leaveRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/start-process',
    {
      config: { ...leave, command: true },
      schema: {
        tags,
        summary: 'Create a leave request and send it to the parent union for review, in one call',
        body: StartProcessBody,
        response: { 200: okOf(StartedLeave) },
      },
    },
    async (request) => {
      // The generic submit: checked by the catalogue, reviewers pinned, the flow started with its first command.
      const view = await saveOrSubmit(app, request, leaveEntry, { ...request.body }, 'submit');
      return ok(request, { businessId: view.recordId, processInstanceId: view.processInstanceId });
    },
  );

  app.get(
    '/detail',
    {
      config: leave,
      schema: {
        tags,
        summary: 'One leave request (404 unknown, 403 outside the caller’s data scope)',
        querystring: LeaveDetailQuery,
        response: { 200: okOf(RecordDetailSchema) },
      },
    },
    async (request) => {
      const { businessId } = request.query;
      const viewer = request.viewer;
      const exists = await app.db
        .selectFrom('record')
        .select('id')
        .where('tenant_id', '=', viewer.tenantId)
        .where('id', '=', businessId)
        .where('module', '=', leaveEntry.key)
        .where('state', '!=', 'removed')
        .executeTakeFirst();
      if (!exists) throw notFound();
      // A leave request of the tenant the caller's data scope does not reach is refused, not hidden.
      const row = await app.db
        .selectFrom('record')
        .selectAll('record')
        .where(visibleTo(viewer))
        .where('record.id', '=', businessId)
        .executeTakeFirst();
      if (!row) throw forbidden();
      return ok(request, await recordDetail(app, request, leaveEntry, row));
    },
  );
}
