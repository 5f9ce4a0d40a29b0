import type { SessionUser } from '../auth';
import { forbidden } from '../../platform/core';
import { isPlatformAdmin } from './platform-admin';

/**
 * The tenant an admin read works in: the caller's own, or another one the platform administrator
 * names. Anyone else naming another tenant is refused.
 */
export function tenantFor(viewer: SessionUser, requested: string | undefined): string {
  if (!requested || requested === viewer.tenantId) return viewer.tenantId;
  if (!isPlatformAdmin(viewer)) throw forbidden();
  return requested;
}

/** 403 unless the caller may change what is platform-wide (menus, API and data scopes). */
export function requirePlatformAdmin(viewer: SessionUser): void {
  if (!isPlatformAdmin(viewer)) throw forbidden();
}

/** True for a unique-constraint violation of Postgres, which a concurrent insert can cause. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
