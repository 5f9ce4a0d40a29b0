export { flowRoutes } from './work-routes';
