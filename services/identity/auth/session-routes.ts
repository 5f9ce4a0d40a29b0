import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { accountProfile, revokeSession } from '../../../db';
import { ok, okSchema } from '../../platform/core';

/** The API scope of a session's calls about itself, which every role and sub-account keeps. */
const SELF = 'user.self';

const NoQuery = Type.Object({}, { additionalProperties: false });

const UserInfo = Type.Object({
  user_id: Type.String(),
  user_name: Type.String(),
  account: Type.String(),
  nick_name: Type.String(),
  real_name: Type.String(),
  avatar: Type.String(),
  oauth_id: Type.String(),
  tenant_id: Type.String(),
  roles: Type.Array(Type.String()),
  role_name: Type.String(),
  detail: Type.Object({ ident: Type.String(), unionId: Type.String(), unionName: Type.String(), isSub: Type.Boolean() }),
});

/** `user-info`, `logout` and `clear-cache`: calls of a logged-in session about itself. */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/oauth/user-info',
    {
      config: { permission: SELF },
      schema: {
        tags: ['auth'],
        summary: 'The logged-in account, its roles and its union',
        querystring: NoQuery,
        response: { 200: okSchema(UserInfo) },
      },
    },
    async (request) => {
      const user = request.viewer;
      const profile = await accountProfile(app.db, user.tenantId, user.id);
      return ok(request, {
        user_id: user.id,
        user_name: user.account,
        account: user.account,
        nick_name: user.name,
        real_name: profile.realName || user.name,
        avatar: profile.avatar,
        oauth_id: profile.oauthId,
        tenant_id: user.tenantId,
        roles: user.roles,
        role_name: user.roles.join(','),
        detail: { ident: user.ident, unionId: user.unionId, unionName: user.unionName, isSub: user.isSub },
      });
    },
  );

  app.get(
    '/oauth/logout',
    {
      config: { permission: SELF },
      schema: {
        tags: ['auth'],
        summary: 'Ends the session: its access and refresh tokens stop working at once, on every API replica',
        querystring: NoQuery,
        response: { 200: okSchema(Type.Boolean()) },
      },
    },
    async (request) => {
      const sid = request.authClaims?.sid;
      if (sid) {
        // The auth_session trigger tells the other replicas when this commits.
        await revokeSession(app.db, sid, 'logout');
        app.authState.forget({ kind: 'session', id: sid });
      }
      return ok(request, true);
    },
  );

  app.get(
    '/oauth/clear-cache',
    {
      config: { permission: SELF },
      schema: {
        tags: ['auth'],
        summary: "Drops what every API replica cached about the caller's account (roles, permissions, session checks)",
        querystring: NoQuery,
        response: { 200: okSchema(Type.Boolean()) },
      },
    },
    async (request) => {
      await app.authState.invalidate({ kind: 'user', id: request.viewer.id });
      return ok(request, true);
    },
  );
}
