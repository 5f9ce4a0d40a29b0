import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

export interface DependencyChecks {
  postgres: boolean;
  temporal: boolean;
}

/** Whether `work` succeeds within `ms`; a server that does not answer counts as down, not as a hung probe. */
function within(ms: number, work: () => Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    work().then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}

/** Asks Postgres (`select 1` through the app's pool) and Temporal (its system info) at once, each bounded by `timeoutMs`. */
export async function checkDependencies(app: FastifyInstance, timeoutMs: number): Promise<DependencyChecks> {
  const connection = app.temporal.connection;
  const [postgres, temporal] = await Promise.all([
    within(timeoutMs, () => sql`select 1`.execute(app.db)),
    // The deadline also ends the gRPC call itself, which would otherwise retry an unreachable server.
    within(timeoutMs, () => connection.withDeadline(Date.now() + timeoutMs, () => connection.workflowService.getSystemInfo({}))),
  ]);
  return { postgres, temporal };
}
