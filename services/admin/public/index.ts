/** The public area: the portal's calls open to visitors (site visits, a tenant's published pages). */
export { publicRoutes } from './public-routes';
export { siteTenant, TenantHeader } from './site-tenant';
