import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry } from '../../../../catalogue';
import { ok, okOf } from '../../../platform/core';
import { revoke } from '../../engine';
import { SubmittedSchema } from '../../engine/answer-schemas';
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
/** The calls of the `publishOnly` shape: `revoke` of a published notice (its revision is the module's save). */
export function registerPublishOnlyCalls(fastify: FastifyInstance, entry: ModuleEntry): void {
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
