import { website } from '../../../website';

const TENANT = /^[0-9]{6}$/;

/**
 * The tenant named by the address (`/login?tenantId=100001`, a tenant's own link), or undefined
 * when the visitor must type it. A detected tenant hides the tenant fields.
 */
export function detectTenant(search: string): string | undefined {
  const value = new URLSearchParams(search).get('tenantId') ?? '';
  return TENANT.test(value) ? value : undefined;
}

/** The tenant a fresh login form starts with. */
export function initialTenant(search: string): string {
  return detectTenant(search) ?? website.defaultTenant;
}
