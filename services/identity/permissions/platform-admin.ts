import { PLATFORM_TENANT_ID } from '../../../db';
import type { SessionUser } from '../auth';

/**
 * An administrator of the platform tenant: the one who may change what is platform-wide (menus,
 * API and data scopes). Administrators of other tenants manage only their own tenant.
 */
export function isPlatformAdmin(viewer: SessionUser): boolean {
  return viewer.tenantId === PLATFORM_TENANT_ID && viewer.roles.includes('administrator');
}
