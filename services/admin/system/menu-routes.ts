import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Menu, MenuCategory } from '../../../db';
import { newId } from '../../../db';
import { AppError, badRequest, notFound, ok, okOf, ID_PATTERN } from '../../platform/core';
import { Buttons, GrantKeys, GrantTrees, MenuAnswer, MenuDetail, MenuTree, PickerTree, RouteTree, TopMenuEntry } from './menu-schemas';
import {
  descendantsOf,
  grantableBy,
  Id,
  IdListParam,
  invalidatePermissions,
  isUniqueViolation,
  nest,
  RemoveQuery,
  removeIds,
  requirePlatformAdmin,
  splitIds,
  withAncestors,
} from '../../identity/permissions';

const self = { permission: 'user.self' };
const roleManage = { permission: 'system.role.manage' };
const topMenuManage = { permission: 'system.topmenu.manage' };
const menuManage = { permission: 'system.menu.manage' };
const tags = ['menu'];

const RoutesQuery = Type.Object({ topMenuId: Type.Optional(Id) }, { additionalProperties: false });
const RoleKeysQuery = Type.Object({ roleIds: IdListParam }, { additionalProperties: false });
const TopKeysQuery = Type.Object({ topMenuIds: IdListParam }, { additionalProperties: false });
const ListQuery = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 60 })),
    code: Type.Optional(Type.String({ maxLength: 60 })),
    category: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  },
  { additionalProperties: false },
);
const DetailQuery = Type.Object({ id: Id }, { additionalProperties: false });
const NoQuery = Type.Object({}, { additionalProperties: false });
const MenuBody = Type.Object(
  {
    id: Type.Optional(Id),
    parentId: Type.Optional(Type.String({ pattern: ID_PATTERN, description: "Parent menu, or '0' for a root" })),
    code: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_.-]{0,59}$', description: 'Unique; fixed once created' }),
    name: Type.String({ minLength: 1, maxLength: 40 }),
    alias: Type.Optional(Type.String({ maxLength: 60, description: 'i18n key of the name' })),
    path: Type.Optional(Type.String({ maxLength: 200, description: 'Console route' })),
    source: Type.Optional(Type.String({ maxLength: 60, description: 'Icon' })),
    category: Type.Integer({ minimum: 1, maximum: 2, description: '1 menu, 2 button' }),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
    remark: Type.Optional(Type.String({ maxLength: 200 })),
    isOpen: Type.Optional(Type.Boolean({ description: 'Opens in a new window' })),
  },
  {
    additionalProperties: false,
    examples: [
      {
        parentId: '0',
        code: 'notice',
        name: '通知公告',
        alias: 'notice',
        path: '/notice/index',
        source: 'notification',
        category: 1,
        sort: 20,
      },
    ],
  },
);

type MenuRow = Pick<Menu, 'id' | 'parent_id' | 'code' | 'name' | 'alias' | 'path' | 'source' | 'category' | 'sort' | 'remark' | 'is_open'>;

