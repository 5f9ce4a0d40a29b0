import type {} from '@fastify/rate-limit';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { accountsWithUnion, newId, verifyPassword } from '../../../db';
import { checkPhone, MD5_DIGEST, newPasswordHash, setPassword } from '../accounts';
import { badRequest, forbidden, ok, okBoolean, okOf } from '../../platform/core';
import { IdString, ShortText } from './schema-parts';

const SavePwdBody = Type.Object(
  {
    oldPwd: Type.String({ maxLength: 64, description: 'MD5 (lower-case hex) of the current password, as at login' }),
    pwd: Type.String({ maxLength: 100, description: 'The new password as typed (checked against the policy)' }),
    pwd1: Type.String({ maxLength: 100, description: 'The new password again' }),
  },
  { additionalProperties: false, examples: [{ oldPwd: 'e10adc3949ba59abbe56e057f20f883e', pwd: 'New-Passw0rd!', pwd1: 'New-Passw0rd!' }] },
);

const LinkBody = Type.Object(
  {
    linkName: ShortText(50, 'Contact person'),
    linkPhone: ShortText(20, 'Contact mobile number'),
  },
  { additionalProperties: false, examples: [{ linkName: '王芳', linkPhone: '13800138000' }] },
);

const ErrorLogEntry = Type.Object(
  {
    url: Type.Optional(ShortText(2000)),
    time: Type.Optional(ShortText(40)),
    type: Type.Optional(ShortText(40)),
    message: Type.Optional(ShortText(2000)),
    stack: Type.Optional(ShortText(20000)),
    info: Type.Optional(ShortText(4000)),
  },
  { additionalProperties: false },
);
const SendLogsBody = Type.Array(ErrorLogEntry, {
  minItems: 1,
  maxItems: 50,
  description: 'A batch of client-side errors',
  examples: [
    [
      {
        url: '/myunion/info',
        time: '2026-11-21 10:00:00',
        type: 'error',
        message: 'Cannot read properties of undefined',
        stack: 'TypeError: ...',
        info: 'render function',
      },
    ],
  ],
});

