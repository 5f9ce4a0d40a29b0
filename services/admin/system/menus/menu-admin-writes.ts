import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { MenuCategory } from '../../../../db';
import { newId } from '../../../../db';
import { AppError, badRequest, notFound, ok, okOf } from '../../../platform/core';
import {
  descendantsOf,
  invalidatePermissions,
  isUniqueViolation,
  RemoveQuery,
  removeIds,
  requirePlatformAdmin,
} from '../../../identity/permissions';
import { allMenus, menuLinks, menuView, type MenuRow } from './menu-rows';
import { MenuAnswer } from './menu-schemas';
import { MenuBody, menuManage, tags } from './menu-requests';

/** `/submit` and `/remove`: the platform administrator's changes to menus and buttons. */
export async function menuAdminWrites(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

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
      const below = existing ? descendantsOf(menuLinks(menus), String(existing.id)) : new Set<string>();
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
