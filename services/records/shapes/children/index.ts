/** The `children` shape: a module's records (entries) with child records of their own lifecycle (works). */
export { childrenRoutes } from './child-routes';
