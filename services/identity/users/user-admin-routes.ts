import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { clearLoginFailures, type Database, type Ident } from '../../../db';
import { assertAccountFree, checkAccountName, checkPhone, createAccount, newPasswordHash, roleIdsByAlias, setPassword } from '../accounts';
import { badRequest, containing, langOf, notFound, ok, okOf, okPageOf, pageOf, paginate } from '../../platform/core';
import { invalidatePermissions, removeIds, requireLiveRows, tenantFor } from '../permissions';
import { assertGrantableRoles } from './role-grants';
import { DetailQuery, ResetBody, UserBody, UserListQuery, UserRemoveQuery, UserViewSchema } from './user-admin-schemas';
import { userRows, userView } from './user-view';

const USER_SORTS = { account: 'u.account', name: 'u.name', realName: 'u.real_name', createTime: 'u.create_time', id: 'u.id' } as const;
/** The union kind each identity belongs to, and the identity role it holds by default. */
const UNION_KIND: Record<Ident, 'corp' | 'launion' | 'federation'> = {
  corp: 'corp',
  launion: 'launion',
  federation: 'federation',
  admin: 'federation',
};
const IDENT_ROLE: Record<Ident, string> = { corp: 'corp', launion: 'launion', federation: 'federation', admin: 'administrator' };

async function checkUnionFits(db: Kysely<Database>, tenantId: string, unionId: string, ident: Ident) {
  const union = await db
    .selectFrom('union_org')
    .select('kind')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', unionId)
    .executeTakeFirst();
  if (!union) throw badRequest('unionId', 'exists', 'unionRequired');
  if (union.kind !== UNION_KIND[ident]) throw badRequest('ident', 'union', 'identUnionMismatch');
}

async function checkInTenant(db: Kysely<Database>, table: 'dept' | 'post', tenantId: string, id: string | undefined, field: string) {
  if (!id) return null;
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  if (!row) throw badRequest(field, 'exists', 'notFound');
  return id;
}

