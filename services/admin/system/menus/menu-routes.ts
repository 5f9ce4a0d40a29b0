import type { FastifyInstance } from 'fastify';
import { menuAdminReads } from './menu-admin-reads';
import { menuAdminWrites } from './menu-admin-writes';
import { ownMenuRoutes } from './own-menu-routes';
import { roleGrantRoutes } from './role-grant-routes';
import { topGrantRoutes } from './top-grant-routes';
import { topMenuBarRoutes } from './top-menu-routes';

/**
 * `/api/blade-system/menu`: the caller's menus, buttons and top menu; the grant trees; the menu
 * admin (platform only). Each part adds its routes to this same plugin, so prefix, hooks and
 * permissions are the ones `app.ts` registers it with.
 */
export async function menuRoutes(fastify: FastifyInstance): Promise<void> {
  await ownMenuRoutes(fastify);
  await topMenuBarRoutes(fastify);
  await roleGrantRoutes(fastify);
  await topGrantRoutes(fastify);
  await menuAdminReads(fastify);
  await menuAdminWrites(fastify);
}
