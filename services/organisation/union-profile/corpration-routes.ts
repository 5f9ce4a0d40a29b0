import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
// The employer's fields are the catalogue entry's (helper-written; the entry has no review chain).
import { modules, type Lang, type ModuleEntry } from '../../../catalogue';
import { findProfile, type Database } from '../../../db';
import { formatTime, langOf, ok, okOf } from '../../platform/core';
import { EmployerAnswer } from './answer-schemas';
import { describeHistory } from './history-changes';
import { sectionBody, UnionIdQuery } from './request-schemas';
import { checkedSection, updateOwnSection } from './section-update';
import { readableUnion, type ReadableUnion } from './union-access';
import { employerOf } from './union-facts';

const corpration: ModuleEntry = modules.corpration!;
const tags = ['corpration'];
const UpdateBody = sectionBody(corpration.fields, { example: corpration.example });

/** The employer's data as kept, with the fields it never had as null; the code its registration gave when none was kept. */
async function employerView(db: Kysely<Database>, tenantId: string, union: ReadableUnion, lang: Lang) {
  const profile = await findProfile(db, tenantId, union.id);
  const fields = employerOf(
    profile?.sections ?? {},
    corpration.fields.map((f) => f.name),
    union.employerCode,
  );
  const history = await db
    .selectFrom('union_profile_history')
    .select(['id', 'section', 'before', 'after', 'actor_name', 'source_module', 'at'])
    .where('tenant_id', '=', tenantId)
    .where('union_id', '=', union.id)
    .where('section', '=', 'unit')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  const described = await describeHistory(db, tenantId, history, lang);
  return {
    unionId: union.id,
    unionName: union.name,
    ...fields,
    history: history.map((h, i) => ({
      id: String(h.id),
      before: h.before,
      after: h.after,
      ...described[i]!,
      actorName: h.actor_name,
      time: formatTime(h.at),
    })),
  };
}

/** `/api/blade-crop/crop/corpration`: the employer behind the union, read and updated directly (no review), with history. */
export async function corprationRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/detail',
    {
      config: { permission: 'union.profile.view' },
      schema: { tags, summary: 'The employer’s data', querystring: UnionIdQuery, response: { 200: okOf(EmployerAnswer) } },
    },
    async (request) => {
      const union = await readableUnion(app.db, request.viewer, request.query.id);
      return ok(request, await employerView(app.db, request.viewer.tenantId, union, langOf(request)));
    },
  );

  app.post(
    '/update',
    {
      config: { permission: 'union.profile.edit' },
      schema: { tags, summary: 'Update the own union’s employer data', body: UpdateBody, response: { 200: okOf(EmployerAnswer) } },
    },
    async (request) => {
      const values = await checkedSection(app.db, corpration.fields, request.body, langOf(request));
      await updateOwnSection(app.db, request.viewer, { sections: { unit: values } });
      const union = await readableUnion(app.db, request.viewer);
      return ok(request, await employerView(app.db, request.viewer.tenantId, union, langOf(request)));
    },
  );
}
