import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The route's pattern as registered (`/api/x/:id`), never the URL asked for: one series per route, not per id. */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.is404 ? undefined : request.routeOptions.url;
  if (pattern === undefined) return 'unmatched';
  // The console's files are a route each: one label for all of them.
  return pattern.startsWith('/api/') || pattern === '/metrics' ? pattern : 'console';
}

/** Times every answer into `portal_http_request_duration_seconds`. */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    app.metrics.httpDuration.observe(
      { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
