import type { FastifyInstance } from 'fastify';
import type { ModuleEntry } from '../../../catalogue';
import { inferredCall } from '../../platform/openapi';

/**
 * Marks the module's calls beyond calls.tsv (`entry.inferredCalls`, by path: a standard call, an alias
 * or a step's call) `x-inferred` with their reason in the OpenAPI document, whichever part of the
 * engine serves them. Registered before the module's routes, in the module's scope.
 */
export function markInferredCalls(app: FastifyInstance, entry: ModuleEntry): void {
  const inferred = entry.inferredCalls;
  if (!inferred) return;
  app.addHook('onRoute', (route) => {
    const reason = inferred[route.url.split('?')[0]!.split('/').pop() ?? ''];
    if (reason) route.schema = { ...route.schema, ...inferredCall(reason) };
  });
}
