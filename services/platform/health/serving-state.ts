import type { FastifyInstance } from 'fastify';
import { AppError } from '../core';

/**
 * Where the API is in its life: `serving`; `draining` (a shutdown began: readiness answers 503 so
 * load balancers stop sending, while requests are still served); `closing` (the listener is closed,
 * requests in flight finish, anything more is refused).
 */
export type ServingPhase = 'serving' | 'draining' | 'closing';

export class ServingState {
  private current: ServingPhase = 'serving';

  get phase(): ServingPhase {
    return this.current;
  }

  /** Readiness turns false first; nothing is refused yet. */
  drain(): void {
    if (this.current === 'serving') this.current = 'draining';
  }

  close(): void {
    this.current = 'closing';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    serving: ServingState;
  }
}

/**
 * Decorates `app.serving`. Once a shutdown began every answer says `Connection: close`, so clients
 * and proxies take their next request elsewhere; once closing, a request that still arrives (one
 * more on a kept-alive connection) is answered 503 with Retry-After in the envelope instead of
 * starting work the process will not finish. The health routes and /metrics answer throughout.
 */
export function registerServingState(app: FastifyInstance): void {
  app.decorate('serving', new ServingState());
  app.addHook('onRequest', async (request, reply) => {
    const phase = app.serving.phase;
    if (phase === 'serving') return;
    reply.header('connection', 'close');
    if (phase !== 'closing' || request.routeOptions.config?.pressureExempt) return;
    const seconds = app.config.pressure.retryAfterSeconds;
    reply.header('retry-after', String(seconds));
    throw new AppError(503, 'shuttingDown', { seconds: String(seconds) }, { retryAfter: seconds });
  });
}