function allMenus(db: Kysely<Database>) {
  return db
    .selectFrom('menu')
    .select(['id', 'parent_id', 'code', 'name', 'alias', 'path', 'source', 'category', 'sort', 'remark', 'is_open'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

const parentOf = (m: { parent_id: string | null }) => (m.parent_id === null ? '0' : String(m.parent_id));

function menuView(m: MenuRow) {
  return {
    id: String(m.id),
    parentId: parentOf(m),
    code: m.code,
    name: m.name,
    alias: m.alias,
    path: m.path ?? '',
    source: m.source ?? '',
    category: m.category,
    sort: m.sort,
    remark: m.remark ?? '',
    isOpen: m.is_open,
  };
}

/** A console route: the menu with the names the console's router and menu read. */
const routeView = (m: MenuRow) => ({ ...menuView(m), label: m.name, icon: m.source ?? '', meta: { i18n: m.alias } });

const pickerNode = (m: MenuRow) => ({
  id: String(m.id),
  parentId: parentOf(m),
  title: m.name,
  key: String(m.id),
  value: String(m.id),
  code: m.code,
  category: m.category,
  kind: 'menu' as const,
});

/** Scopes as leaves under the menus they belong to (and those menus' ancestors); scopes of no menu are roots. */
function scopeTree(menus: MenuRow[], scopes: { id: string; menu_id: string | null; scope_name: string; code: string }[]) {
  const links = menus.map((m) => ({ id: String(m.id), parentId: parentOf(m) }));
  const shown = withAncestors(
    links,
    scopes.flatMap((s) => (s.menu_id === null ? [] : [String(s.menu_id)])),
  );
  const menuNodes = menus.filter((m) => shown.has(String(m.id))).map(pickerNode);
  const leaves = scopes.map((s) => ({
    id: String(s.id),
    parentId: s.menu_id === null ? '0' : String(s.menu_id),
    title: s.scope_name,
    key: String(s.id),
    value: String(s.id),
    code: s.code,
    category: 0,
    kind: 'scope' as const,
  }));
  return nest([...menuNodes, ...leaves]);
}

/** `/api/blade-system/menu`: the caller's menus, buttons and top menu; the grant trees; the menu admin (platform only). */
export async function menuRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const topMenuOf = async (tenantId: string, id: string) => {
    const top = await app.db.selectFrom('top_menu').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    if (!top) throw notFound();
    const settings = await app.db.selectFrom('top_menu_setting').select('menu_id').where('top_menu_id', '=', id).execute();
    return new Set(settings.map((s) => String(s.menu_id)));
  };

  app.get(
    '/routes',
    {
      config: self,
      schema: {
        tags,
        summary: "The caller's menu tree (optionally of one top menu)",
        querystring: RoutesQuery,
        response: { 200: okOf(Type.Array(RouteTree)) },
      },
    },
    async (request) => {
      const { topMenuId } = request.query;
      const [menus, granted] = await Promise.all([allMenus(app.db), app.permissions.of(request.viewer)]);
      const routes = menus.filter((m) => m.category === 1);
      let shown = withAncestors(
        routes.map((m) => ({ id: String(m.id), parentId: parentOf(m) })),
        routes.map((m) => String(m.id)).filter((id) => granted.menuIds.has(id)),
      );
      if (topMenuId) {
        const inTop = await topMenuOf(request.viewer.tenantId, topMenuId);
        shown = new Set([...shown].filter((id) => inTop.has(id)));
      }
      return ok(request, nest(routes.filter((m) => shown.has(String(m.id))).map(routeView)));
    },
  );

  app.get(
    '/buttons',
    {
      config: self,
      schema: { tags, summary: "The caller's permission map: button code → true", querystring: NoQuery, response: { 200: okOf(Buttons) } },
    },
    async (request) => {
      const [menus, granted] = await Promise.all([allMenus(app.db), app.permissions.of(request.viewer)]);
      const map: Record<string, true> = {};
      for (const m of menus) if (m.category === 2 && granted.menuIds.has(String(m.id))) map[m.code] = true;
      return ok(request, map);
    },
  );

  app.get(
    '/top-menu',
    {
      config: self,
      schema: {
        tags,
        summary: 'The top menu entries the caller has menus under',
        querystring: NoQuery,
        response: { 200: okOf(Type.Array(TopMenuEntry)) },
      },
    },
    async (request) => {
      const granted = await app.permissions.of(request.viewer);
      const tops = await app.db
        .selectFrom('top_menu')
        .select(['id', 'code', 'name', 'source', 'path', 'sort'])
        .where('tenant_id', '=', request.viewer.tenantId)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const settings = tops.length
        ? await app.db
            .selectFrom('top_menu_setting')
            .select(['top_menu_id', 'menu_id'])
            .where(
              'top_menu_id',
              'in',
              tops.map((t) => t.id),
            )
            .execute()
        : [];
      const reachable = new Set(settings.filter((s) => granted.menuIds.has(String(s.menu_id))).map((s) => String(s.top_menu_id)));
      return ok(
        request,
        tops
          .filter((t) => reachable.has(String(t.id)))
          .map((t) => ({ id: String(t.id), code: t.code, name: t.name, source: t.source ?? '', path: t.path ?? '', sort: t.sort })),
      );
    },
  );

  app.get(
    '/grant-tree',
    {
      config: roleManage,
      schema: {
        tags,
        summary: 'What the caller may grant: menu, data-scope and API-scope trees',
        querystring: NoQuery,
        response: { 200: okOf(GrantTrees) },
      },
    },
    async (request) => {
      const [menus, grantable, apiScopes, dataScopes] = await Promise.all([
        allMenus(app.db),
        grantableBy(app, request.viewer),
        app.db.selectFrom('api_scope').select(['id', 'menu_id', 'scope_name', 'resource_code as code']).orderBy('resource_code').execute(),
        app.db
          .selectFrom('data_scope')
          .select(['id', 'menu_id', 'scope_name', 'scope_type as code'])
          .orderBy('resource_code')
          .orderBy('id')
          .execute(),
      ]);
      const menuIds = grantable.menuIds;
      const apiIds = grantable.apiScopeIds;
      return ok(request, {
        menu: nest(menus.filter((m) => !menuIds || menuIds.has(String(m.id))).map(pickerNode)),
        dataScope: scopeTree(menus, dataScopes),
        apiScope: scopeTree(
          menus,
          apiScopes.filter((s) => !apiIds || apiIds.has(String(s.id))),
        ),
      });
    },
  );

  app.get(
    '/role-tree-keys',
    {
      config: roleManage,
      schema: { tags, summary: 'The ids granted to roles', querystring: RoleKeysQuery, response: { 200: okOf(GrantKeys) } },
    },
    async (request) => {
      const roleIds = splitIds(request.query.roleIds);
      const tenantId = request.viewer.tenantId;
      const roles = await app.db.selectFrom('role').select('id').where('tenant_id', '=', tenantId).where('id', 'in', roleIds).execute();
      if (roles.length !== roleIds.length) throw notFound();
      const [menus, scopes] = await Promise.all([
        app.db
          .selectFrom('role_menu')
          .select('menu_id')
          .distinct()
          .where('tenant_id', '=', tenantId)
          .where('role_id', 'in', roleIds)
          .execute(),
        app.db
          .selectFrom('role_scope')
          .select(['scope_category', 'scope_id'])
          .distinct()
          .where('tenant_id', '=', tenantId)
          .where('role_id', 'in', roleIds)
          .execute(),
      ]);
      return ok(request, {
        menu: menus.map((m) => String(m.menu_id)),
        dataScope: scopes.filter((s) => s.scope_category === 1).map((s) => String(s.scope_id)),
        apiScope: scopes.filter((s) => s.scope_category === 2).map((s) => String(s.scope_id)),
      });
    },
  );

  app.get(
    '/grant-top-tree',
    {
      config: topMenuManage,
      schema: {
        tags,
        summary: 'The menus a top menu can group',
        querystring: NoQuery,
        response: { 200: okOf(Type.Object({ menu: Type.Array(PickerTree) })) },
      },
    },
    async (request) => {
      const [menus, grantable] = await Promise.all([allMenus(app.db), grantableBy(app, request.viewer)]);
      const ids = grantable.menuIds;
      return ok(request, { menu: nest(menus.filter((m) => m.category === 1 && (!ids || ids.has(String(m.id)))).map(pickerNode)) });
    },
  );

  app.get(
    '/top-tree-keys',
    {
      config: topMenuManage,
      schema: {
        tags,
        summary: 'The menus top menus group',
        querystring: TopKeysQuery,
        response: { 200: okOf(Type.Object({ menu: Type.Array(Type.String()) })) },
      },
    },
    async (request) => {
      const ids = splitIds(request.query.topMenuIds);
      const found = await app.db
        .selectFrom('top_menu')
        .select('id')
        .where('tenant_id', '=', request.viewer.tenantId)
        .where('id', 'in', ids)
        .execute();
      if (found.length !== ids.length) throw notFound();
      const settings = await app.db.selectFrom('top_menu_setting').select('menu_id').distinct().where('top_menu_id', 'in', ids).execute();
      return ok(request, { menu: settings.map((s) => String(s.menu_id)) });
    },
  );

  app.get(
    '/list',
    {
      config: menuManage,
      schema: {
        tags,
        summary: 'Every menu and button as a tree (flat when filtered)',
        querystring: ListQuery,
        response: { 200: okOf(Type.Array(MenuTree)) },
      },
    },
    async (request) => {
      const q = request.query;
      const rows = (await allMenus(app.db)).filter(
        (m) => (!q.name || m.name.includes(q.name)) && (!q.code || m.code.includes(q.code)) && (!q.category || m.category === q.category),
      );
      return ok(request, nest(rows.map(menuView)));
    },
  );

  app.get(
    '/tree',
    {
      config: menuManage,
      schema: { tags, summary: 'Menus as a parent picker', querystring: NoQuery, response: { 200: okOf(Type.Array(PickerTree)) } },
    },
    async (request) => ok(request, nest((await allMenus(app.db)).filter((m) => m.category === 1).map(pickerNode))),
  );

  app.get(
    '/detail',
    { config: menuManage, schema: { tags, summary: 'One menu', querystring: DetailQuery, response: { 200: okOf(MenuDetail) } } },
    async (request) => {
      const { id } = request.query;
      const menus = await allMenus(app.db);
      const m = menus.find((r) => String(r.id) === id);
      if (!m) throw notFound();
      return ok(request, { ...menuView(m), parentName: menus.find((p) => String(p.id) === parentOf(m))?.name ?? '' });
    },
  );

  app.post(
    '/submit',
    {
      config: menuManage,
      schema: {
        tags,
        summary: 'Create (no id) or update a menu (platform administrator)',
        body: MenuBody,
        response: { 200: okOf(MenuAnswer) },
      },
    },
    async (request) => {
      requirePlatformAdmin(request.viewer);
      const body = request.body;
      const menus = await allMenus(app.db);
      const existing = body.id ? menus.find((m) => String(m.id) === body.id) : undefined;
      if (body.id && !existing) throw notFound();
      // Buttons are looked up by code in the console and the honours rule names its menu by code.
      if (existing && existing.code !== body.code) throw badRequest('code', 'immutable', 'codeFixed');
      if (!existing && menus.some((m) => m.code === body.code)) throw badRequest('code', 'unique', 'menuCodeTaken');
      // Left out of an update, the parent stays; '0' is the root.
      const parentId = body.parentId === undefined ? (existing?.parent_id ?? null) : body.parentId === '0' ? null : body.parentId;
      const parent = parentId ? menus.find((m) => String(m.id) === parentId) : undefined;
      const links = menus.map((m) => ({ id: String(m.id), parentId: parentOf(m) }));
      const below = existing ? descendantsOf(links, String(existing.id)) : new Set<string>();
      const hasChildren = existing ? below.size > 1 : false;
      const badParent =
        (parentId && (!parent || parent.category !== 1 || below.has(parentId))) ||
        (body.category === 2 && !parentId) ||
        (body.category === 2 && hasChildren);
      if (badParent) throw badRequest('parentId', 'parent', 'menuParent');
      const values = {
        parent_id: parentId,
        name: body.name,
        alias: body.alias ?? existing?.alias ?? body.code,
        path: body.path ?? existing?.path ?? null,
        source: body.source ?? existing?.source ?? null,
        // The schema bounds it to 1..2 (kept an integer range for its validation message).
        category: body.category as MenuCategory,
        sort: body.sort ?? existing?.sort ?? 0,
        remark: body.remark ?? existing?.remark ?? null,
        is_open: body.isOpen ?? existing?.is_open ?? false,
      };
      let row: MenuRow;
      try {
        row = existing
          ? await app.db.updateTable('menu').set(values).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow()
          : await app.db
              .insertInto('menu')
              .values({ id: newId(), code: body.code, ...values })
              .returningAll()
              .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('code', 'unique', 'menuCodeTaken');
        throw error;
      }
      await invalidatePermissions(app);
      return ok(request, menuView(row));
    },
  );

  app.post(
    '/remove',
    {
      config: menuManage,
      schema: {
        tags,
        summary: 'Remove menus with no children and no scopes (platform administrator)',
        querystring: RemoveQuery,
        response: { 200: okOf(Type.Integer({ description: 'Menus removed' })) },
      },
    },
    async (request) => {
      requirePlatformAdmin(request.viewer);
      const ids = removeIds(request);
      const found = await app.db.selectFrom('menu').select('id').where('id', 'in', ids).execute();
      if (found.length !== ids.length) throw notFound();
      const [child, api, data] = await Promise.all([
        app.db.selectFrom('menu').select('id').where('parent_id', 'in', ids).where('id', 'not in', ids).limit(1).executeTakeFirst(),
        app.db.selectFrom('api_scope').select('id').where('menu_id', 'in', ids).limit(1).executeTakeFirst(),
        app.db.selectFrom('data_scope').select('id').where('menu_id', 'in', ids).limit(1).executeTakeFirst(),
      ]);
      if (child || api || data) throw new AppError(409, 'menuInUse');
      // Grants, top-menu groupings and sub-account grants of the menus go with them (foreign keys cascade).
      const removed = await app.db.deleteFrom('menu').where('id', 'in', ids).executeTakeFirst();
      await invalidatePermissions(app);
      return ok(request, Number(removed.numDeletedRows));
    },
  );
}
