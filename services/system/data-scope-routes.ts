import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { dataScopeTypes, newId, type DataScopeType } from '../../db';
import { badRequest, notFound, offsetOf, ok, okSchema, pageOf, PagingQuery, parseSort, type Paging } from '../core';
import { Id, invalidatePermissions, isUniqueViolation, RemoveQuery, removeIds, requirePlatformAdmin, containing } from '../permissions';

const manage = { permission: 'system.datascope.manage' };
const tags = ['data-scope'];

/** The resources whose queries apply data scopes; a rule for any other would do nothing. */
const RESOURCES = ['record'] as const;
const TYPE_NAMES: Record<DataScopeType, string> = { own: '本人', union: '本单位', union_tree: '本单位及下级', tenant: '本租户' };

const SORTS = {
  resourceCode: 'data_scope.resource_code',
  scopeName: 'data_scope.scope_name',
  scopeType: 'data_scope.scope_type',
  id: 'data_scope.id',
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
const DataScopeBody = Type.Object(
  {
    id: Type.Optional(Id),
    menuId: Type.Optional(Type.String({ pattern: '^[0-9]{1,20}$', description: "The screen it belongs to, or '0'" })),
    resourceCode: Type.Unsafe<string>({ type: 'string', enum: [...RESOURCES], description: 'The resource whose rows it limits' }),
    scopeName: Type.String({ minLength: 1, maxLength: 60 }),
    scopeType: Type.Unsafe<DataScopeType>({
      type: 'string',
      enum: [...dataScopeTypes],
      description: 'own: rows the account applied for; union: its union’s; union_tree: and the unions below; tenant: the whole tenant',
    }),
    remark: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false, examples: [{ menuId: '0', resourceCode: 'record', scopeName: '本单位的记录', scopeType: 'union' }] },
);

/** `/api/blade-system/data-scope`: the structured row rules roles are granted; platform-wide, changed by the platform administrator only. */
export async function dataScopeRoutes(app: FastifyInstance): Promise<void> {
  const rows = () =>
    app.db
      .selectFrom('data_scope')
      .leftJoin('menu', 'menu.id', 'data_scope.menu_id')
      .select([
        'data_scope.id',
        'data_scope.menu_id',
        'menu.name as menu_name',
        'data_scope.resource_code',
        'data_scope.scope_name',
        'data_scope.scope_type',
        'data_scope.remark',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;
  const view = (r: Row) => ({
    id: String(r.id),
    menuId: r.menu_id === null ? '0' : String(r.menu_id),
    menuName: r.menu_name ?? '',
    resourceCode: r.resource_code,
    scopeName: r.scope_name,
    scopeType: r.scope_type,
    scopeTypeName: TYPE_NAMES[r.scope_type],
    remark: r.remark ?? '',
  });

  app.get(
    '/list',
    { config: manage, schema: { tags, summary: 'One page of data scopes', querystring: ListQuery, response: { 200: okSchema() } } },
    async (request) => {
      const q = request.query as Paging & { menuId?: string; scopeName?: string; resourceCode?: string };
      const sort = parseSort(q, SORTS, [{ column: 'data_scope.resource_code', direction: 'asc' }]);
      let base = rows();
      if (q.menuId) base = base.where('data_scope.menu_id', '=', q.menuId);
      if (q.scopeName) base = base.where('data_scope.scope_name', 'ilike', containing(q.scopeName));
      if (q.resourceCode) base = base.where('data_scope.resource_code', 'ilike', containing(q.resourceCode));
      let page = base;
      for (const t of sort) page = page.orderBy(t.column, t.direction);
      const { limit, offset } = offsetOf(q);
      const [records, count] = await Promise.all([
        page.orderBy('data_scope.id').limit(limit).offset(offset).execute(),
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
    { config: manage, schema: { tags, summary: 'One data scope', querystring: DetailQuery, response: { 200: okSchema() } } },
    async (request) => {
      const row = await rows()
        .where('data_scope.id', '=', (request.query as { id: string }).id)
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
        summary: 'Create (no id) or update a data scope (platform administrator)',
        body: DataScopeBody,
        response: { 200: okSchema() },
      },
    },
    async (request) => {
      requirePlatformAdmin(request.viewer);
      const body = request.body as {
        id?: string;
        menuId?: string;
        resourceCode: string;
        scopeName: string;
        scopeType: DataScopeType;
        remark?: string;
      };
      const existing = body.id ? await app.db.selectFrom('data_scope').selectAll().where('id', '=', body.id).executeTakeFirst() : undefined;
      if (body.id && !existing) throw notFound();
      const menuId = body.menuId && body.menuId !== '0' ? body.menuId : null;
      if (menuId && !(await app.db.selectFrom('menu').select('id').where('id', '=', menuId).executeTakeFirst()))
        throw badRequest('menuId', 'exists', 'field');
      const values = {
        menu_id: menuId,
        resource_code: body.resourceCode,
        scope_name: body.scopeName,
        scope_type: body.scopeType,
        remark: body.remark ?? existing?.remark ?? null,
      };
      let id: string;
      try {
        if (existing) {
          await app.db.updateTable('data_scope').set(values).where('id', '=', existing.id).execute();
          id = String(existing.id);
        } else {
          id = newId();
          await app.db
            .insertInto('data_scope')
            .values({ id, ...values })
            .execute();
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('scopeType', 'unique', 'dataScopeTaken');
        throw error;
      }
      await invalidatePermissions(app);
      return ok(request, view(await rows().where('data_scope.id', '=', id).executeTakeFirstOrThrow()));
    },
  );

  app.post(
    '/remove',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Remove data scopes and their grants (platform administrator)',
        querystring: RemoveQuery,
        response: { 200: okSchema() },
      },
    },
    async (request) => {
      requirePlatformAdmin(request.viewer);
      const ids = removeIds(request);
      const found = await app.db.selectFrom('data_scope').select('id').where('id', 'in', ids).execute();
      if (found.length !== ids.length) throw notFound();
      // Roles that had the scope fall back to the next one they hold, or to their own records.
      const removed = await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('role_scope').where('scope_category', '=', 1).where('scope_id', 'in', ids).execute();
        return trx.deleteFrom('data_scope').where('id', 'in', ids).executeTakeFirst();
      });
      await invalidatePermissions(app);
      return ok(request, Number(removed.numDeletedRows));
    },
  );
}
