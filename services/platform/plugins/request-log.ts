import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * Each request's logger, made once: Fastify's request id and the path (never the query string, which
 * can carry the login password). A second child made per request in a hook cost as much again.
 */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (logger, bindings, opts, rawReq) {
  return logger.child({ ...bindings, path: (rawReq.url ?? '').split('?')[0] }, opts);
};

/**
 * One line a request, as it is answered: method, path, status and time. Fastify's own request logging
 * (off: `disableRequestLogging`) writes two, the first with the request's headers; formatting and
 * writing them was a tenth of the API's CPU under the command load (docs/PERFORMANCE-COMMANDS.md).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    reply.log.info({ method: request.method, statusCode: reply.statusCode, responseTime: reply.elapsedTime }, 'request completed');
  });
}
