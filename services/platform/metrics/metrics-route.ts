import type { FastifyInstance } from 'fastify';
import { forbidden } from '../core';
import { MetricsAccess } from './metrics-access';

/**
 * `GET /metrics`: the Prometheus text exposition of the process and the app. Outside /api and out of
 * the OpenAPI document: it is for the deployment's scraper, not for the console. No login: the
 * address or a bearer token of its own decides (metrics-access.ts); a refusal is a 403 in the envelope.
 * It answers under pressure too, since that is when it is read.
 */
export async function metricsRoute(app: FastifyInstance): Promise<void> {
  const access = new MetricsAccess(app.config.metrics);
  app.get('/metrics', { config: { public: true, pressureExempt: true }, schema: { hide: true } }, async (request, reply) => {
    const forwarded = Boolean(request.headers['x-forwarded-for'] ?? request.headers.forwarded);
    // Fastify took the address from the socket although the request was forwarded: TRUST_PROXY does not name that proxy.
    const untrustedProxy = forwarded && request.ip === request.socket.remoteAddress;
    if (!access.allows({ ip: request.ip, untrustedProxy, authorization: request.headers.authorization })) throw forbidden();
    return reply.type(app.metrics.contentType).send(await app.metrics.text());
  });
}
