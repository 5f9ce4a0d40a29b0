import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyPassword } from '../../db';
import { langOf } from '../core';
import { checkClient } from './client-check';
import { loadSessionUser } from './session-user';
import { tokenService } from './tokens';

const TokenParams = Type.Object(
  {
    grant_type: Type.Optional(Type.String({ maxLength: 40 })),
    tenantId: Type.Optional(Type.String({ maxLength: 12 })),
    username: Type.Optional(Type.String({ maxLength: 100 })),
    password: Type.Optional(Type.String({ maxLength: 100 })),
    scope: Type.Optional(Type.String({ maxLength: 40 })),
    type: Type.Optional(Type.String({ maxLength: 40 })),
    signature: Type.Optional(Type.String({ maxLength: 200 })),
    refresh_token: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

const TEXT = {
  badClient: { zh: '客户端认证失败', en: 'Client authentication failed' },
  badGrant: { zh: '不支持的授权类型', en: 'Unsupported grant type' },
  badCredentials: { zh: '用户名或密码不正确', en: 'Wrong account or password' },
  missing: { zh: '请输入账号和密码', en: 'Account and password are required' },
} as const;

function oauthError(request: FastifyRequest, reply: FastifyReply, status: number, key: keyof typeof TEXT) {
  return reply.status(status).send({ error_code: status, error_description: TEXT[key][langOf(request)] });
}

/** `POST /api/blade-auth/oauth/token`: the password grant (the other grants come with the identity issue). */
export async function tokenRoutes(app: FastifyInstance): Promise<void> {
  const tokens = tokenService(app, app.config.accessTokenSeconds);
  app.post(
    '/oauth/token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Log in: answers the access and refresh tokens',
        querystring: TokenParams,
        body: Type.Optional(TokenParams),
        headers: Type.Object({ 'tenant-id': Type.Optional(Type.String({ maxLength: 12 })) }),
      },
    },
    async (request, reply) => {
      const params = { ...(request.query as object), ...((request.body as object | undefined) ?? {}) } as Record<string, string | undefined>;
      if (!(await checkClient(app.db, request.headers.authorization))) return oauthError(request, reply, 401, 'badClient');
      if ((params.grant_type ?? 'password') !== 'password') return oauthError(request, reply, 400, 'badGrant');
      const tenantId = params.tenantId || (request.headers['tenant-id'] as string | undefined) || '000000';
      if (!params.username || !params.password) return oauthError(request, reply, 400, 'missing');

      const row = await app.db
        .selectFrom('app_user')
        .select(['id', 'password_hash', 'status'])
        .where('tenant_id', '=', tenantId)
        .where('account', '=', params.username)
        .executeTakeFirst();
      const passwordOk = row ? await verifyPassword(params.password.toLowerCase(), row.password_hash) : false;
      const user = row && passwordOk && row.status === 1 ? await loadSessionUser(app.db, tenantId, String(row.id)) : null;
      if (!user) return oauthError(request, reply, 400, 'badCredentials');

      return reply.send({
        access_token: tokens.access(user.id, user.tenantId),
        refresh_token: tokens.refresh(user.id, user.tenantId),
        token_type: 'bearer',
        expires_in: tokens.accessSeconds,
        user_id: user.id,
        account: user.account,
        user_name: user.account,
        nick_name: user.name,
        real_name: user.name,
        role_name: user.roles.join(','),
        avatar: '',
        tenant_id: user.tenantId,
        license: 'powered by union-portal',
        detail: { ident: user.ident, unionId: user.unionId, unionName: user.unionName, isSub: user.isSub },
      });
    },
  );
}
