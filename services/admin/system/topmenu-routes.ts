import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { TopMenu } from '../../../db';
import { newId } from '../../../db';
import { badRequest, containing, notFound, ok, okBoolean, okOf, okPageOf, pageOf, paginate, PagingQuery } from '../../platform/core';
import { Id, IdArray, isUniqueViolation, RemoveQuery, removeIds } from '../../identity/permissions';

const manage = { permission: 'system.topmenu.manage' };
const tags = ['topmenu'];

const SORTS = { sort: 'sort', code: 'code', name: 'name', id: 'id' } as const;
const ListQuery = Type.Object(
  { ...PagingQuery, code: Type.Optional(Type.String({ maxLength: 60 })), name: Type.Optional(Type.String({ maxLength: 60 })) },
  { additionalProperties: false },
);
const DetailQuery = Type.Object({ id: Id }, { additionalProperties: false });
const TopMenuBody = Type.Object(
  {
    id: Type.Optional(Id),
    code: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_.-]{0,59}$', description: 'Unique in the tenant' }),
    name: Type.String({ minLength: 1, maxLength: 40 }),
    source: Type.Optional(Type.String({ maxLength: 60, description: 'Icon' })),
    path: Type.Optional(Type.String({ maxLength: 200, description: 'Console route the entry opens' })),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
  },
  {
    additionalProperties: false,
    examples: [{ code: 'notice', name: '通知公告', source: 'notification', path: '/notice/index', sort: 12 }],
  },
);
const GrantBody = Type.Object(
  {
    topMenuIds: Type.Array(Id, { minItems: 1, maxItems: 100, uniqueItems: true }),
    menuIds: IdArray,
  },
  {
    additionalProperties: false,
    description: 'Replaces the menus each top menu groups.',
    examples: [{ topMenuIds: ['1'], menuIds: ['2', '3'] }],
  },
);

const TopMenuAnswer = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  code: Type.String(),
  name: Type.String(),
  source: Type.String(),
  path: Type.String(),
  sort: Type.Integer(),
});

function topMenuView(t: Pick<TopMenu, 'id' | 'tenant_id' | 'code' | 'name' | 'source' | 'path' | 'sort'>) {
  return { id: String(t.id), tenantId: t.tenant_id, code: t.code, name: t.name, source: t.source ?? '', path: t.path ?? '', sort: t.sort };
}

/** `/api/blade-system/topmenu`: the entries of the caller's tenant's top menu bar and the menus they group. */
export async function topMenuRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/list',
    {
      config: manage,
      schema: {
        tags,
        summary: "One page of the tenant's top menu entries",
        querystring: ListQuery,
        response: { 200: okPageOf(TopMenuAnswer) },
      },
    },
    async (request) => {
      const q = request.query;
      let base = app.db.selectFrom('top_menu').where('tenant_id', '=', request.viewer.tenantId);
      if (q.code) base = base.where('code', 'ilike', containing(q.code));
      if (q.name) base = base.where('name', 'ilike', containing(q.name));
      const { records, total } = await paginate(base.selectAll(), q, {
        allow: SORTS,
        fallback: [{ column: 'sort', direction: 'asc' }],
        tieBreaker: { column: 'id' },
      });
      return ok(request, pageOf(records.map(topMenuView), total, q));
    },
  );

  app.get(
    '/detail',
    { config: manage, schema: { tags, summary: 'One top menu entry', querystring: DetailQuery, response: { 200: okOf(TopMenuAnswer) } } },
    async (request) => {
      const { id } = request.query;
      const row = await app.db
        .selectFrom('top_menu')
        .selectAll()
        .where('tenant_id', '=', request.viewer.tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound();
      return ok(request, topMenuView(row));
    },
  );

  app.post(
    '/submit',
    {
      config: manage,
      schema: { tags, summary: 'Create (no id) or update a top menu entry', body: TopMenuBody, response: { 200: okOf(TopMenuAnswer) } },
    },
    async (request) => {
      const body = request.body;
      const tenantId = request.viewer.tenantId;
      const existing = body.id
        ? await app.db.selectFrom('top_menu').selectAll().where('tenant_id', '=', tenantId).where('id', '=', body.id).executeTakeFirst()
        : undefined;
      if (body.id && !existing) throw notFound();
      // Fields left out of an update keep their values.
      const values = {
        code: body.code,
        name: body.name,
        source: body.source ?? existing?.source ?? null,
        path: body.path ?? existing?.path ?? null,
        sort: body.sort ?? existing?.sort ?? 0,
      };
      const taken = await app.db
        .selectFrom('top_menu')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('code', '=', body.code)
        .$if(Boolean(body.id), (qb) => qb.where('id', '!=', body.id!))
        .executeTakeFirst();
      if (taken) throw badRequest('code', 'unique', 'topMenuCodeTaken');
      try {
        const row = body.id
          ? await app.db
              .updateTable('top_menu')
              .set(values)
              .where('tenant_id', '=', tenantId)
              .where('id', '=', body.id)
              .returningAll()
              .executeTakeFirst()
          : await app.db
              .insertInto('top_menu')
              .values({ id: newId(), tenant_id: tenantId, ...values })
              .returningAll()
              .executeTakeFirstOrThrow();
        if (!row) throw notFound();
        return ok(request, topMenuView(row));
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('code', 'unique', 'topMenuCodeTaken');
        throw error;
      }
    },
  );

  app.post(
    '/remove',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Remove top menu entries',
        querystring: RemoveQuery,
        response: { 200: okOf(Type.Integer({ description: 'Entries removed' })) },
      },
    },
    async (request) => {
      const ids = removeIds(request);
      const tenantId = request.viewer.tenantId;
      const found = await app.db.selectFrom('top_menu').select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
      if (found.length !== ids.length) throw notFound();
      const removed = await app.db.deleteFrom('top_menu').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
      return ok(request, Number(removed.numDeletedRows));
    },
  );

  app.post(
    '/grant',
    { config: manage, schema: { tags, summary: 'Set the menus top menu entries group', body: GrantBody, response: { 200: okBoolean() } } },
    async (request) => {
      const body = request.body;
      const tenantId = request.viewer.tenantId;
      const tops = await app.db
        .selectFrom('top_menu')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', body.topMenuIds)
        .execute();
      if (tops.length !== body.topMenuIds.length) throw notFound();
      if (body.menuIds.length) {
        const menus = await app.db.selectFrom('menu').select('id').where('id', 'in', body.menuIds).execute();
        if (menus.length !== body.menuIds.length) throw badRequest('menuIds', 'exists', 'field');
      }
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('top_menu_setting').where('tenant_id', '=', tenantId).where('top_menu_id', 'in', body.topMenuIds).execute();
        const rows = body.topMenuIds.flatMap((topMenuId) =>
          body.menuIds.map((menuId) => ({ top_menu_id: topMenuId, menu_id: menuId, tenant_id: tenantId })),
        );
        if (rows.length) await trx.insertInto('top_menu_setting').values(rows).execute();
      });
      return ok(request, true);
    },
  );
}