const ProfileBody = Type.Object(
  {
    id: Type.Optional(IdString),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    realName: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    phone: Type.Optional(ShortText(20)),
    email: Type.Optional(Type.String({ maxLength: 100, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' })),
    avatar: Type.Optional(ShortText(500)),
  },
  {
    additionalProperties: false,
    description: 'The own profile; tenant, roles and password are not part of it (an unknown key is a 400)',
    examples: [{ name: '智联科技工会', realName: '王芳', phone: '13800138000', email: 'union@example.com', avatar: '' }],
  },
);

/** The own profile as /info answers it. */
const ProfileView = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  account: Type.String(),
  name: Type.String(),
  realName: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  avatar: Type.String(),
  ident: Type.String(),
  isSub: Type.Boolean(),
  unionId: Type.String(),
  unionName: Type.String(),
});

/** The contact person and phone of the own union. */
const LinkView = Type.Object({ linkName: Type.String(), linkPhone: Type.String() });

function profileView(row: {
  id: string;
  tenant_id: string;
  account: string;
  name: string;
  real_name: string;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  ident: string;
  is_sub: boolean;
  union_id: string;
  union_name: string;
}) {
  return {
    id: String(row.id),
    tenantId: row.tenant_id,
    account: row.account,
    name: row.name,
    realName: row.real_name,
    phone: row.phone ?? '',
    email: row.email ?? '',
    avatar: row.avatar ?? '',
    ident: row.ident,
    isSub: row.is_sub,
    unionId: String(row.union_id),
    unionName: row.union_name,
  };
}

/** `/api/blade-user`: what a logged-in account does to itself (profile, password, contact, error logs). */
export async function selfRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['user'];
  const self = { permission: 'user.self' };

  const loadProfile = (tenantId: string, id: string) =>
    accountsWithUnion(app.db)
      .select([
        'u.id',
        'u.tenant_id',
        'u.account',
        'u.name',
        'u.real_name',
        'u.phone',
        'u.email',
        'u.avatar',
        'u.ident',
        'u.is_sub',
        'u.union_id',
      ])
      .where('u.tenant_id', '=', tenantId)
      .where('u.id', '=', id)
      .executeTakeFirstOrThrow();

  app.get('/info', { config: self, schema: { tags, summary: 'The own profile', response: { 200: okOf(ProfileView) } } }, async (request) =>
    ok(request, profileView(await loadProfile(request.viewer.tenantId, request.viewer.id))),
  );

  app.post(
    '/update-info',
    { config: self, schema: { tags, summary: 'Update the own profile', body: ProfileBody, response: { 200: okOf(ProfileView) } } },
    async (request) => {
      const body = request.body;
      const { viewer } = request;
      // The console sends the whole profile back, its own id included; any other id is refused.
      if (body.id !== undefined && body.id !== viewer.id) throw forbidden();
      const phone = body.phone === undefined || body.phone === '' ? body.phone : checkPhone('phone', body.phone);
      await app.db
        .updateTable('app_user')
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.realName !== undefined ? { real_name: body.realName } : {}),
          ...(phone !== undefined ? { phone: phone || null } : {}),
          ...(body.email !== undefined ? { email: body.email || null } : {}),
          ...(body.avatar !== undefined ? { avatar: body.avatar || null } : {}),
          update_time: new Date(),
        })
        .where('tenant_id', '=', viewer.tenantId)
        .where('id', '=', viewer.id)
        .execute();
      // The app_user trigger tells every replica, this one too, but the caller's next request may
      // come first: this replica reads the account afresh from now on (read your own writes).
      app.authState.forget({ kind: 'user', id: viewer.id });
      return ok(request, profileView(await loadProfile(viewer.tenantId, viewer.id)));
    },
  );

  app.post(
    '/user/savePwd',
    {
      config: {
        ...self,
        // A stolen session must not be able to guess the old password at leisure.
        rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: (request) => `savePwd:${String(request.headers['miidc-auth'])}` },
      },
      schema: { tags, summary: 'Change the own password', body: SavePwdBody, response: { 200: okBoolean() } },
    },
    async (request) => {
      const { oldPwd, pwd, pwd1 } = request.body;
      const { viewer } = request;
      const row = await app.db
        .selectFrom('app_user')
        .select('password_hash')
        .where('tenant_id', '=', viewer.tenantId)
        .where('id', '=', viewer.id)
        .executeTakeFirstOrThrow();
      const digest = oldPwd.toLowerCase();
      if (!MD5_DIGEST.test(digest) || !(await verifyPassword(digest, row.password_hash))) {
        throw badRequest('oldPwd', 'match', 'oldPasswordWrong');
      }
      if (pwd !== pwd1) throw badRequest('pwd1', 'match', 'passwordMismatch');
      const hash = await newPasswordHash('pwd', pwd, [row.password_hash]);
      await app.db.transaction().execute(async (trx) => setPassword(trx, viewer.tenantId, viewer.id, hash));
      return ok(request, true);
    },
  );

  app.get(
    '/user/getLink',
    { config: self, schema: { tags, summary: 'The contact person and phone', response: { 200: okOf(LinkView) } } },
    async (request) => {
      const row = await app.db
        .selectFrom('app_user')
        .select(['link_name', 'link_phone'])
        .where('tenant_id', '=', request.viewer.tenantId)
        .where('id', '=', request.viewer.id)
        .executeTakeFirstOrThrow();
      return ok(request, { linkName: row.link_name ?? '', linkPhone: row.link_phone ?? '' });
    },
  );

  app.post(
    '/user/saveLink',
    { config: self, schema: { tags, summary: 'Save the contact person and phone', body: LinkBody, response: { 200: okOf(LinkView) } } },
    async (request) => {
      const body = request.body;
      const linkName = body.linkName.trim();
      if (!linkName) throw badRequest('linkName', 'required', 'linkNameRequired');
      const linkPhone = checkPhone('linkPhone', body.linkPhone);
      await app.db
        .updateTable('app_user')
        .set({ link_name: linkName, link_phone: linkPhone, update_time: new Date() })
        .where('tenant_id', '=', request.viewer.tenantId)
        .where('id', '=', request.viewer.id)
        .execute();
      return ok(request, { linkName, linkPhone });
    },
  );

  app.post(
    '/user/send-logs',
    {
      config: {
        ...self,
        rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => `send-logs:${String(request.headers['miidc-auth'])}` },
      },
      schema: {
        tags,
        summary: 'Store a batch of client-side error logs',
        body: SendLogsBody,
        response: { 200: okOf(Type.Integer({ description: 'How many entries were stored' })) },
      },
    },
    async (request) => {
      const entries = request.body;
      const { viewer } = request;
      await app.db
        .insertInto('error_log')
        .values(
          entries.map((e) => ({
            id: newId(),
            tenant_id: viewer.tenantId,
            user_id: viewer.id,
            url: e.url ?? '',
            time: e.time ?? '',
            type: e.type ?? '',
            message: e.message ?? '',
            stack: e.stack ?? '',
            info: e.info ?? '',
          })),
        )
        .execute();
      return ok(request, entries.length);
    },
  );
}
