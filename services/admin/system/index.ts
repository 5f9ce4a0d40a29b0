/** System administration: tenants, clients, departments, posts, regions, roles, menus, scopes, dictionaries' admin calls, the guide. */
export { apiScopeRoutes } from './api-scope-routes';
export { clientRoutes } from './client-routes';
export { dataScopeRoutes } from './data-scope-routes';
export { deptRoutes } from './dept-routes';
export { dictBizRoutes } from './dict-biz-routes';
export { dictRoutes } from './dict-routes';
export { guideRoutes } from './guide-routes';
export { menuRoutes } from './menus';
export { postRoutes } from './post-routes';
export { regionRoutes } from './region-routes';
export { roleRoutes } from './role-routes';
export { tenantRoutes } from './tenant-routes';
export { topMenuRoutes } from './topmenu-routes';
export { unionTreeRoutes } from './union-tree-routes';
