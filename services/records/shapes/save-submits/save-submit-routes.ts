import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { pathsOf, type ModuleEntry } from '../../../../catalogue';
import { ok, okOf } from '../../../platform/core';
import { SubmittedSchema } from '../../engine/answer-schemas';
import { saveOrSubmit } from '../../engine/record-commands';
import { documentedBody, formBodyDoc, formBodySchema } from '../../engine/schemas';

/**
 * The `saveSubmits` shape: the module's `save` (and its aliases) is its submit, one call that
 * checks the whole form and starts the review; `savedraft` / `saveDraft` still keep a draft and
 * `update` resends after a return (the standard calls serve those). The lifecycle table decides
 * as for submit: a record already in review or returned answers 409.
 */
export function registerSaveSubmitCalls(fastify: FastifyInstance, entry: ModuleEntry): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = [entry.key];
  const edit = { permission: `${entry.key}.edit` };
  const summary = 'Save and send into review (save is the submit)';
  for (const path of pathsOf(entry, 'save')) {
    app.post(
      `/${path}`,
      {
        config: { ...edit, command: true, ...documentedBody(formBodyDoc(entry, entry.fields, { withTask: false, submit: true, summary })) },
        // What submit answers: the call is the module's submit.
        schema: { tags, summary, body: formBodySchema(entry, false), response: { 200: okOf(SubmittedSchema) } },
      },
      async (request) => {
        const view = await saveOrSubmit(app, request, entry, request.body, 'submit');
        return ok(request, { id: view.recordId, processInstanceId: view.processInstanceId, state: view.state });
      },
    );
  }
}
