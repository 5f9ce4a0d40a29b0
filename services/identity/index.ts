/**
 * The identity wing: `auth/` tokens, grants and the guard, `accounts/` registration and one's own
 * account, `users/` the users an administrator or a union keeps, `permissions/` the check of menus
 * and scopes on every route, `tenancy/` the tenant of each request.
 */
export * from './auth';
export * from './accounts';
export * from './users';
export * from './permissions';
export * from './tenancy';
