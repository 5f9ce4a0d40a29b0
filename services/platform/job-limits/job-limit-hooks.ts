import type { FastifyInstance } from 'fastify';
import { AppError, type MessageKey } from '../core';
import { JobLimiter, type JobClass, type JobRefusal } from './job-limiter';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The class of heavy work the route does (a document made, a stored file sent, a workbook
     * imported): it runs only within its class's bounds per account and tenant, else 429.
     */
    jobs?: JobClass;
  }
  interface FastifyInstance {
    jobLimiter: JobLimiter;
  }
}

function refusalMessage(jobClass: JobClass, refusal: JobRefusal): MessageKey {
  if (jobClass === 'import') return 'importsBusyTenant';
  return refusal.scope === 'account' ? 'documentsBusyAccount' : 'documentsBusyTenant';
}

/**
 * Bounds every route whose config names a job class: before its handler, after the guard, the
 * permission check and the input's validation (a bad call is still a 400, not a 429), a slot of the
 * caller's account and tenant is taken or the call answers 429 in the envelope with `Retry-After`.
 * The slot comes back when the answer ends, sent in full or cut off, error or not: the raw
 * response's `close` comes in every case.
 */
export function registerJobLimits(app: FastifyInstance): void {
  const limiter = new JobLimiter(app.config.jobs);
  const seconds = app.config.jobs.retryAfterSeconds;
  app.decorate('jobLimiter', limiter);
  app.addHook('preHandler', async (request, reply) => {
    const jobClass = request.routeOptions.config.jobs;
    if (!jobClass || !request.viewer) return;
    const started = limiter.tryStart(jobClass, request.viewer.tenantId, request.viewer.id);
    if ('refused' in started) {
      reply.header('retry-after', String(seconds));
      const { scope, limit } = started.refused;
      throw new AppError(
        429,
        refusalMessage(jobClass, started.refused),
        { limit: String(limit), seconds: String(seconds) },
        {
          retryAfter: seconds,
          scope,
          limit,
        },
      );
    }
    // A caller gone before the handler starts has closed its response already: no `close` to wait for.
    if (reply.raw.destroyed || reply.raw.writableEnded) started.release();
    else reply.raw.once('close', started.release);
  });
}
