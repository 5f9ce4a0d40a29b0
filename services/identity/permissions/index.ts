/**
 * Roles' grants, enforced: the permission check of every route, the caller's permissions and their
 * invalidation, and the helpers the admin routes of roles, menus, scopes and top menus share.
 */
export { registerPermissionCheck, invalidatePermissions, type RouteEntry } from './permission-check';
export { loadPermissions, type Permissions } from './load-permissions';
export type { PermissionCache } from './permission-cache';
export { isPlatformAdmin } from './platform-admin';
export { grantableBy, type Grantable } from './grantable';
export { tenantFor, requirePlatformAdmin, isUniqueViolation } from './admin-tenant';
export { nest, withAncestors, descendantsOf, type TreeNode } from './tree';
export { Id, IdArray, IdListParam, RemoveQuery, removeIds, splitIds, TenantRemoveQuery } from './admin-input';
export { requireLiveRows, removeOrgUnits, type SoftDeletedTable } from './admin-removal';
