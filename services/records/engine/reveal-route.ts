import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { hasPersonalData, personalPaths, revealedValues, type ModuleEntry } from '../../../catalogue';
import { badRequest, forbidden, IdString, ok, okOf } from '../../platform/core';
import { logPersonalDataView } from '../personal-data-log';
import { recordAccess } from './field-visibility';
import { findVisibleRecord } from './record-queries';

/** What the screen asking is for; the log keeps it. */
const PURPOSES = ['review', 'edit', 'contact', 'print', 'other'] as const;

const RevealQuery = Type.Object(
  {
    id: IdString,
    fields: Type.String({
      minLength: 1,
      maxLength: 1000,
      description: 'Comma-separated personal fields: `memberIdCard`, or a column of a table as `members[].idCard`',
    }),
    purpose: Type.Union(
      PURPOSES.map((p) => Type.Literal(p)),
      { description: 'What the screen is for: review, edit, contact, print, other' },
    ),
  },
  { additionalProperties: false },
);

const Revealed = Type.Record(Type.String(), Type.Unknown(), {
  description: 'The named fields in full, by name; a column as a list in row order',
});

/**
 * `GET …/{module}/reveal` (beyond calls.tsv, on every module with a personal field): the named
 * personal fields of a record in full, to the applicant union and the record's reviewers only (403
 * `notEntitled` otherwise; 404 for a record the viewer cannot see; 400 naming a field that is not
 * personal). The answer and its log row (`personal_data_view`) are one transaction: a log that cannot
 * be written answers nothing.
 */
export function registerRevealCall(fastify: FastifyInstance, entry: ModuleEntry): void {
  if (!hasPersonalData(entry.fields)) return;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const personal = new Set(personalPaths(entry.fields));
  app.get(
    '/reveal',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary: `${entry.title.en}: personal fields of a record in full, logged`,
        querystring: RevealQuery,
        response: { 200: okOf(Revealed) },
      },
    },
    async (request) => {
      const { id, purpose } = request.query;
      const fields = [...new Set(request.query.fields.split(',').map((f) => f.trim()))];
      const unknown = fields.find((f) => !personal.has(f));
      if (unknown !== undefined) throw badRequest('fields', 'personal', 'notPersonal', { field: unknown });
      const { viewer } = request;
      const row = await findVisibleRecord(app.db, viewer, { id }, entry.key);
      const { seen, fullView } = await recordAccess(app.db, viewer, String(row.id));
      // A field a stage hides stays hidden, entitled or not.
      const hidden = seen !== null && fields.some((f) => !seen.includes(f.split('[].')[0]!));
      if (!fullView || hidden) throw forbidden('notEntitled');
      const answered = await app.db.transaction().execute(async (trx) => {
        await logPersonalDataView(trx, {
          viewer,
          role: fullView,
          record: { id: String(row.id), module: row.module, tenantId: row.tenant_id },
          fields,
          channel: purpose === 'edit' ? 'edit' : 'reveal',
          purpose,
          request: { id: request.id, ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
        });
        return revealedValues(row.form as Record<string, unknown>, fields);
      });
      return ok(request, answered);
    },
  );
}
