import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope, langOf, message, okOf } from '../core';
import { checkDependencies } from './dependency-checks';

const Phase = Type.Union([Type.Literal('serving'), Type.Literal('draining'), Type.Literal('closing')], {
  description: 'serving; draining: a shutdown began, readiness says no, requests are still served; closing: requests in flight finish',
});
const Checks = Type.Object({
  postgres: Type.Boolean({ description: 'Postgres answered within HEALTH_CHECK_TIMEOUT_MS' }),
  temporal: Type.Boolean({ description: 'The Temporal front end answered within HEALTH_CHECK_TIMEOUT_MS' }),
  shuttingDown: Type.Boolean({ description: 'A shutdown began: send no more requests here' }),
});
const Alive = Type.Object({ phase: Phase });

/** The health routes answer under pressure and while closing: that is when they are read. */
const config = { public: true, pressureExempt: true };
const readinessSchema = (summary: string) => ({
  tags: ['health'],
  summary,
  response: {
    200: okOf(Checks),
    503: { ...okOf(Checks), description: 'Postgres or Temporal does not answer, or the process is shutting down' },
  },
});

/**
 * Liveness and readiness, apart: `GET /api/health/live` answers 200 while the process runs and its
 * event loop turns (restart it when it does not); `GET /api/health/ready` answers 200 only while
 * Postgres and Temporal answer and no shutdown began, 503 otherwise (send it no traffic).
 * `GET /api/health`, the older name, is readiness.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    const checks = { ...(await checkDependencies(app, app.config.health.checkTimeoutMs)), shuttingDown: app.serving.phase !== 'serving' };
    const up = checks.postgres && checks.temporal && !checks.shuttingDown;
    const lang = langOf(request);
    return reply.status(up ? 200 : 503).send(envelope(up ? 200 : 503, message(up ? 'ok' : 'unavailable', lang), checks));
  };
  app.get('/health', { config, schema: readinessSchema('Readiness (the older name of /health/ready)') }, ready);
  app.get('/health/ready', { config, schema: readinessSchema('Readiness: Postgres and Temporal answer and no shutdown began') }, ready);
  app.get(
    '/health/live',
    { config, schema: { tags: ['health'], summary: 'Liveness: the process runs', response: { 200: okOf(Alive) } } },
    async (request) => envelope(200, message('ok', langOf(request)), { phase: app.serving.phase }),
  );
}
