import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Ident } from '../../../db';
import { badRequest, containing, ok, okOf, okPageOf, pageOf, paginate, PagingQuery } from '../../platform/core';
import { tenantFor } from '../../identity/permissions';
import { ShortText, TenantIdString } from '../../identity/users';

const tags = ['guide'];
/** Steps of the first-use guide: one for an enterprise union, twenty-two for a higher-level union. */
export const GUIDE_STEPS: Record<Ident, number> = { corp: 1, launion: 22, federation: 0, admin: 0 };
const GUIDE_SORTS = { account: 'u.account', createTime: 'u.create_time' } as const;

const DoneBody = Type.Object(
  { step: Type.Integer({ minimum: 1, maximum: 22, description: 'The step finished (guide<step>)' }) },
  { additionalProperties: false, examples: [{ step: 1 }] },
);
const ListQuery = Type.Object(
  {
    ...PagingQuery,
    tenantId: Type.Optional(TenantIdString),
    account: Type.Optional(ShortText(64)),
    ident: Type.Optional(Type.Union([Type.Literal('corp'), Type.Literal('launion')])),
  },
  { additionalProperties: false },
);

const ProgressFields = {
  uid: Type.String(),
  account: Type.String(),
  steps: Type.Integer({ description: 'Steps of the guide for the account' }),
  finished: Type.Boolean(),
};
/** guide1 … guideN: 1 when the step is done, else 0. */
const GUIDE_FLAGS = { patternProperties: { '^guide[0-9]+$': Type.Integer({ minimum: 0, maximum: 1 }) }, additionalProperties: false };
const Progress = Type.Object(ProgressFields, GUIDE_FLAGS);
const ProgressRow = Type.Object({ ...ProgressFields, name: Type.String(), ident: Type.String() }, GUIDE_FLAGS);

/** `{ uid, account, steps, finished, guide1 … guideN }` with each guide 0 or 1, as the console reads it. */
function progressView(user: { id: string; account: string; ident: Ident }, done: number[]) {
  const steps = GUIDE_STEPS[user.ident];
  const flags: Record<string, 0 | 1> = {};
  for (let i = 1; i <= steps; i++) flags[`guide${i}`] = done.includes(i) ? 1 : 0;
  return { uid: String(user.id), account: user.account, steps, finished: Object.values(flags).every((f) => f === 1), ...flags };
}

/** `/api/blade-system/guide`: the first-use guide's progress, the own and (for administrators) everyone's. */
export async function guideRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const doneOf = async (userId: string) =>
    (await app.db.selectFrom('guide_progress').select('done').where('user_id', '=', userId).executeTakeFirst())?.done ?? [];

  app.get(
    '/progress',
    { config: { permission: 'user.self' }, schema: { tags, summary: 'The own guide progress', response: { 200: okOf(Progress) } } },
    async (request) => {
      const { viewer } = request;
      return ok(request, progressView(viewer, await doneOf(viewer.id)));
    },
  );

  app.post(
    '/done',
    {
      config: { permission: 'user.self' },
      schema: { tags, summary: 'Mark a guide step as done', body: DoneBody, response: { 200: okOf(Progress) } },
    },
    async (request) => {
      const { viewer } = request;
      const { step } = request.body;
      if (step > GUIDE_STEPS[viewer.ident]) throw badRequest('step', 'maximum', 'field');
      await app.db
        .insertInto('guide_progress')
        .values({ user_id: viewer.id, tenant_id: viewer.tenantId, done: [step], update_time: new Date() })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            // array_append only when missing: marking a step twice changes nothing.
            done: sql<
              number[]
            >`case when ${step}::smallint = any(guide_progress.done) then guide_progress.done else array_append(guide_progress.done, ${step}::smallint) end`,
            update_time: new Date(),
          }),
        )
        .execute();
      return ok(request, progressView(viewer, await doneOf(viewer.id)));
    },
  );

  app.get(
    '/list',
    {
      config: { permission: 'system.guide.view' },
      schema: {
        tags,
        summary: 'Guide progress of the tenant’s union accounts',
        querystring: ListQuery,
        response: { 200: okPageOf(ProgressRow) },
      },
    },
    async (request) => {
      const q = request.query;
      const tenantId = tenantFor(request.viewer, q.tenantId);
      let rows = app.db
        .selectFrom('app_user as u')
        .leftJoin('guide_progress as g', 'g.user_id', 'u.id')
        .where('u.tenant_id', '=', tenantId)
        .where('u.is_deleted', '=', false)
        .where('u.is_sub', '=', false)
        .where('u.ident', 'in', q.ident ? [q.ident] : ['corp', 'launion']);
      if (q.account) rows = rows.where('u.account', 'ilike', containing(q.account));
      const { records, total } = await paginate(rows.select(['u.id', 'u.account', 'u.name', 'u.ident', 'g.done']), q, {
        allow: GUIDE_SORTS,
        fallback: [{ column: 'u.account', direction: 'asc' }],
        tieBreaker: { column: 'u.id' },
      });
      return ok(
        request,
        pageOf(
          records.map((r) => ({ ...progressView(r, r.done ?? []), name: r.name, ident: r.ident })),
          total,
          q,
        ),
      );
    },
  );
}
