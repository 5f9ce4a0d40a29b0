import { AsyncLocalStorage } from 'node:async_hooks';

/** The scope of system work (migrations, seed, rebuild) that spans every tenant. */
export const ALL_TENANTS = '*';

const scope = new AsyncLocalStorage<string>();

/**
 * Runs `fn` with queries scoped to `tenantId`: every connection it uses tells Postgres the tenant
 * (`app.tenant_id`), and the row-level security policies show only that tenant's rows.
 */
export function withTenant<T>(tenantId: string, fn: () => T): T {
  return scope.run(tenantId, fn);
}

/** The tenant of the work in progress; empty outside any scope, which Postgres answers with no rows. */
export function currentTenant(): string {
  return scope.getStore() ?? '';
}
