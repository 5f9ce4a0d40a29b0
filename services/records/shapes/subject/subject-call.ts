import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { subjectPrefillForm, type ModuleEntry, type SubjectDef } from '../../../../catalogue';
import { notFound, ok, okOf } from '../../../platform/core';
import { inferredCall } from '../../../platform/openapi';
import { subjectValues } from '../../engine';

const INFERRED = 'a record filed about something else: the values its form fills from it (docs/forms/group-c.md, shape subject)';

/**
 * `subject?id`: what the form fills from the subject it names (`FieldDef.fromSubject`), by field, as
 * save and submit fill it on the server; 404 when the subject is not found or not the caller union's.
 * The console fills the form with it once the subject's id is known (the route's `sid`, `pid`).
 */
export function registerSubjectCall(fastify: FastifyInstance, entry: ModuleEntry, def: SubjectDef): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/subject',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        ...inferredCall(INFERRED),
        summary: 'The values the form fills from the subject it is filed about, by field',
        querystring: Type.Object({ id: Type.String({ description: `The subject's id (the route's ${def.param})` }) }),
        response: { 200: okOf(Type.Record(Type.String(), Type.Unknown(), { description: 'Field name to value' })) },
      },
    },
    async (request) => {
      const values = await subjectValues(app.db, request.viewer.tenantId, request.viewer.unionId, def, request.query.id);
      if (!values) throw notFound();
      return ok(request, subjectPrefillForm(entry.fields, values));
    },
  );
}
