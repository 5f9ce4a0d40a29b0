import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CheckedClient } from '../client-check';
import type { SessionUser } from '../session-user';
import type { TokenParams } from '../token-params';
import type { IssuedToken } from '../tokens';

/** What every grant gets: the request, its merged parameters, the tenant and the checked client. */
export interface GrantContext {
  app: FastifyInstance;
  request: FastifyRequest;
  params: TokenParams;
  tenantId: string;
  client: CheckedClient;
}

/**
 * A grant's result: a login (the endpoint starts a session for it), or a refresh that already
 * rotated the refresh token within its session.
 */
export type GrantOutcome = { user: SessionUser } | { user: SessionUser; sessionId: string; refresh: IssuedToken };

export type Grant = (ctx: GrantContext) => Promise<GrantOutcome>;
