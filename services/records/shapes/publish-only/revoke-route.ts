import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleEntry } from '../../../../catalogue';
import { revokeUpdate } from '../../../../workflows';
import { badRequest, ok, okOf } from '../../../platform/core';
import { SubmittedSchema } from '../../engine/answer-schemas';
import { actorOf, repeatedAnswer, sendToFlow } from '../../engine/flow-commands';
import { assertApplicantMayAct, commandContext } from '../../engine/record-commands';
import { findVisibleRecord } from '../../engine/record-queries';
import { IdString } from '../../engine/schemas';

const RevokeBody = Type.Object(
  {
    id: IdString,
    reason: Type.String({ maxLength: 500, description: 'why the notice is withdrawn; kept in its history' }),
  },
  { additionalProperties: false, examples: [{ id: '1234567890', reason: '活动因天气原因取消' }] },
);

/**
 * `revoke`: the publisher withdraws (撤回) a published notice for good, with a reason; the unions
 * below no longer see it. The spec gives a publish-only module (activity) no removeFlow, so the
 * shape has this call of its own; where a module serves removeFlow, that call revokes too.
 */
async function revoke(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, body: { id: string; reason: string }) {
  if (!body.reason.trim()) throw badRequest('reason', 'required', 'revokeReasonRequired');
  const record = await findVisibleRecord(app.db, request.viewer, { id: body.id }, entry.key);
  const ctx = commandContext(app, request);
  // An exact repeat answers what the first request did, also once the flow has ended.
  const repeat = await repeatedAnswer(ctx, record.process_instance_id);
  if (repeat) return repeat;
  assertApplicantMayAct(request, entry, record);
  return sendToFlow(ctx, record.process_instance_id, revokeUpdate, [{ reason: body.reason }, actorOf(request.viewer)]);
}

/** The calls of the `publishOnly` shape: `revoke` of a published notice (its revision is the module's save). */
export function registerPublishOnlyCalls(fastify: FastifyInstance, entry: ModuleEntry): void {
  if (!entry.publishOnly) return;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/revoke',
    {
      config: { permission: `${entry.key}.edit`, command: true },
      schema: {
        tags: [entry.key],
        summary: 'Withdraw (撤回) a published notice for good, with a reason; readers no longer see it',
        body: RevokeBody,
        response: { 200: okOf(SubmittedSchema) },
      },
    },
    async (request) => {
      const view = await revoke(app, request, entry, request.body);
      return ok(request, { id: view.recordId, processInstanceId: view.processInstanceId, state: view.state });
    },
  );
}
