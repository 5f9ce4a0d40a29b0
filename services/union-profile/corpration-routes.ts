import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Lang } from '../../catalogue';
// The employer's fields are the catalogue entry's (helper-written; the entry has no review chain).
import { modules, type ModuleEntry } from '../../catalogue';

const corpration: ModuleEntry = modules.corpration!;
import { findProfile, type Database } from '../../db';
import { formatTime, ID_PATTERN, langOf, ok, okSchema } from '../core';
import { checkedSection, updateOwnSection } from './section-update';
import { readableUnion, type ReadableUnion } from './union-access';

const tags = ['corpration'];
const DetailQuery = Type.Object(
  {
    id: Type.Optional(
      Type.String({ pattern: ID_PATTERN, description: 'The union (a union below the caller’s); the caller’s own when absent' }),
    ),
  },
  { additionalProperties: false },
);
const UpdateBody = Type.Object(
  Object.fromEntries(
    corpration.fields.map((f) => [
      f.name,
      Type.Optional(
        f.kind === 'integer'
          ? Type.Union([Type.Integer(), Type.String({ maxLength: 12 }), Type.Null()])
          : Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
      ),
    ]),
  ),
  { additionalProperties: false, examples: [corpration.example] },
);

/** The employer's data as kept, with the fields it never had as null; the credit code of the tree when none was kept. */
async function employerView(db: Kysely<Database>, tenantId: string, union: ReadableUnion, _lang: Lang) {
  const profile = await findProfile(db, tenantId, union.id);
  const unit = profile?.sections.unit ?? {};
  const fields = Object.fromEntries(corpration.fields.map((f) => [f.name, unit[f.name] ?? null]));
  if (fields.unitUscc === null && union.creditCode) fields.unitUscc = union.creditCode;
  const history = await db
    .selectFrom('union_profile_history')
    .select(['id', 'before', 'after', 'actor_name', 'at'])
    .where('tenant_id', '=', tenantId)
    .where('union_id', '=', union.id)
    .where('section', '=', 'unit')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return {
    unionId: union.id,
    unionName: union.name,
    ...fields,
    history: history.map((h) => ({ id: String(h.id), before: h.before, after: h.after, actorName: h.actor_name, time: formatTime(h.at) })),
  };
}

/** `/api/blade-crop/crop/corpration`: the employer behind the union, read and updated directly (no review), with history. */
export async function corprationRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/detail',
    {
      config: { permission: 'union.profile.view' },
      schema: { tags, summary: 'The employer’s data', querystring: DetailQuery, response: { 200: okSchema() } },
    },
    async (request) => {
      const { id } = request.query as Static<typeof DetailQuery>;
      const union = await readableUnion(app.db, request.viewer, id);
      return ok(request, await employerView(app.db, request.viewer.tenantId, union, langOf(request)));
    },
  );

  app.post(
    '/update',
    {
      config: { permission: 'union.profile.edit' },
      schema: { tags, summary: 'Update the own union’s employer data', body: UpdateBody, response: { 200: okSchema() } },
    },
    async (request) => {
      const lang = langOf(request);
      const values = await checkedSection(app.db, corpration.fields, (request.body ?? {}) as Record<string, unknown>, lang);
      await updateOwnSection(app.db, request.viewer, { sections: { unit: values } });
      const union = await readableUnion(app.db, request.viewer);
      return ok(request, await employerView(app.db, request.viewer.tenantId, union, lang));
    },
  );
}
