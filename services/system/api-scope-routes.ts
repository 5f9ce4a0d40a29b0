import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { newId } from '../../db';
import { AppError, badRequest, notFound, offsetOf, ok, okSchema, pageOf, PagingQuery, parseSort, type Paging } from '../core';
import { Id, invalidatePermissions, isUniqueViolation, RemoveQuery, removeIds, requirePlatformAdmin, containing } from '../permissions';

const manage = { permission: 'system.apiscope.manage' };
const tags = ['api-scope'];

const SORTS = {
  resourceCode: 'api_scope.resource_code',
  scopeName: 'api_scope.scope_name',
  scopeType: 'api_scope.scope_type',
  id: 'api_scope.id',
} as const;
const ListQuery = Type.Object(
  {
    ...PagingQuery,
    menuId: Type.Optional(Id),
    scopeName: Type.Optional(Type.String({ maxLength: 60 })),
    resourceCode: Type.Optional(Type.String({ maxLength: 80 })),
  },
  { additionalProperties: false },
);
const DetailQuery = Type.Object({ id: Id }, { additionalProperties: false });
const ApiScopeBody = Type.Object(
  {
    id: Type.Optional(Id),
    menuId: Type.Optional(
      Type.String({ pattern: '^[0-9]{1,20}$', description: "The screen it serves, or '0' for the session's own calls" }),
    ),
    scopeName: Type.String({ minLength: 1, maxLength: 60 }),
    resourceCode: Type.String({ pattern: '^[a-z][a-zA-Z0-9_.]{0,79}$', description: 'The code routes declare; unique' }),
    scopePath: Type.Optional(Type.String({ maxLength: 500, description: 'The calls it covers' })),
    scopeType: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, description: '1 reads only, 2 changes data' })),
    remark: Type.Optional(Type.String({ maxLength: 200 })),
  },
  {
    additionalProperties: false,
    examples: [
      {
        menuId: '0',
        scopeName: '通知公告-查看',
        resourceCode: 'desk.notice.view',
        scopePath: '/api/blade-desk/notice/ list, detail',
        scopeType: 1,
      },
    ],
  },
);

/** `/api/blade-system/api-scope`: the permission codes of the routes; platform-wide, changed by the platform administrator only. */
export async function apiScopeRoutes(app: FastifyInstance): Promise<void> {
  const rows = () =>
    app.db
      .selectFrom('api_scope')
      .leftJoin('menu', 'menu.id', 'api_scope.menu_id')
      .select([
        'api_scope.id',
        'api_scope.menu_id',
        'menu.name as menu_name',
        'api_scope.scope_name',
        'api_scope.resource_code',
        'api_scope.scope_path',
        'api_scope.scope_type',
        'api_scope.remark',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;
  const view = (r: Row) => ({
    id: String(r.id),
    menuId: r.menu_id === null ? '0' : String(r.menu_id),
    menuName: r.menu_name ?? '',
    scopeName: r.scope_name,
    resourceCode: r.resource_code,
    scopePath: r.scope_path,
    scopeType: r.scope_type,
    remark: r.remark ?? '',
    inUse: app.routePermissionCodes.has(r.resource_code),
  });

  app.get(
    '/list',
    { config: manage, schema: { tags, summary: 'One page of API scopes', querystring: ListQuery, response: { 200: okSchema() } } },
    async (request) => {
      const q = request.query as Paging & { menuId?: string; scopeName?: string; resourceCode?: string };
      const sort = parseSort(q, SORTS, [{ column: 'api_scope.resource_code', direction: 'asc' }]);
      let base = rows();
      if (q.menuId) base = base.where('api_scope.menu_id', '=', q.menuId);
      if (q.scopeName) base = base.where('api_scope.scope_name', 'ilike', containing(q.scopeName));
      if (q.resourceCode) base = base.where('api_scope.resource_code', 'ilike', containing(q.resourceCode));
      let page = base;
      for (const t of sort) page = page.orderBy(t.column, t.direction);
      const { limit, offset } = offsetOf(q);
      const [records, count] = await Promise.all([
        page.orderBy('api_scope.id').limit(limit).offset(offset).execute(),
        base
          .clearSelect()
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return ok(request, pageOf(records.map(view), Number(count.n), q));
    },
  );

  app.get(
    '/detail',
    { config: manage, schema: { tags, summary: 'One API scope', querystring: DetailQuery, response: { 200: okSchema() } } },
    async (request) => {
      const row = await rows()
        .where('api_scope.id', '=', (request.query as { id: string }).id)
        .executeTakeFirst();
      if (!row) throw notFound();
      return ok(request, view(row));
    },
  );

  app.post(
    '/submit',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Create (no id) or update an API scope (platform administrator)',
        body: ApiScopeBody,
        response: { 200: okSchema() },
      },
    },
    async (request) => {
      requirePlatformAdmin(request.viewer);
      const body = request.body as {
        id?: string;
        menuId?: string;
        scopeName: string;
        resourceCode: string;
        scopePath?: string;
        scopeType?: 1 | 2;
        remark?: string;
      };
      const existing = body.id ? await app.db.selectFrom('api_scope').selectAll().where('id', '=', body.id).executeTakeFirst() : undefined;
      if (body.id && !existing) throw notFound();
      // Renaming a code that routes declare would close those routes to everyone.
      if (existing && existing.resource_code !== body.resourceCode && app.routePermissionCodes.has(existing.resource_code)) {
        throw new AppError(409, 'scopeInUse');
      }
      const menuId = body.menuId && body.menuId !== '0' ? body.menuId : null;
      if (menuId && !(await app.db.selectFrom('menu').select('id').where('id', '=', menuId).executeTakeFirst()))
        throw badRequest('menuId', 'exists', 'field');
      const values = {
        menu_id: menuId,
        scope_name: body.scopeName,
        resource_code: body.resourceCode,
        scope_path: body.scopePath ?? existing?.scope_path ?? '',
        scope_type: body.scopeType ?? existing?.scope_type ?? 1,
        remark: body.remark ?? existing?.remark ?? null,
      };
      let id: string;
      try {
        if (existing) {
          await app.db.updateTable('api_scope').set(values).where('id', '=', existing.id).execute();
          id = String(existing.id);
        } else {
          id = newId();
          await app.db
            .insertInto('api_scope')
            .values({ id, ...values })
            .execute();
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('resourceCode', 'unique', 'scopeCodeTaken');
        throw error;
      }
      await invalidatePermissions(app);
      return ok(request, view(await rows().where('api_scope.id', '=', id).executeTakeFirstOrThrow()));
    },
  );

  app.post(
    '/remove',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Remove API scopes no route declares (platform administrator)',
        querystring: RemoveQuery,
        response: { 200: okSchema() },
      },
    },
    async (request) => {
      requirePlatformAdmin(request.viewer);
      const ids = removeIds(request);
      const found = await app.db.selectFrom('api_scope').select(['id', 'resource_code']).where('id', 'in', ids).execute();
      if (found.length !== ids.length) throw notFound();
      if (found.some((s) => app.routePermissionCodes.has(s.resource_code))) throw new AppError(409, 'scopeInUse');
      const removed = await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('role_scope').where('scope_category', '=', 2).where('scope_id', 'in', ids).execute();
        return trx.deleteFrom('api_scope').where('id', 'in', ids).executeTakeFirst();
      });
      await invalidatePermissions(app);
      return ok(request, Number(removed.numDeletedRows));
    },
  );
}
