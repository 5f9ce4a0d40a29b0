import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { stepCallSets, stepFields, type ModuleEntry } from '../../../../catalogue';
import { ok, okOf } from '../../../platform/core';
import { RecordAnswerSchema, SubmittedSchema } from '../../engine/answer-schemas';
import { recordAnswer } from '../../engine/record-answers';
import { resubmit, saveOrSubmit } from '../../engine/record-commands';
import { findVisibleRecord } from '../../engine/record-queries';
import { ResubmitQuery, documentedBody, formBodyDoc, formBodySchema } from '../../engine/schemas';

/**
 * The calls of a stepped module (`steps`): for each step, and each variant of a step, its own
 * save, submit and resubmit (organ5 `save1`, `submitcrop`, `resubmitCropGroup`...). A call for
 * another step than the record is at, or for a variant the record did not choose, answers 409.
 */
export function registerStepCalls(fastify: FastifyInstance, entry: ModuleEntry): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = [entry.key];
  const Answer = okOf(RecordAnswerSchema);
  const Submitted = okOf(SubmittedSchema);
  const edit = { permission: `${entry.key}.edit` };
  // Standard names (save, submit, resubmit) are served by the standard calls, acting on their step.
  const own = (path: string | undefined) => path !== undefined && !['save', 'submit', 'resubmit'].includes(path);
  for (const set of stepCallSets(entry)) {
    const target = { key: set.step.key, ...(set.variant ? { variant: set.variant } : {}) };
    const fields = stepFields(entry, set.fields);
    const which = `step ${set.index + 1}${set.variant ? ` (${set.variant})` : ''}: ${set.step.title.en}`;
    // The document shows the step's own fields; the catalogue checks them (formBodySchema).
    const doc = (submit: boolean, withTask: boolean) =>
      documentedBody(formBodyDoc(entry, fields, { withTask, submit, summary: `Form of ${which}` }));
    if (own(set.calls.save)) {
      app.post(
        `/${set.calls.save!}`,
        {
          config: { ...edit, command: true, ...doc(false, false) },
          schema: { tags, summary: `Save the draft of ${which}`, body: formBodySchema(entry, false), response: { 200: Answer } },
        },
        async (request) => {
          const view = await saveOrSubmit(app, request, entry, request.body, 'draft', target);
          const row = await findVisibleRecord(app.db, request.viewer, { id: view.recordId }, entry.key);
          return ok(request, await recordAnswer(app, request, entry, row));
        },
      );
    }
    if (own(set.calls.submit))
      app.post(
        `/${set.calls.submit}`,
        {
          config: { ...edit, command: true, ...doc(true, false) },
          schema: { tags, summary: `Send ${which} into review`, body: formBodySchema(entry, false), response: { 200: Submitted } },
        },
        async (request) => {
          const view = await saveOrSubmit(app, request, entry, request.body, 'submit', target);
          return ok(request, { id: view.recordId, processInstanceId: view.processInstanceId, state: view.state, step: view.step ?? '' });
        },
      );
    if (own(set.calls.resubmit))
      app.post(
        `/${set.calls.resubmit}`,
        {
          config: { ...edit, command: true, ...doc(true, true) },
          schema: {
            tags,
            summary: `Resend ${which} after a return (taskId in the body or the query)`,
            querystring: ResubmitQuery,
            body: formBodySchema(entry, true),
            response: { 200: Submitted },
          },
        },
        async (request) => {
          const { taskId } = request.query;
          const view = await resubmit(app, request, entry, request.body, taskId, target);
          return ok(request, { id: view.recordId, processInstanceId: view.processInstanceId, state: view.state, step: view.step ?? '' });
        },
      );
  }
}
