import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { envelope, okOf } from '../core';

const Checks = Type.Object({ postgres: Type.Boolean(), temporal: Type.Boolean() });

/** `GET /api/health`: 200 once Postgres and Temporal answer, 503 until then. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Readiness of Postgres and Temporal',
        response: { 200: okOf(Checks), 503: { ...okOf(Checks), description: 'Postgres or Temporal does not answer yet' } },
      },
    },
    async (_request, reply) => {
      const checks = { postgres: false, temporal: false };
      await sql`select 1`.execute(app.db).then(
        () => (checks.postgres = true),
        () => undefined,
      );
      await app.temporal.connection.workflowService.getSystemInfo({}).then(
        () => (checks.temporal = true),
        () => undefined,
      );
      const up = checks.postgres && checks.temporal;
      return reply.status(up ? 200 : 503).send(envelope(up ? 200 : 503, up ? '操作成功' : '服务暂不可用', checks));
    },
  );
}
