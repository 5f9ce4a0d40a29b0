/** The liveness and readiness calls. */
export { healthRoutes } from './health-routes';
