import { publicArea, type SiteBranding } from '../../../api';
import { getSession, setSession } from '../../../lib';
import { website } from '../../../website';

// A tenant's branding does not change while the console is open: one call per tenant.
const brandings = new Map<string, Promise<SiteBranding | undefined>>();

/** The branding of `tenantId`'s site (undefined when it cannot be read). */
export function siteBranding(tenantId: string = website.defaultTenant): Promise<SiteBranding | undefined> {
  let branding = brandings.get(tenantId);
  if (!branding) {
    branding = publicArea.site(tenantId).catch(() => undefined);
    brandings.set(tenantId, branding);
  }
  return branding;
}

/** The session key under which a tenant's visit number is kept once counted. */
export function visitKey(tenantId: string): string {
  return `visit-${tenantId}`;
}

/**
 * The visitor number in `tenantId`'s site. A visit is counted once per browser session and tenant
 * (not per page load): the number is kept in sessionStorage and read from there afterwards.
 */
export async function visitNumber(tenantId: string = website.defaultTenant): Promise<number> {
  const kept = Number(getSession(visitKey(tenantId)));
  if (Number.isInteger(kept) && kept > 0) return kept;
  const counted = await publicArea.visitCount(tenantId);
  setSession(visitKey(tenantId), String(counted));
  return counted;
}
