import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry } from '../../../catalogue';
import { completeUpdate } from '../../../workflows';
import { IdString, notFound, ok, okOf } from '../../platform/core';
// The engine's files, not its index: the index's module routes register this call (a circle otherwise).
import { FlowViewSchema } from '../engine/answer-schemas';
import { actorOf, sendToFlow } from '../engine/flow-commands';
import { commandContext } from '../engine/record-commands';

const DenialBody = Type.Object(
  {
    id: IdString,
    taskId: Type.String({ minLength: 1, maxLength: 60 }),
    comment: Type.String({ minLength: 2, maxLength: 200, description: '不予推荐的理由' }),
  },
  { additionalProperties: false },
);

/**
 * field3apply `checkDenial` (docs/forms/group-c-field.md): the reviewer of open task `taskId` of record
 * `id` refuses it for good (不予推荐) with the reason: the task completes with the decision `decline`, the
 * flow ends and the record is 未通过 (`declined`), as complete-task's `flag=decline` does. The flow
 * itself refuses anyone but the task's reviewers (403) and a task no longer open (409).
 */
export function registerCheckDenial(fastify: FastifyInstance, entry: ModuleEntry): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/checkDenial',
    {
      config: { permission: `${entry.key}.view`, command: true },
      schema: {
        tags: [entry.key],
        summary: 'The reviewer of an open task refuses the record for good (不予推荐), with the reason: it ends 未通过',
        body: DenialBody,
        response: { 200: okOf(FlowViewSchema) },
      },
    },
    async (request) => {
      const { id, taskId, comment } = request.body;
      const task = await app.db
        .selectFrom('flow_task')
        .select(['process_instance_id'])
        .where('tenant_id', '=', request.viewer.tenantId)
        .where('id', '=', taskId)
        .where('record_id', '=', id)
        .executeTakeFirst();
      if (!task) throw notFound();
      const view = await sendToFlow(commandContext(app, request), task.process_instance_id, completeUpdate, [
        { taskId, flag: 'decline', comment },
        actorOf(request.viewer),
      ]);
      return ok(request, view);
    },
  );
}
