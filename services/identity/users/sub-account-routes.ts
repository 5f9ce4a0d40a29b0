import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db';
import type { SessionUser } from '../auth';
import { checkAccountName, checkPhone, createAccount, newPasswordHash, setPassword } from '../accounts';
import {
  badRequest,
  containing,
  forbidden,
  formatTime,
  notFound,
  ok,
  okBoolean,
  okOf,
  okPageOf,
  pageOf,
  paginate,
} from '../../platform/core';
import { descendantsOf, invalidatePermissions, nest } from '../permissions';
import { IdQuery } from './schema-parts';
import { GrantableMenuTree, SubPageQuery, SubSaveBody, SubUpdateBody, SubView } from './sub-account-schemas';

/** The menu that manages sub-accounts: never granted to one, since a sub-account cannot have its own. */
const SUB_ACCOUNT_MENU = 'subaccount';
const SUB_SORTS = { account: 'account', name: 'name', createTime: 'create_time' } as const;

/** Only a main account manages sub-accounts. */
function mainAccount(viewer: SessionUser): SessionUser {
  if (viewer.isSub) throw forbidden('subNotAllowed');
  return viewer;
}

/** The main account's own sub-account; 404 for anyone else's, as for a missing one. */
async function ownSub(db: Kysely<Database> | Transaction<Database>, main: SessionUser, id: string) {
  const row = await db
    .selectFrom('app_user')
    .select(['id', 'account', 'name', 'real_name', 'phone', 'status', 'create_time', 'password_hash'])
    .where('tenant_id', '=', main.tenantId)
    .where('parent_user_id', '=', main.id)
    .where('is_sub', '=', true)
    .where('is_deleted', '=', false)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** `/api/blade-user/sub` and `/api/blade-user/cropmenu`: a main account's sub-accounts and the menus it may grant them. */
export async function subAccountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['sub-account'];
  const config = { permission: 'user.sub.manage' };

  /** The menus (and buttons) the main account sees, less the sub-account screen. */
  async function grantableMenus(main: SessionUser) {
    const held = (await app.permissions.of(main)).menuIds;
    const menus = await app.db
      .selectFrom('menu')
      .select(['id', 'parent_id', 'code', 'name', 'path', 'category', 'sort'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const rows = menus.map((m) => ({ ...m, id: String(m.id), parentId: m.parent_id === null ? '0' : String(m.parent_id) }));
    const subMenu = rows.find((m) => m.code === SUB_ACCOUNT_MENU);
    const excluded = subMenu ? descendantsOf(rows, subMenu.id) : new Set<string>();
    return rows.filter((m) => held.has(m.id) && !excluded.has(m.id));
  }

  async function checkGrant(main: SessionUser, menuIds: string[]): Promise<string[]> {
    if (menuIds.length === 0) return [];
    const allowed = new Set((await grantableMenus(main)).map((m) => m.id));
    if (menuIds.some((id) => !allowed.has(id))) throw badRequest('menuIds', 'subset', 'menuNotGranted');
    return menuIds;
  }

  async function replaceGrant(trx: Transaction<Database>, main: SessionUser, subId: string, menuIds: string[]) {
    await trx.deleteFrom('user_menu').where('tenant_id', '=', main.tenantId).where('user_id', '=', subId).execute();
    if (menuIds.length) {
      await trx
        .insertInto('user_menu')
        .values(menuIds.map((menuId) => ({ user_id: subId, menu_id: menuId, tenant_id: main.tenantId })))
        .execute();
    }
  }

  app.get(
    '/cropmenu/tree',
    { config, schema: { tags, summary: 'The menus the main account may grant', response: { 200: okOf(Type.Array(GrantableMenuTree)) } } },
    async (request) => {
      const menus = await grantableMenus(mainAccount(request.viewer));
      return ok(
        request,
        nest(
          menus.map((m) => ({
            id: m.id,
            parentId: m.parentId,
            title: m.name,
            key: m.id,
            value: m.id,
            code: m.code,
            path: m.path ?? '',
            category: m.category,
          })),
        ),
      );
    },
  );

  app.get(
    '/sub/page',
    {
      config,
      schema: { tags, summary: 'One page of the own sub-accounts', querystring: SubPageQuery, response: { 200: okPageOf(SubView) } },
    },
    async (request) => {
      const main = mainAccount(request.viewer);
      const q = request.query;
      let rows = app.db
        .selectFrom('app_user')
        .where('tenant_id', '=', main.tenantId)
        .where('parent_user_id', '=', main.id)
        .where('is_sub', '=', true)
        .where('is_deleted', '=', false);
      if (q.account) rows = rows.where('account', 'ilike', containing(q.account));
      if (q.name) rows = rows.where('name', 'ilike', containing(q.name));
      const { records, total } = await paginate(rows.select(['id', 'account', 'name', 'real_name', 'phone', 'status', 'create_time']), q, {
        allow: SUB_SORTS,
        fallback: [{ column: 'create_time', direction: 'desc' }],
        tieBreaker: { column: 'id', direction: 'desc' },
      });
      return ok(request, pageOf(records.map(subView), total, q));
    },
  );

  app.post(
    '/sub/save',
    {
      config,
      schema: { tags, summary: 'Create a sub-account with a subset of the own menus', body: SubSaveBody, response: { 200: okOf(SubView) } },
    },
    async (request) => {
      const main = mainAccount(request.viewer);
      const body = request.body;
      const account = checkAccountName('account', body.account.trim());
      const phone = body.phone ? checkPhone('phone', body.phone) : null;
      const menuIds = await checkGrant(main, body.menuIds ?? []);
      // As typed, so the policy can be checked: an MD5 from the console would skip it.
      const passwordHash = await newPasswordHash('password', body.password);
      const roles = await app.db
        .selectFrom('user_role')
        .select('role_id')
        .where('tenant_id', '=', main.tenantId)
        .where('user_id', '=', main.id)
        .execute();
      const id = await app.db.transaction().execute(async (trx) => {
        // The sub-account acts for the same union with the same roles; user_menu narrows what it sees.
        const subId = await createAccount(trx, {
          tenantId: main.tenantId,
          account,
          name: body.name,
          realName: body.realName || body.name,
          phone,
          ident: main.ident,
          unionId: main.unionId,
          passwordHash,
          roleIds: roles.map((r) => String(r.role_id)),
          isSub: true,
          parentUserId: main.id,
        });
        await replaceGrant(trx, main, subId, menuIds);
        return subId;
      });
      return ok(request, subView(await ownSub(app.db, main, id)));
    },
  );

  app.post(
    '/sub/update',
    {
      config,
      schema: {
        tags,
        summary: 'Update a sub-account (name, phone, password, status, menus)',
        body: SubUpdateBody,
        response: { 200: okOf(SubView) },
      },
    },
    async (request) => {
      const main = mainAccount(request.viewer);
      const body = request.body;
      const sub = await ownSub(app.db, main, body.id);
      const phone = body.phone === undefined || body.phone === '' ? body.phone : checkPhone('phone', body.phone);
      const menuIds = body.menuIds ? await checkGrant(main, body.menuIds) : undefined;
      const passwordHash = body.password ? await newPasswordHash('password', body.password, [sub.password_hash]) : undefined;
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('app_user')
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.realName !== undefined ? { real_name: body.realName } : {}),
            ...(phone !== undefined ? { phone: phone || null } : {}),
            ...(body.status !== undefined ? { status: body.status } : {}),
            update_time: new Date(),
          })
          .where('tenant_id', '=', main.tenantId)
          .where('id', '=', body.id)
          .execute();
        if (passwordHash) await setPassword(trx, main.tenantId, body.id, passwordHash);
        if (menuIds) await replaceGrant(trx, main, body.id, menuIds);
      });
      await invalidatePermissions(app, body.id);
      return ok(request, subView(await ownSub(app.db, main, body.id)));
    },
  );

  app.get(
    '/sub/remove',
    { config, schema: { tags, summary: 'Remove a sub-account', querystring: IdQuery, response: { 200: okBoolean() } } },
    async (request) => {
      const main = mainAccount(request.viewer);
      const { id } = request.query;
      await ownSub(app.db, main, id);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('app_user')
          .set({ is_deleted: true, status: 0, update_time: new Date() })
          .where('tenant_id', '=', main.tenantId)
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('user_menu').where('tenant_id', '=', main.tenantId).where('user_id', '=', id).execute();
      });
      await invalidatePermissions(app, id);
      return ok(request, true);
    },
  );

  app.get(
    '/sub/getSubPerm',
    {
      config,
      schema: {
        tags,
        summary: 'The menu ids granted to a sub-account',
        querystring: IdQuery,
        response: { 200: okOf(Type.Array(Type.String())) },
      },
    },
    async (request) => {
      const main = mainAccount(request.viewer);
      const { id } = request.query;
      await ownSub(app.db, main, id);
      const rows = await app.db
        .selectFrom('user_menu')
        .select('menu_id')
        .where('tenant_id', '=', main.tenantId)
        .where('user_id', '=', id)
        .orderBy('menu_id')
        .execute();
      return ok(
        request,
        rows.map((r) => String(r.menu_id)),
      );
    },
  );
}

function subView(r: {
  id: string;
  account: string;
  name: string;
  real_name: string;
  phone: string | null;
  status: number;
  create_time: Date;
}) {
  return {
    id: String(r.id),
    account: r.account,
    name: r.name,
    realName: r.real_name,
    phone: r.phone ?? '',
    status: r.status,
    createTime: formatTime(r.create_time),
  };
}
