import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { hasPersonalData, personalPaths, revealedValues, type ModuleEntry } from '../../../catalogue';
import { badRequest, forbidden, IdString, ok, okOf } from '../../platform/core';
import { registerRateLimits } from '../../identity/accounts';
import { inferredCall } from '../../platform/openapi';
import { loggedFullView } from './full-views';
import { recordAccess } from './field-visibility';
import { findVisibleRecord } from './record-queries';

/**
 * Reveals per account (the job class `reveal`): 120 a rolling hour, then 429 with `Retry-After`, so a
 * script cannot walk the records' full values.
 */
export const REVEAL_LIMIT = {
  max: 120,
  timeWindow: '1 hour',
  keyGenerator: (request: { viewer?: { id: string }; ip: string }) => `reveal:${request.viewer?.id ?? request.ip}`,
};

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
export async function revealRoutes(fastify: FastifyInstance, entry: ModuleEntry): Promise<void> {
  if (!hasPersonalData(entry.fields)) return;
  // Before the route: the limiter attaches to the routes registered after it (in this scope only).
  await registerRateLimits(fastify);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const personal = new Set(personalPaths(entry.fields));
  app.get(
    '/reveal',
    {
      config: { permission: `${entry.key}.view`, rateLimit: REVEAL_LIMIT },
      schema: {
        ...inferredCall('the personal-data design (docs/forms/group-c-rights.md "The reveal call and the access log")'),
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
      const channel = purpose === 'edit' ? 'edit' : 'reveal';
      const answered = await loggedFullView(app.db, request, { row, role: fullView, fields, channel, purpose }, () =>
        revealedValues(row.form as Record<string, unknown>, fields),
      );
      return ok(request, answered);
    },
  );
}