/** `/api/blade-user/user`: the user admin screen (tenant-scoped; a platform administrator may name the tenant). */
export async function userAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['user'];
  const config = { permission: 'system.user.manage' };

  app.get(
    '/user/list',
    { config, schema: { tags, summary: 'One page of accounts', querystring: UserListQuery, response: { 200: okPageOf(UserViewSchema) } } },
    async (request) => {
      const q = request.query;
      const tenantId = tenantFor(request.viewer, q.tenantId);
      let rows = userRows(app.db).where('u.tenant_id', '=', tenantId);
      if (q.account) rows = rows.where('u.account', 'ilike', containing(q.account));
      if (q.realName) rows = rows.where('u.real_name', 'ilike', containing(q.realName));
      if (q.ident) rows = rows.where('u.ident', '=', q.ident);
      if (q.unionId) rows = rows.where('u.union_id', '=', q.unionId);
      if (q.deptId) rows = rows.where('u.dept_id', '=', q.deptId);
      if (q.status !== undefined) rows = rows.where('u.status', '=', q.status);
      const { records, total } = await paginate(rows, q, {
        allow: USER_SORTS,
        fallback: [{ column: 'u.create_time', direction: 'desc' }],
        tieBreaker: { column: 'u.id', direction: 'desc' },
      });
      return ok(
        request,
        pageOf(
          records.map((r) => userView(r, langOf(request))),
          total,
          q,
        ),
      );
    },
  );

  app.get(
    '/user/detail',
    { config, schema: { tags, summary: 'One account', querystring: DetailQuery, response: { 200: okOf(UserViewSchema) } } },
    async (request) => {
      const q = request.query;
      const tenantId = tenantFor(request.viewer, q.tenantId);
      const row = await userRows(app.db).where('u.tenant_id', '=', tenantId).where('u.id', '=', q.id).executeTakeFirst();
      if (!row) throw notFound();
      return ok(request, userView(row, langOf(request)));
    },
  );

  app.post(
    '/user/submit',
    {
      config,
      schema: {
        tags,
        summary: 'Create an account, or update it when id is given',
        body: UserBody,
        response: { 200: okOf(UserViewSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const { viewer } = request;
      const tenantId = tenantFor(viewer, body.tenantId);
      const account = checkAccountName('account', body.account.trim());
      const phone = body.phone ? checkPhone('phone', body.phone) : null;
      await checkUnionFits(app.db, tenantId, body.unionId, body.ident);
      const deptId = await checkInTenant(app.db, 'dept', tenantId, body.deptId || undefined, 'deptId');
      const postId = await checkInTenant(app.db, 'post', tenantId, body.postId || undefined, 'postId');
      const requestedRoles = body.roleId ? [...new Set(body.roleId.split(','))] : null;
      const identityRole = () => roleIdsByAlias(app.db, tenantId, [IDENT_ROLE[body.ident]]);

      if (!body.id) {
        const roleIds = requestedRoles ?? (await identityRole());
        await assertGrantableRoles(app, viewer, tenantId, roleIds);
        const id = await createAccount(app.db, {
          tenantId,
          account,
          name: body.name,
          realName: body.realName || body.name,
          phone,
          email: body.email || null,
          ident: body.ident,
          unionId: body.unionId,
          passwordHash: await newPasswordHash('password', body.password),
          roleIds,
          deptId,
          postId,
        });
        const row = await userRows(app.db).where('u.tenant_id', '=', tenantId).where('u.id', '=', id).executeTakeFirstOrThrow();
        return ok(request, userView(row, langOf(request)));
      }

      if (body.password !== undefined) throw badRequest('password', 'reset', 'passwordByReset');
      const id = body.id;
      const existing = await app.db
        .selectFrom('app_user')
        .select(['account', 'ident', 'union_id', 'is_sub'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('is_deleted', '=', false)
        .executeTakeFirst();
      if (!existing) throw notFound();
      // A sub-account acts for its main account's union, as its main account does.
      if (existing.is_sub && (existing.ident !== body.ident || String(existing.union_id) !== body.unionId)) {
        throw badRequest('unionId', 'sub', 'identUnionMismatch');
      }
      if (id === viewer.id && body.status === 0) throw badRequest('status', 'self', 'removeSelf');
      // Roles left out stay as they are, unless the identity changes: then it brings its own role.
      const roleIds = requestedRoles ?? (existing.ident !== body.ident ? await identityRole() : null);
      if (roleIds) await assertGrantableRoles(app, viewer, tenantId, roleIds);
      await app.db.transaction().execute(async (trx) => {
        if (existing.account.toLowerCase() !== account.toLowerCase()) await assertAccountFree(trx, tenantId, account);
        await trx
          .updateTable('app_user')
          .set({
            account,
            name: body.name,
            real_name: body.realName || body.name,
            phone,
            email: body.email || null,
            ident: body.ident,
            union_id: body.unionId,
            dept_id: deptId,
            post_id: postId,
            ...(body.status !== undefined ? { status: body.status } : {}),
            update_time: new Date(),
          })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', id)
          .execute();
        if (!roleIds) return;
        await trx.deleteFrom('user_role').where('tenant_id', '=', tenantId).where('user_id', '=', id).execute();
        if (roleIds.length) {
          await trx
            .insertInto('user_role')
            .values(roleIds.map((roleId) => ({ user_id: id, role_id: roleId, tenant_id: tenantId })))
            .execute();
        }
      });
      // Roles and status decide what the account may do: cached sessions and grants must be read again.
      await invalidatePermissions(app, id);
      const row = await userRows(app.db).where('u.tenant_id', '=', tenantId).where('u.id', '=', id).executeTakeFirstOrThrow();
      return ok(request, userView(row, langOf(request)));
    },
  );

  app.post(
    '/user/remove',
    {
      config,
      schema: {
        tags,
        summary: 'Remove accounts (and their sub-accounts)',
        querystring: UserRemoveQuery,
        response: { 200: okOf(Type.Integer({ description: 'How many accounts were removed' })) },
      },
    },
    async (request) => {
      const { viewer } = request;
      const tenantId = tenantFor(viewer, request.query.tenantId);
      const ids = removeIds(request);
      if (ids.includes(viewer.id)) throw badRequest('ids', 'self', 'removeSelf');
      const removed = await app.db.transaction().execute(async (trx) => {
        await requireLiveRows(trx, 'app_user', tenantId, ids);
        const rows = await trx
          .updateTable('app_user')
          .set({ is_deleted: true, status: 0, update_time: new Date() })
          .where('tenant_id', '=', tenantId)
          .where((eb) => eb.or([eb('id', 'in', ids), eb('parent_user_id', 'in', ids)]))
          .where('is_deleted', '=', false)
          .returning('id')
          .execute();
        return rows.map((r) => String(r.id));
      });
      for (const id of removed) await invalidatePermissions(app, id);
      return ok(request, removed.length);
    },
  );

  app.post(
    '/user/reset-password',
    {
      config,
      schema: {
        tags,
        summary: 'Set a new password for accounts',
        body: ResetBody,
        response: { 200: okOf(Type.Integer({ description: 'How many accounts got the password' })) },
      },
    },
    async (request) => {
      const body = request.body;
      const tenantId = tenantFor(request.viewer, body.tenantId);
      const ids = [...new Set(body.userIds.split(',').filter(Boolean))];
      if (ids.length === 0) throw badRequest('userIds', 'required', 'selectAtLeastOne');
      await app.db.transaction().execute(async (trx) => {
        await requireLiveRows(trx, 'app_user', tenantId, ids);
        const accounts = await trx
          .selectFrom('app_user')
          .select(['account', 'password_hash'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', ids)
          .execute();
        const hash = await newPasswordHash(
          'password',
          body.password,
          accounts.map((a) => a.password_hash),
        );
        for (const id of ids) await setPassword(trx, tenantId, id, hash);
        // A reset unlocks the accounts, from every source their failed logins came from.
        await clearLoginFailures(
          trx,
          tenantId,
          accounts.map((a) => a.account),
        );
      });
      return ok(request, ids.length);
    },
  );
}
