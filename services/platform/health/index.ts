/** Liveness and readiness apart, and the API's serving state that a shutdown drains. */
export { healthRoutes } from './health-routes';
export { checkDependencies, type DependencyChecks } from './dependency-checks';
export { registerServingState, ServingState, type ServingPhase } from './serving-state';
