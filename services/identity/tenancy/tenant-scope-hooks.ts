import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALL_TENANTS, withTenant } from '../../../db';
import { isPlatformAdmin } from '../permissions';

const DEFAULT_TENANT = '000000';
const TENANT_ID = /^\d{6}$/;

function named(value: unknown): string | undefined {
  return typeof value === 'string' && TENANT_ID.test(value) ? value : undefined;
}

/**
 * The tenant a request works in: the caller's own; every tenant for the platform administrator,
 * whose screens manage tenants (the routes still filter by the tenant they act on); for a public
 * call, the tenant it names (body, query or `Tenant-Id`), else the default tenant.
 */
function tenantOf(request: FastifyRequest): string {
  const viewer = request.viewer;
  if (viewer) return isPlatformAdmin(viewer) ? ALL_TENANTS : viewer.tenantId;
  const body = request.body as { tenantId?: unknown } | undefined;
  const query = request.query as { tenantId?: unknown } | undefined;
  return named(body?.tenantId) ?? named(query?.tenantId) ?? named(request.headers['tenant-id']) ?? DEFAULT_TENANT;
}

/**
 * Runs the rest of each request inside its tenant's scope, so every query it makes is bound by the
 * row-level security policies. Entered twice: after the guard (for the permission check) and again
 * before the handler, because body parsing runs outside the first scope.
 */
export function registerTenantScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => withTenant(tenantOf(request), done));
  app.addHook('preHandler', (request, _reply, done) => withTenant(tenantOf(request), done));
}
