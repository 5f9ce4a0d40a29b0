import { Type } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountProfile, createSession, newId } from '../../../db';
import { AppError, langOf, message } from '../../platform/core';
import { authText, OAuthError, type AuthTextKey } from './auth-messages';
import { captchaRoute } from './captcha-route';
import { checkClient } from './client-check';
import { grants } from './grants';
import { perWindow, registerAuthRateLimits } from './rate-limits';
import { sessionRoutes } from './session-routes';
import { tokenAnswer } from './token-answer';
import { GRANT_TYPES, TokenParamsSchema, type GrantType, type TokenParams } from './token-params';
import { jtiHash, type IssuedToken } from './tokens';

const TokenAnswer = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  token_type: Type.String(),
  expires_in: Type.Integer(),
  user_id: Type.String(),
  account: Type.String(),
  user_name: Type.String(),
  nick_name: Type.String(),
  role_name: Type.String(),
  avatar: Type.String(),
  tenant_id: Type.String(),
  license: Type.String(),
  detail: Type.Object({ ident: Type.String(), unionId: Type.String(), unionName: Type.String(), isSub: Type.Boolean() }),
});
const TokenFailure = Type.Object({ error_code: Type.Integer(), error_description: Type.String() });

const TokenBody = Type.Optional({
  ...TokenParamsSchema,
  examples: [
    {
      grant_type: 'captcha',
      tenantId: '000000',
      username: 'corp1',
      password: 'e10adc3949ba59abbe56e057f20f883e',
      scope: 'all',
      type: 'account',
    },
  ],
});

const isGrantType = (value: string): value is GrantType => (GRANT_TYPES as readonly string[]).includes(value);

function sendFailure(request: FastifyRequest, reply: FastifyReply, status: number, key: AuthTextKey, vars: Record<string, string> = {}) {
  return reply.status(status).send({ error_code: status, error_description: authText(request, key, vars) });
}

/** Every failure of the token endpoint in the OAuth shape: `{ error_code, error_description }`. */
function tokenErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof OAuthError) return sendFailure(request, reply, error.status, error.key, error.vars);
  if (error instanceof AppError && error.status === 429) return sendFailure(request, reply, 429, 'tooMany');
  // Shed under pressure, or refused while the API closes (with Retry-After): the platform's words, in the OAuth shape.
  if (error instanceof AppError && error.status === 503) {
    return reply.status(503).send({ error_code: 503, error_description: message(error.key, langOf(request), error.vars) });
  }
  // The checks every route shares (a NUL character in a parameter, say) refuse with the envelope's error: here in the OAuth shape.
  if (error instanceof AppError && error.status >= 400 && error.status < 500) {
    const field = error.vars.field;
    return field
      ? sendFailure(request, reply, error.status, 'badParam', { field })
      : sendFailure(request, reply, error.status, 'badRequest');
  }
  if (error.validation) {
    const issue = error.validation[0];
    const params = (issue?.params ?? {}) as Record<string, unknown>;
    const field = String(params.additionalProperty ?? params.missingProperty ?? issue?.instancePath.replace(/^\//, '') ?? '');
    return sendFailure(request, reply, 400, 'badParam', { field });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendFailure(request, reply, error.statusCode, 'badRequest');
  }
  request.log.error({ err: error }, 'token endpoint failed');
  return sendFailure(request, reply, 500, 'internal');
}

/**
 * `/api/blade-auth`: the token endpoint with its five grants, the captcha, and the session's own
 * calls (user-info, logout, clear-cache).
 */
export async function tokenRoutes(app: FastifyInstance): Promise<void> {
  await registerAuthRateLimits(app);
  await captchaRoute(app);
  await sessionRoutes(app);

  const { tokens } = app.authState;
  app.post(
    '/oauth/token',
    {
      config: { public: true, rateLimit: perWindow(app.config.auth.tokenRateLimit, app.config.auth.rateWindowSeconds) },
      errorHandler: tokenErrorHandler,
      // The console sends everything in the query string and no body at all.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['auth'],
        summary: 'Log in or refresh: grant types captcha, password, refresh_token, smscode, social',
        querystring: TokenParamsSchema,
        body: TokenBody,
        headers: Type.Object({
          'tenant-id': Type.Optional(Type.String({ maxLength: 12 })),
          'captcha-key': Type.Optional(Type.String({ maxLength: 64 })),
          'captcha-code': Type.Optional(Type.String({ maxLength: 16 })),
        }),
        response: { 200: TokenAnswer, '4xx': TokenFailure, '5xx': TokenFailure },
      },
    },
    async (request, reply) => {
      const params = { ...(request.query as TokenParams), ...((request.body as TokenParams | undefined) ?? {}) };
      const client = await checkClient(app.db, request.headers.authorization);
      if (!client) throw new OAuthError(401, 'badClient');
      // No default: a request without a grant type is not a password login that skips the captcha.
      const grantType = params.grant_type;
      if (!grantType || !isGrantType(grantType)) throw new OAuthError(400, 'badParam', { field: 'grant_type' });
      // OAuth's unauthorized_client: the client record lists the grants this client may use.
      if (!client.grantTypes.includes(grantType)) throw new OAuthError(400, 'grantNotAllowed');
      const tenantId = params.tenantId || (request.headers['tenant-id'] as string | undefined) || '000000';

      const outcome = await grants[grantType]({ app, request, params, tenantId, client });
      const { user } = outcome;
      let sessionId: string;
      let refresh: IssuedToken;
      if ('sessionId' in outcome) {
        ({ sessionId, refresh } = outcome);
      } else {
        sessionId = newId();
        refresh = tokens.refresh(user.id, user.tenantId, sessionId, client.refreshSeconds);
        await createSession(app.db, {
          id: sessionId,
          tenantId: user.tenantId,
          userId: user.id,
          clientId: client.clientId,
          grantType,
          ip: request.ip,
          userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
          refreshJtiHash: jtiHash(refresh.jti),
          refreshExpireTime: new Date(Date.now() + client.refreshSeconds * 1000),
        });
      }
      const access = tokens.access(user.id, user.tenantId, sessionId);
      const profile = await accountProfile(app.db, user.tenantId, user.id);
      reply.header('cache-control', 'no-store');
      return reply.send(tokenAnswer(user, { access: access.token, refresh: refresh.token, expiresIn: tokens.accessSeconds }, profile));
    },
  );
}
