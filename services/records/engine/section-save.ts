import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry } from '../../../catalogue';
import { badRequest, ok, okOf } from '../../platform/core';
import { RecordAnswerSchema } from './answer-schemas';
import { recordAnswer } from './record-answers';
import { saveOrSubmit } from './record-commands';
import type { FormBody } from './form-input';
import { findVisibleRecord } from './record-queries';
import { documentedBody, formBodyDoc, formBodySchema } from './schemas';

/**
 * The entry's section saves (`sectionCalls`, finance6 `finup`): a call saving one section of the
 * caller's draft or returned record `id`, the body's fields of that section taking the place of the
 * stored ones and every other field staying as stored. It is a save of the whole form so merged (the
 * same checks, guards and event), refused where a save is (403 another's record, 409 in review).
 */
export function registerSectionCalls(fastify: FastifyInstance, entry: ModuleEntry): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const [path, sectionKey] of Object.entries(entry.sectionCalls ?? {})) {
    const fields = entry.fields.filter((f) => f.section === sectionKey);
    const title = entry.sections?.find((s) => s.key === sectionKey)?.title.en ?? sectionKey;
    app.post(
      `/${path}`,
      {
        config: {
          permission: `${entry.key}.edit`,
          command: true,
          ...documentedBody(formBodyDoc(entry, fields, { withTask: false, submit: false, summary: `${title} of ${entry.title.en}` })),
        },
        schema: {
          tags: [entry.key],
          summary: `Saves the section "${title}" of the draft or returned record id, the other sections as they are`,
          body: formBodySchema(entry, false),
          response: { 200: okOf(RecordAnswerSchema) },
        },
      },
      async (request) => {
        const body = request.body as FormBody;
        const { id } = body;
        if (!id) throw badRequest('id', 'required', 'field');
        const record = await findVisibleRecord(app.db, request.viewer, { id }, entry.key);
        const section = Object.fromEntries(fields.filter((f) => f.name in body).map((f) => [f.name, body[f.name]]));
        const view = await saveOrSubmit(app, request, entry, { ...record.form, ...section, id }, 'draft');
        return ok(
          request,
          await recordAnswer(app, request, entry, await findVisibleRecord(app.db, request.viewer, { id: view.recordId }, entry.key)),
        );
      },
    );
  }
}
