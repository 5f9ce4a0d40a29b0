import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleEntry } from '../../../../catalogue';
import { AppError, badRequest, InvalidInputError, IdString, idListPattern, langOf, message, ok, okOf } from '../../../platform/core';
import { findVisibleRecord, saveOrSubmit } from '../../engine';
import type { FormBody } from '../../engine/form-input';

/** Records one batch may send: a union's nominations of a round are a handful, never hundreds. */
const MAX_BATCH = 50;

const SubmitBatchBody = Type.Object(
  {
    ids: Type.Union([
      Type.String({ pattern: idListPattern(MAX_BATCH), description: 'Comma-separated ids of the drafts, in order' }),
      Type.Array(IdString, { minItems: 1, maxItems: MAX_BATCH, description: 'The drafts to submit, in order' }),
    ]),
  },
  { additionalProperties: false },
);

const BatchResult = Type.Object({
  id: Type.String(),
  success: Type.Boolean(),
  /** 200 when it went into review, else the status its own submit would have answered. */
  code: Type.Integer(),
  msg: Type.String(),
  field: Type.Optional(Type.String()),
  rule: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
  processInstanceId: Type.Optional(Type.String()),
});

const BatchAnswer = Type.Object({
  total: Type.Integer(),
  succeeded: Type.Integer(),
  failed: Type.Integer(),
  results: Type.Array(BatchResult),
});

type Result = (typeof BatchResult)['static'];

/** Why one record of the batch was not submitted, as its own submit would have answered. */
function failure(request: FastifyRequest, id: string, err: AppError): Result {
  const lang = langOf(request);
  const first = err instanceof InvalidInputError ? err.errors[0] : undefined;
  const data = err.data as { reason?: unknown } | null;
  return {
    id,
    success: false,
    code: err.status,
    // A broken field is said as the form says it (its label and rule), not as the envelope's summary.
    msg: first?.message || message(err.key, lang, err.vars),
    ...(first ? { field: first.field, rule: first.rule } : {}),
    ...(typeof data?.reason === 'string' ? { reason: data.reason } : {}),
  };
}

/**
 * submitBatch: each draft of the list is submitted as `submit` would submit it (its form checked
 * again, the round's guard, its reviewers), each in its own command and its own flow, in the order
 * given. A record that fails is unchanged and named with why; the others go. Not the children
 * shape's `workssubmit`, which sends all or none.
 */
async function submitBatch(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, ids: string[]) {
  if (new Set(ids).size !== ids.length) throw badRequest('ids', 'unique', 'batchIdsRepeated');
  const results: Result[] = [];
  for (const id of ids) {
    try {
      const record = await findVisibleRecord(app.db, request.viewer, { id }, entry.key);
      const view = await saveOrSubmit(app, request, entry, { ...(record.form as FormBody), id }, 'submit');
      results.push({ id, success: true, code: 200, msg: message('ok', langOf(request)), processInstanceId: view.processInstanceId });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push(failure(request, id, err));
    }
  }
  const succeeded = results.filter((r) => r.success).length;
  return { total: results.length, succeeded, failed: results.length - succeeded, results };
}

/** `POST …/submitBatch` of a module with the `submitBatch` option. */
export function registerSubmitBatchCall(fastify: FastifyInstance, entry: ModuleEntry): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/submitBatch',
    {
      config: { permission: `${entry.key}.edit`, command: true },
      schema: {
        tags: [entry.key],
        summary: 'Submit several drafts, each as submit would and into its own review; the answer says which went and why any did not',
        body: SubmitBatchBody,
        response: { 200: okOf(BatchAnswer) },
      },
    },
    async (request) => {
      const { ids } = request.body;
      return ok(request, await submitBatch(app, request, entry, Array.isArray(ids) ? ids : ids.split(',')));
    },
  );
}
